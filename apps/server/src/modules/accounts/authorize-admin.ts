import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import { authorizeInternal } from '../../http/internal-key.js';
import { INTERNAL_ORGANISATION_ID } from '../organisations/internal-organisation.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import type { StaffUser } from './accounts.schemas.js';
import type { AccountsService } from './accounts.service.js';

export type AuthorizeAdmin = (request: FastifyRequest) => Promise<StaffUser>;

/** The admin behind the request's session cookie; 401 when nobody is logged in, 403 for a non-admin user. */
export function createAdminAuthorizer(accounts: AccountsService): AuthorizeAdmin {
  return async (request) => {
    const admin = await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip);
    if (admin) return admin;
    const staff = await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip);
    if (staff) throw new BusinessError('FORBIDDEN', 'Cette action est réservée aux administrateurs.');
    throw new BusinessError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.');
  };
}

const INTERNAL_SERVICE: StaffUser = {
  email: 'service-interne',
  displayName: 'Service interne',
  role: 'default',
  isAdmin: false,
  isPartnerAdmin: false,
  organisationId: INTERNAL_ORGANISATION_ID,
  channel: 'customerRelations',
  landingPath: '/',
};

/** For the private SPEC calls: an admin session, or a trusted service that sends `X-Internal-Key`. */
export function createAdminOrInternalAuthorizer(
  authorizeAdmin: AuthorizeAdmin,
  internalKey: string | undefined,
): AuthorizeAdmin {
  return async (request) => {
    if (request.headers['x-internal-key'] === undefined) return authorizeAdmin(request);
    authorizeInternal(request, internalKey);
    return INTERNAL_SERVICE;
  };
}
