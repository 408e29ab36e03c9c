import { z } from 'zod';
import type { Role } from '../access/roles.js';
import { SALES_CHANNEL_LABELS, type SalesChannel } from '../eligibility/eligibility-fields.js';
import { fail, ok, type Result } from '../result.js';

/**
 * A person's role within their organisation: its partner admin, who manages its people and sees its sales, or an
 * agent selling on one of the organisation's channels (ARCHITECTURE §7). Platform admins are not given here.
 */
export const AGENT_ROLE_CHANNELS = [
  'telesales',
  'comparison',
  'doorToDoor',
  'dealership',
  'specialChannel',
  'partner',
] as const satisfies readonly SalesChannel[];
export type AgentRoleChannel = (typeof AGENT_ROLE_CHANNELS)[number];

export const PERSON_ROLES = ['partnerAdmin', ...AGENT_ROLE_CHANNELS] as const;
export const PersonRoleSchema = z.enum(PERSON_ROLES, { error: 'Choisissez un rôle' });
export type PersonRole = z.infer<typeof PersonRoleSchema>;

export const PERSON_ROLE_LABELS = {
  partnerAdmin: 'Administrateur partenaire',
  telesales: `Conseiller — ${SALES_CHANNEL_LABELS.telesales}`,
  comparison: `Conseiller — ${SALES_CHANNEL_LABELS.comparison}`,
  doorToDoor: `Conseiller — ${SALES_CHANNEL_LABELS.doorToDoor}`,
  dealership: `Conseiller — ${SALES_CHANNEL_LABELS.dealership}`,
  specialChannel: `Conseiller — ${SALES_CHANNEL_LABELS.specialChannel}`,
  partner: `Conseiller — ${SALES_CHANNEL_LABELS.partner}`,
} as const satisfies Record<PersonRole, string>;

export const ADMIN_ROLE_LABEL = 'Administrateur Voltaire';

/** Who may do what, highest first: a platform admin, a partner admin, an agent. */
export type ActorRank = 'admin' | 'partnerAdmin' | 'agent';
const RANK = { admin: 3, partnerAdmin: 2, agent: 1 } as const satisfies Record<ActorRank, number>;
const rankOfRole = (role: PersonRole | 'admin'): number =>
  role === 'admin' ? RANK.admin : role === 'partnerAdmin' ? RANK.partnerAdmin : RANK.agent;

/** How a role is stored on the account: the organisation role, the sales role and the special-channel flag. */
export interface AccountRoleFields {
  orgRole: 'partnerAdmin' | 'agent';
  role: Role;
  specialChannel: boolean;
}

export function accountFieldsOfRole(role: PersonRole): AccountRoleFields {
  if (role === 'partnerAdmin') return { orgRole: 'partnerAdmin', role: 'default', specialChannel: false };
  if (role === 'specialChannel') return { orgRole: 'agent', role: 'default', specialChannel: true };
  if (role === 'partner') return { orgRole: 'agent', role: 'default', specialChannel: false };
  return { orgRole: 'agent', role, specialChannel: false };
}

/** The role of a stored account, read back (`channel` as `salesChannelOf` gives it). */
export function personRoleOf(account: { orgRole: string; channel: SalesChannel }): PersonRole {
  if (account.orgRole === 'partnerAdmin') return 'partnerAdmin';
  return (AGENT_ROLE_CHANNELS as readonly string[]).includes(account.channel)
    ? (account.channel as AgentRoleChannel)
    : 'partner';
}

/** The roles an organisation's people may hold: partner admin, or agent of one of its channels. */
export function rolesOfOrganisation(channels: readonly SalesChannel[]): PersonRole[] {
  return PERSON_ROLES.filter(
    (role) => role === 'partnerAdmin' || (channels as readonly string[]).includes(role),
  );
}

export type RoleRefusal = 'ROLE_ABOVE_OWN' | 'CHANNEL_NOT_IN_ORGANISATION';

/**
 * Whether `actor` may give `role` to someone of an organisation selling on `channels`: nobody gives a role above
 * their own, and an agent sells only on one of the organisation's channels.
 */
export function checkRoleGrant(
  actor: ActorRank,
  role: PersonRole,
  channels: readonly SalesChannel[],
): Result<PersonRole, RoleRefusal> {
  if (rankOfRole(role) > RANK[actor])
    return fail('ROLE_ABOVE_OWN', 'Vous ne pouvez pas donner un rôle supérieur au vôtre.');
  if (!rolesOfOrganisation(channels).includes(role))
    return fail(
      'CHANNEL_NOT_IN_ORGANISATION',
      `Le canal « ${SALES_CHANNEL_LABELS[role as AgentRoleChannel]} » n’est pas l’un des canaux de l’organisation.`,
    );
  return ok(role);
}

/** Whether `actor` may act on someone holding `role` (edit, disable, reset): never on someone above them. */
export function canManage(actor: ActorRank, role: PersonRole | 'admin'): boolean {
  return rankOfRole(role) <= RANK[actor];
}

/** Where a partner admin lands after login, and the partner area's root. */
export const PARTNER_AREA_PATH = '/espace-partenaire';
