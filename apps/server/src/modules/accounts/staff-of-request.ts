import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import type { StaffUser } from './accounts.schemas.js';
import type { AccountsService } from './accounts.service.js';

/** Whoever of the staff is behind a request (agent, partner admin, admin), or undefined. */
export function createStaffOfRequest(accounts: Pick<AccountsService, 'adminUser' | 'staffUser'>) {
  return async (request: FastifyRequest): Promise<StaffUser | undefined> =>
    (await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip)) ??
    (await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip));
}

export type StaffOfRequest = ReturnType<typeof createStaffOfRequest>;
