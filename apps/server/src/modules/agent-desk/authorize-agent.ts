import { isAgentChannel } from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { staffOwner } from '../orders/order-caller.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import type { Agent } from './agent-desk.service.js';

/** The agent behind the request: a logged-in staff member of one of the five sales channels. */
export function createAgentAuthorizer(accounts: AccountsService) {
  return async (request: FastifyRequest): Promise<Agent> => {
    const staff = await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip);
    if (staff && isAgentChannel(staff.channel))
      return { ...staff, ...staffOwner(staff), agentId: staff.email };
    if (staff || (await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip))) {
      throw new BusinessError(
        'FORBIDDEN',
        'L’espace conseiller est réservé aux conseillers des canaux de vente.',
      );
    }
    throw new BusinessError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.');
  };
}
