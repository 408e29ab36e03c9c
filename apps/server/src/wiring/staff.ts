import type { SalesChannel } from '@voltaire/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { BusinessError } from '../http/envelope.js';
import { runEvery } from '../jobs/run-every.js';
import { logJobFailure, runWhileOpen } from '../jobs/while-open.js';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.js';
import { accountsRoutes } from '../modules/accounts/accounts.routes.js';
import { createAccountsService } from '../modules/accounts/accounts.service.js';
import { createAdminAuthorizer } from '../modules/accounts/authorize-admin.js';
import { createOwnProfile } from '../modules/accounts/own-profile.service.js';
import { passwordRoutes } from '../modules/accounts/password.routes.js';
import { createPasswordLinks } from '../modules/accounts/password-links.service.js';
import { createPeopleService } from '../modules/accounts/people.service.js';
import { createStaffOfRequest } from '../modules/accounts/staff-of-request.js';
import { createAuditService } from '../modules/audit/audit.service.js';
import { organisationsRoutes } from '../modules/organisations/organisations.routes.js';
import { createOrganisationsService } from '../modules/organisations/organisations.service.js';
import type { OutboxService } from '../modules/outbox/outbox.service.js';
import {
  createPartnerAdminAuthorizer,
  createStaffAuthorizer,
} from '../modules/partners/authorize-partner-admin.js';
import { createPartnerSales } from '../modules/partners/partner-sales.service.js';
import { partnersRoutes } from '../modules/partners/partners.routes.js';
import {
  RATE_LIMIT_PURGE_INTERVAL_MS,
  type RateLimitService,
} from '../modules/rate-limit/rate-limit.service.js';
import { isSecure } from './platform.js';
import type { Signing } from './signing.js';

export interface StaffDeps {
  config: Config;
  db: Database;
  clock: Clock;
  rateLimits: RateLimitService;
}

/**
 * The staff: organisations own the IP ranges and their check, accounts own the people and their sessions
 * (ADR 0011, 0016); the audit log records every change to either.
 */
export async function wireStaff(app: FastifyInstance, { config, db, clock, rateLimits }: StaffDeps) {
  const audit = createAuditService({ db, clock });
  const organisations = createOrganisationsService({
    db,
    clock,
    logger: app.log,
    endSessionsOf: (organisationId) => accounts.revokeSessionsOfOrganisation(organisationId),
    recordAudit: audit.record,
  });
  const organisationOf = async (id: string) => {
    const { name, kind, channels, status } = await organisations.get(id);
    return { id, name, kind, channels, status };
  };
  const accounts = createAccountsService({
    accountsRepository: createAccountsRepository(db),
    clock,
    rateLimits,
    loginLimits: {
      failuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
      accountWindowMinutes: config.LOGIN_ACCOUNT_WINDOW_MINUTES,
      failuresPerAddressPerMinute: config.LOGIN_FAILURES_PER_IP_PER_MINUTE,
    },
    sessionHours: config.STAFF_SESSION_HOURS,
    idleMinutes: config.STAFF_IDLE_MINUTES,
    admitStaff: (admission) => organisations.admitStaff(admission),
  });
  const authorizeAdmin = createAdminAuthorizer(accounts);
  const staffOf = createStaffOfRequest(accounts);
  // The caller's sales channel, from their staff session; anybody else (or staff outside their ranges) is the web.
  const channelOf = async (request: FastifyRequest): Promise<SalesChannel> => {
    try {
      return (await staffOf(request))?.channel ?? 'web';
    } catch (error) {
      if (error instanceof BusinessError) return 'web';
      throw error;
    }
  };
  runWhileOpen(app, () => {
    const onError = logJobFailure(app, 'purge');
    return [
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => rateLimits.purgeEnded(), onError),
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => accounts.purgeEndedSessions(), onError),
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => organisations.purgeOldRefusals(), onError),
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => audit.purgeExpired(), onError),
    ];
  });

  await app.register(accountsRoutes, {
    accounts,
    organisationOf,
    secureCookies: isSecure(config),
    sessionHours: config.STAFF_SESSION_HOURS,
  });
  await app.register(organisationsRoutes, { organisations, authorizeAdmin });
  return { audit, organisations, organisationOf, accounts, authorizeAdmin, staffOf, channelOf };
}

export type Staff = Awaited<ReturnType<typeof wireStaff>>;

export interface PeopleDeps {
  config: Config;
  db: Database;
  clock: Clock;
  rateLimits: RateLimitService;
  staff: Staff;
  outbox: OutboxService;
  signing: Pick<Signing, 'agentOrders' | 'links'>;
}

/**
 * People of organisations and the partner area (ADR 0019): invitations and resets by single-use links, own
 * profile, the partner admin's people, sales and audit log.
 */
export async function wirePeople(app: FastifyInstance, deps: PeopleDeps) {
  const { config, db, clock, rateLimits, staff, outbox } = deps;
  const { accounts, audit, organisationOf } = staff;
  const endSessionsOf = (userId: string) => accounts.revokeAllSessionsOf(userId);
  const links = createPasswordLinks({
    db,
    clock,
    outbox,
    rateLimits,
    recordAudit: audit.record,
    organisationOf,
    endSessionsOf,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
  });
  const people = createPeopleService({
    db,
    clock,
    rateLimits,
    links,
    recordAudit: audit.record,
    organisationOf,
    endSessionsOf,
  });
  await app.register(passwordRoutes, {
    links,
    accounts,
    ownProfile: createOwnProfile({ db, accounts, rateLimits, recordAudit: audit.record, organisationOf }),
  });
  await app.register(partnersRoutes, {
    people,
    audit,
    organisationOf,
    sales: createPartnerSales({
      clock,
      sellersOf: (organisationId) => people.sellersOf(organisationId),
      agentOrders: deps.signing.agentOrders,
      links: deps.signing.links,
    }),
    authorizePartnerAdmin: createPartnerAdminAuthorizer(accounts),
    authorizeStaff: createStaffAuthorizer(accounts),
  });
}
