import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import { authorizeInternal } from '../../http/internal-key.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

/** The staff who sell: they may send a customer the signing link again. */
const AGENT_ROLES = new Set(['telesales', 'comparison', 'doorToDoor', 'dealership']);

/**
 * force-signing-docusign: an agent, an admin, or a back-office service with `X-Internal-Key`.
 * Resolves to who asked, as written into the evidence log.
 */
export function createSigningRequestAuthorizer(accounts: AccountsService, internalKey: string | undefined) {
  return async (request: FastifyRequest): Promise<string> => {
    if (request.headers['x-internal-key'] !== undefined) {
      authorizeInternal(request, internalKey);
      return 'service interne';
    }
    const admin = await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip);
    if (admin) return `administrateur ${admin.email}`;
    const staff = await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip);
    if (staff && AGENT_ROLES.has(staff.role)) return `conseiller ${staff.email} (${staff.role})`;
    if (staff) {
      throw new BusinessError(
        'FORBIDDEN',
        'Cette action est réservée aux conseillers et aux administrateurs.',
        403,
      );
    }
    throw new BusinessError(
      'UNAUTHENTICATED',
      'Vous devez être connecté pour accéder à cette ressource.',
      401,
    );
  };
}
