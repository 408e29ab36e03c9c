import { randomUUID } from 'node:crypto';
import {
  type AccessRefusal,
  decideStaffAccess,
  type Organisation,
  type OrganisationCreate,
  type OrganisationIpRange,
  type OrganisationUpdate,
  type Result,
  type StaffAccessRefusal,
} from '@voltaire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { hasSqlState } from '../../db/sql-state.js';
import { BusinessError } from '../../http/envelope.js';
import type { RecordAudit } from '../audit/audit.service.js';
import { describeOrganisationChange, describeRanges } from './organisation-audit.js';
import { createOrganisationsRepository, type OrganisationWithRanges } from './organisations.repository.js';

const DAY_MS = 86_400_000;
/** Refusals are kept this long, then purged with the other ended records. */
export const ACCESS_REFUSAL_RETENTION_DAYS = 90;

export interface OrganisationsServiceDeps {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Ends every session of the organisation's people (the accounts service owns sessions); resolves to how many. */
  endSessionsOf: (organisationId: string) => Promise<number>;
  /** Every change is written to the audit log (audit module, injected in app.ts). */
  recordAudit: RecordAudit;
}

/** The admin who acts: the guards keep them from locking their own organisation out. */
export interface OrganisationActor {
  organisationId: string;
  clientAddress: string;
  email: string;
  displayName: string;
}

/** A staff member asking in, at login or with a live session. */
export interface StaffAdmission {
  userId: string;
  userDisplayName: string;
  organisationId: string;
  clientAddress: string;
  stage: AccessRefusal['stage'];
}

const NOT_FOUND = () => new BusinessError('ORGANISATION_NOT_FOUND', 'Organisation introuvable.');
const NAME_TAKEN = () => new BusinessError('ORGANISATION_NAME_TAKEN', 'Une organisation porte déjà ce nom.');
const SELF_SUSPENSION = () =>
  new BusinessError(
    'OWN_ORGANISATION_SUSPENSION',
    'Vous ne pouvez pas suspendre votre propre organisation : vous perdriez aussitôt l’accès.',
  );
const selfLockout = (clientAddress: string) =>
  new BusinessError(
    'OWN_ADDRESS_EXCLUDED',
    `Ces plages ne contiennent pas votre adresse IP actuelle (${clientAddress}) : vous perdriez aussitôt l’accès. Ajoutez une plage qui la contient.`,
  );

