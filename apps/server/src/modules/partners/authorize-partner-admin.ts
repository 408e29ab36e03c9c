import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../../http/envelope.js';
import type { StaffUser } from '../accounts/accounts.schemas.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { Manager } from '../accounts/people.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

const managerOf = (user: StaffUser, clientAddress: string): Manager => ({
  email: user.email,
  displayName: user.displayName,
  isAdmin: user.isAdmin,
  isPartnerAdmin: user.isPartnerAdmin,
  organisationId: user.organisationId,
  clientAddress,
});

/** The partner area's managers: a partner admin (their organisation), or a platform admin (any). */
export function createPartnerAdminAuthorizer(accounts: Pick<AccountsService, 'adminUser' | 'staffUser'>) {
  return async (request: FastifyRequest): Promise<Manager> => {
    const admin = await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip);
    if (admin) return managerOf(admin, request.ip);
    const staff = await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip);
    if (staff?.isPartnerAdmin) return managerOf(staff, request.ip);
    if (staff)
      throw new BusinessError(
        'FORBIDDEN',
        'L’espace partenaire est réservé aux administrateurs de l’organisation.',
      );
    throw new BusinessError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.');
  };
}

/** Whoever is logged in: an agent, a partner admin or a platform admin. */
export function createStaffAuthorizer(accounts: Pick<AccountsService, 'adminUser' | 'staffUser'>) {
  return async (request: FastifyRequest): Promise<StaffUser> => {
    const user =
      (await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip)) ??
      (await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip));
    if (user) return user;
    throw new BusinessError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.');
  };
}
