import type { FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import type { StoredResponse } from './idempotency.service.js';

/** Actions that change money or contracts: a retry must carry the same key. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') {
    throw new BusinessError(
      'IDEMPOTENCY_KEY_REQUIRED',
      'L’en-tête Idempotency-Key est obligatoire pour cette action.',
    );
  }
  return key;
}

/** Sends a stored outcome; `Idempotent-Replayed` tells a client whether it is the first answer or a replay. */
export function sendStoredOutcome(reply: FastifyReply, outcome: StoredResponse & { replayed: boolean }) {
  return reply
    .status(outcome.status)
    .header('Idempotent-Replayed', String(outcome.replayed))
    .send(outcome.body);
}
