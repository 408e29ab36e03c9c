import { randomUUID } from 'node:crypto';
import {
  type ActorRank,
  accountFieldsOfRole,
  canManage,
  checkRoleGrant,
  type ListedRole,
  type OrganisationSummary,
  PERSON_ROLE_LABELS,
  type Person,
  type PersonInvite,
  type PersonRole,
  type PersonUpdate,
  personRoleOf,
  salesChannelOf,
  type UserManageBody,
  type UserManageResult,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { AuditActor, RecordAudit } from '../audit/audit.service.js';
import { type RateLimitService, rateLimitKey } from '../rate-limit/rate-limit.service.js';
import { normalizeEmail } from './normalize-email.js';
import type { PasswordLinks } from './password-links.service.js';
import { tooManyTries } from './password-links.service.js';
import { createPeopleRepository, type UserRow } from './people.repository.js';

const HOUR_MS = 3_600_000;
/** Invitation and reset e-mails per person, and per manager's address, each hour. */
export const LINK_SENDS_PER_ACCOUNT = 5;
export const LINK_SENDS_PER_ADDRESS = 30;

/** Who manages: a platform admin (any organisation) or a partner admin (their own). */
export interface Manager extends AuditActor {
  isAdmin: boolean;
  isPartnerAdmin: boolean;
  organisationId: string;
}

export interface PeopleServiceDeps {
  db: Database;
  clock: Clock;
  rateLimits: RateLimitService;
  links: Pick<PasswordLinks, 'issue'>;
  recordAudit: RecordAudit;
  /** The organisation (organisations service); throws 404 for an unknown one. */
  organisationOf: (id: string) => Promise<OrganisationSummary>;
  endSessionsOf: (userId: string) => Promise<number>;
}

const PERSON_NOT_FOUND = () => new BusinessError('USER_NOT_FOUND', 'Personne introuvable.');
const ORGANISATION_NOT_FOUND = () => new BusinessError('ORGANISATION_NOT_FOUND', 'Organisation introuvable.');
const EMAIL_TAKEN = () => {
  const message = 'Cette adresse e-mail est déjà utilisée par un compte.';
  return new BusinessError('EMAIL_TAKEN', message, [{ code: 'EMAIL_TAKEN', message, field: 'email' }]);
};
const refusal = (code: ErrorCode, message: string, field?: string) =>
  new BusinessError(code, message, field ? [{ code, message, field }] : []);

export const roleOfRow = (row: UserRow): ListedRole =>
  row.isAdmin
    ? 'admin'
    : personRoleOf({
        orgRole: row.orgRole,
        channel: salesChannelOf({
          kind: 'staff',
          role: row.role,
          specialChannel: row.specialChannel,
          isAdmin: false,
        }),
      });

export function toPerson(row: UserRow): Person {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: roleOfRow(row),
    channel: salesChannelOf({ kind: 'staff', ...row }),
    status: row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited',
    organisationId: row.organisationId,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

const rankOf = (manager: Manager): ActorRank => (manager.isAdmin ? 'admin' : 'partnerAdmin');
const targetOf = (row: UserRow) => `${row.displayName} (${row.email})`;
const roleLabel = (role: ListedRole) =>
  role === 'admin' ? 'Administrateur Voltaire' : PERSON_ROLE_LABELS[role];

/** `so-partner/user-manage`: a partner admin's people (an admin's, in any organisation). */
export function createPeopleService(deps: PeopleServiceDeps) {
  const { db, clock, rateLimits, links, recordAudit, organisationOf, endSessionsOf } = deps;
  const people = createPeopleRepository(db);

  /** The organisation acted on: a partner admin's own; an admin's choice. Another one answers as missing. */
  async function scopeOf(manager: Manager, organisationId: string | undefined): Promise<OrganisationSummary> {
    if (!manager.isAdmin && !manager.isPartnerAdmin) throw ORGANISATION_NOT_FOUND();
    const id = organisationId ?? manager.organisationId;
    if (!manager.isAdmin && id !== manager.organisationId) throw ORGANISATION_NOT_FOUND();
    try {
      return await organisationOf(id);
    } catch {
      throw ORGANISATION_NOT_FOUND();
    }
  }

  /** A person of the manager's organisation whom they may act on (never someone above them). */
  async function personOf(manager: Manager, userId: string) {
    const row = manager.isAdmin
      ? await people.findById(userId)
      : await people.findInOrganisation(userId, manager.organisationId);
    if (!row) throw PERSON_NOT_FOUND();
    if (!canManage(rankOf(manager), roleOfRow(row)))
      throw refusal(
        'ROLE_ABOVE_OWN',
        'Vous ne pouvez pas modifier une personne d’un rôle supérieur au vôtre.',
      );
    return { row, organisation: await organisationOf(row.organisationId) };
  }

  const isSelf = (manager: Manager, row: UserRow) => row.email === manager.email;

  async function limitLinkSends(manager: Manager, email: string) {
    for (const [key, limit] of [
      [rateLimitKey('staff-link:account', email), LINK_SENDS_PER_ACCOUNT],
      [rateLimitKey('staff-link:ip', manager.clientAddress), LINK_SENDS_PER_ADDRESS],
    ] as const) {
      const decision = await rateLimits.hit(key, limit, HOUR_MS);
      if (!decision.allowed) throw tooManyTries(decision.retryAfterSeconds, 'TOO_MANY_LINKS');
    }
  }

  function grant(manager: Manager, role: PersonRole, organisation: OrganisationSummary) {
    const checked = checkRoleGrant(rankOf(manager), role, organisation.channels);
    if (!checked.ok) throw refusal(checked.code, checked.message, 'role');
    return accountFieldsOfRole(role);
  }

  async function invite(manager: Manager, organisation: OrganisationSummary, body: PersonInvite) {
    const fields = grant(manager, body.role, organisation);
    const email = normalizeEmail(body.email);
    if (await people.findByEmail(email)) throw EMAIL_TAKEN();
    await limitLinkSends(manager, email);
    const id = randomUUID();
    await db.transaction(async (tx) => {
      const row = { id, email, displayName: body.displayName, ...fields, organisationId: organisation.id };
      if (!(await createPeopleRepository(tx).insert({ ...row, passwordHash: null, createdAt: clock.now() })))
        throw EMAIL_TAKEN();
      await links.issue(tx, row, 'invitation', {
        organisationName: organisation.name,
        by: manager.displayName,
      });
      await recordAudit(tx, manager, {
        action: 'person.invited',
        organisation,
        target: `${body.displayName} (${email})`,
        details: `Invitation envoyée ; rôle : ${PERSON_ROLE_LABELS[body.role]}.`,
      });
    });
    return id;
  }

  async function update(manager: Manager, userId: string, changes: PersonUpdate) {
    const { row, organisation } = await personOf(manager, userId);
    const before = roleOfRow(row);
    const roleChanges = changes.role !== undefined && changes.role !== before;
    if (roleChanges && isSelf(manager, row))
      throw refusal('OWN_ROLE', 'Vous ne pouvez pas changer votre propre rôle.', 'role');
    const fields = roleChanges && changes.role ? grant(manager, changes.role, organisation) : {};
    const renamed = changes.displayName !== undefined && changes.displayName !== row.displayName;
    await db.transaction(async (tx) => {
      await createPeopleRepository(tx).update(row.id, {
        ...fields,
        ...(renamed ? { displayName: changes.displayName } : {}),
      });
      if (renamed)
        await recordAudit(tx, manager, {
          action: 'person.updated',
          organisation,
          target: targetOf(row),
          details: `Nom : ${row.displayName} → ${changes.displayName}.`,
        });
      if (roleChanges && changes.role)
        await recordAudit(tx, manager, {
          action: 'person.roleChanged',
          organisation,
          target: targetOf(row),
          details: `Rôle : ${roleLabel(before)} → ${PERSON_ROLE_LABELS[changes.role]}.`,
        });
    });
    return row.id;
  }

  async function setDisabled(manager: Manager, userId: string, disabled: boolean) {
    const { row, organisation } = await personOf(manager, userId);
    if (disabled && isSelf(manager, row))
      throw refusal('OWN_ACCOUNT', 'Vous ne pouvez pas désactiver votre propre compte.');
    if (Boolean(row.disabledAt) === disabled) return row.id;
    await db.transaction(async (tx) => {
      await createPeopleRepository(tx).update(row.id, { disabledAt: disabled ? clock.now() : null });
      await recordAudit(tx, manager, {
        action: disabled ? 'person.disabled' : 'person.enabled',
        organisation,
        target: targetOf(row),
        details: disabled
          ? 'Compte désactivé : ses sessions ont pris fin, il ne peut plus se connecter.'
          : 'Compte réactivé.',
      });
    });
    if (disabled) await endSessionsOf(row.id);
    return row.id;
  }

  async function sendReset(manager: Manager, userId: string) {
    const { row, organisation } = await personOf(manager, userId);
    if (row.disabledAt)
      throw refusal('PERSON_DISABLED', 'Ce compte est désactivé : réactivez-le avant d’envoyer un lien.');
    await limitLinkSends(manager, row.email);
    await db.transaction(async (tx) => {
      const purpose = row.passwordHash ? 'reset' : 'invitation';
      await links.issue(tx, row, purpose, { organisationName: organisation.name, by: manager.displayName });
      await recordAudit(tx, manager, {
        action: 'person.passwordResetSent',
        organisation,
        target: targetOf(row),
        details:
          purpose === 'reset'
            ? 'Lien de réinitialisation du mot de passe envoyé (72 heures, une seule fois).'
            : 'Nouveau lien d’invitation envoyé (72 heures, une seule fois).',
      });
    });
    return row.id;
  }

  async function result(action: UserManageBody['action'], organisationId: string, personId: string | null) {
    const rows = await people.listOfOrganisation(organisationId);
    const listed = rows.map(toPerson);
    return {
      action,
      people: listed,
      person: personId ? (listed.find(({ id }) => id === personId) ?? null) : null,
    } satisfies UserManageResult;
  }

  return {
    scopeOf,

    /** One handler for list, create, update, disable, enable and reset (SPEC's user-manage). */
    async manage(manager: Manager, body: UserManageBody): Promise<UserManageResult> {
      switch (body.action) {
        case 'list': {
          const organisation = await scopeOf(manager, body.organisationId);
          return result('list', organisation.id, null);
        }
        case 'create': {
          const organisation = await scopeOf(manager, body.organisationId);
          return result('create', organisation.id, await invite(manager, organisation, body));
        }
        default: {
          const scoped = await scopeOf(manager, undefined);
          const id =
            body.action === 'update'
              ? await update(manager, body.userId, body)
              : body.action === 'resetPassword'
                ? await sendReset(manager, body.userId)
                : await setDisabled(manager, body.userId, body.action === 'disable');
          const row = await people.findById(id);
          return result(body.action, row?.organisationId ?? scoped.id, id);
        }
      }
    },

    /** The e-mails and names of an organisation's people: whose sales the partner sees. */
    async sellersOf(organisationId: string): Promise<{ email: string; displayName: string }[]> {
      return (await people.listOfOrganisation(organisationId)).map(({ email, displayName }) => ({
        email,
        displayName,
      }));
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
