import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import { SESSION_COOKIES } from './session-cookies.js';

/**
 * A route's `onRequest` hook for what only a session can own (an order, a cart, a signature): without any
 * session cookie (or with a customer session already ended, see `forgetDeadSession`), the request is
 * answered as for a missing resource before its body is read, so an anonymous caller learns nothing of it.
 */
export function requireSession(message = 'Commande introuvable.') {
  return async (request: FastifyRequest): Promise<void> => {
    const { webApp, partner, admin } = SESSION_COOKIES;
    if (!request.cookies[webApp] && !request.cookies[partner] && !request.cookies[admin]) {
      throw new BusinessError('NOT_FOUND', message);
    }
  };
}