function toOrganisation(row: OrganisationWithRanges): Organisation {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    channels: row.channels,
    status: row.status,
    ipRanges: row.ipRanges,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createOrganisationsService({
  db,
  clock,
  logger,
  endSessionsOf,
  recordAudit,
}: OrganisationsServiceDeps) {
  const repository = createOrganisationsRepository(db);

  async function get(id: string): Promise<Organisation> {
    const row = await repository.findWithRanges(id);
    if (!row) throw NOT_FOUND();
    return toOrganisation(row);
  }

  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (hasSqlState(error, '23505')) throw NAME_TAKEN();
      throw error;
    }
  }

  return {
    get,

    async list(): Promise<Organisation[]> {
      return (await repository.listWithRanges()).map(toOrganisation);
    },

    /** A new organisation starts active and without ranges: a partner can log in only once ranges are set. */
    async create(body: OrganisationCreate, actor: OrganisationActor): Promise<Organisation> {
      if (await repository.findByName(body.name)) throw NAME_TAKEN();
      const id = randomUUID();
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const inserted = await createOrganisationsRepository(tx).insert({
          id,
          ...body,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
        if (inserted)
          await recordAudit(tx, actor, {
            action: 'organisation.created',
            organisation: { id, name: body.name },
            target: body.name,
            details: describeOrganisationChange(undefined, { ...body, status: 'active' }),
          });
        return inserted;
      });
      if (!created) throw NAME_TAKEN();
      logger.info({ organisationId: id, kind: body.kind }, 'organisation created');
      return get(id);
    },

    /** Name, channels, status. Suspending ends the sessions of all its people at once. */
    async update(id: string, changes: OrganisationUpdate, actor: OrganisationActor): Promise<Organisation> {
      const before = await repository.findWithRanges(id);
      if (!before) throw NOT_FOUND();
      if (changes.status === 'suspended' && id === actor.organisationId) throw SELF_SUSPENSION();
      if (
        changes.name !== undefined &&
        changes.name !== before.name &&
        (await repository.findByName(changes.name))
      )
        throw NAME_TAKEN();
      await saving(() =>
        db.transaction(async (tx) => {
          await createOrganisationsRepository(tx).update(id, { ...changes, updatedAt: clock.now() });
          const name = changes.name ?? before.name;
          const status = changes.status ?? before.status;
          await recordAudit(tx, actor, {
            action:
              status === before.status
                ? 'organisation.updated'
                : status === 'suspended'
                  ? 'organisation.suspended'
                  : 'organisation.reactivated',
            organisation: { id, name },
            target: name,
            details: describeOrganisationChange(before, changes),
          });
        }),
      );
      if (changes.status === 'suspended' && before.status !== 'suspended') {
        const ended = await endSessionsOf(id);
        logger.warn({ organisationId: id, endedSessions: ended }, 'organisation suspended');
      }
      return get(id);
    },

    /**
     * Replaces the allowed ranges. An admin may not leave their own organisation without their current address:
     * they would be refused at their very next request.
     */
    async replaceIpRanges(
      id: string,
      ipRanges: readonly OrganisationIpRange[],
      actor: OrganisationActor,
    ): Promise<Organisation> {
      const before = await repository.findWithRanges(id);
      if (!before) throw NOT_FOUND();
      if (id === actor.organisationId && !decideStaffAccess({ ...before, ipRanges }, actor.clientAddress).ok)
        throw selfLockout(actor.clientAddress);
      await db.transaction(async (tx) => {
        const inTransaction = createOrganisationsRepository(tx);
        await inTransaction.replaceRanges(id, ipRanges);
        await inTransaction.update(id, { updatedAt: clock.now() });
        await recordAudit(tx, actor, {
          action: 'organisation.ipRangesReplaced',
          organisation: { id, name: before.name },
          target: before.name,
          details: `Avant : ${describeRanges(before.ipRanges)}. Après : ${describeRanges(ipRanges)}.`,
        });
      });
      logger.info({ organisationId: id, ranges: ipRanges.length }, 'organisation IP ranges replaced');
      return get(id);
    },

    /**
     * Whether a staff member may come in from their address (DECISIONS §1, fail closed: an unknown organisation is
     * refused too). A refusal is logged at warn (ids and address, never the e-mail) and kept for the admin screen.
     */
    async admitStaff(admission: StaffAdmission): Promise<Result<true, StaffAccessRefusal>> {
      const organisation = await repository.findWithRanges(admission.organisationId);
      const decision = organisation
        ? decideStaffAccess(organisation, admission.clientAddress)
        : decideStaffAccess({ kind: 'partner', status: 'active', ipRanges: [] }, admission.clientAddress);
      if (decision.ok) return decision;
      const { userId, userDisplayName, organisationId, clientAddress, stage } = admission;
      logger.warn(
        { userId, organisationId, ip: clientAddress, reason: decision.code, stage },
        'staff access refused',
      );
      await repository.insertRefusal({
        id: randomUUID(),
        occurredAt: clock.now(),
        userId,
        userDisplayName,
        organisationId,
        clientAddress,
        reason: decision.code,
        stage,
      });
      return decision;
    },

    async latestRefusals(limit: number): Promise<AccessRefusal[]> {
      return (await repository.latestRefusals(limit)).map((row) => ({
        id: row.id,
        occurredAt: row.occurredAt.toISOString(),
        userId: row.userId,
        userDisplayName: row.userDisplayName,
        organisationId: row.organisationId,
        organisationName: row.organisationName ?? '',
        clientAddress: row.clientAddress,
        reason: row.reason,
        stage: row.stage,
      }));
    },

    async purgeOldRefusals(): Promise<number> {
      return repository.deleteRefusalsBefore(
        new Date(clock.now().getTime() - ACCESS_REFUSAL_RETENTION_DAYS * DAY_MS),
      );
    },
  };
}

export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
