import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import { authorizeInternal } from '../../http/internal-key.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

/** The staff who sell: they may send a customer the signing link again. */
const AGENT_ROLES = new Set(['telesales', 'comparison', 'doorToDoor', 'dealership']);

/** Who asked for a signing link, as written into the evidence log; an agent may ask only for their own sales. */
export interface SigningRequester {
  requestedBy: string;
  isAgent: boolean;
}

/** force-signing-docusign: an agent, an admin, or a back-office service with `X-Internal-Key`. */
export function createSigningRequestAuthorizer(accounts: AccountsService, internalKey: string | undefined) {
  return async (request: FastifyRequest): Promise<SigningRequester> => {
    if (request.headers['x-internal-key'] !== undefined) {
      authorizeInternal(request, internalKey);
      return { requestedBy: 'service interne', isAgent: false };
    }
    const admin = await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip);
    if (admin) return { requestedBy: `administrateur ${admin.email}`, isAgent: false };
    const staff = await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip);
    if (staff && AGENT_ROLES.has(staff.role))
      return { requestedBy: `conseiller ${staff.email} (${staff.role})`, isAgent: true };
    if (staff) {
      throw new BusinessError(
        'FORBIDDEN',
        'Cette action est réservée aux conseillers et aux administrateurs.',
      );
    }
    throw new BusinessError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.');
  };
}
