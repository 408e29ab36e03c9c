import type { Role } from '../access/roles.js';
import type { SalesChannel } from '../eligibility/eligibility-fields.js';

/** Who is calling, as far as the sales channel goes. */
export type SellerIdentity =
  | { kind: 'customer' }
  | { kind: 'staff'; role: Role | string; specialChannel: boolean; isAdmin: boolean };

/** The agent roles and the channel each sells on (the same name). */
const AGENT_ROLES = [
  'telesales',
  'comparison',
  'doorToDoor',
  'dealership',
] as const satisfies readonly (Role & SalesChannel)[];
const isAgentRole = (value: string): value is (typeof AGENT_ROLES)[number] =>
  (AGENT_ROLES as readonly string[]).includes(value);

/**
 * The channel an order is sold through, decided by who is calling, never by the request: a customer buys
 * on the web; an agent sells on their role's channel; the special-channel flag wins over the role; admins
 * and customer service sell as customer relations; any other staff member (a partner) as a partner.
 */
export function salesChannelOf(identity: SellerIdentity): SalesChannel {
  if (identity.kind === 'customer') return 'web';
  if (identity.specialChannel) return 'specialChannel';
  if (identity.isAdmin) return 'customerRelations';
  return isAgentRole(identity.role) ? identity.role : 'partner';
}

/** The role a channel sells under, for the eligibility rules that test a role: `default` off the agent channels. */
export function roleOfChannel(channel: SalesChannel): Role {
  return isAgentRole(channel) ? channel : 'default';
}

/** Channels only staff may sell through: a customer naming one is refused. */
export function isStaffChannel(channel: SalesChannel): boolean {
  return channel !== 'web';
}

/** The channels whose staff sell face to face or by phone from an agent workspace (SPEC §2 landings). */
export const AGENT_CHANNELS = [
  'telesales',
  'comparison',
  'doorToDoor',
  'dealership',
  'specialChannel',
] as const satisfies readonly SalesChannel[];
export type AgentChannel = (typeof AGENT_CHANNELS)[number];

export function isAgentChannel(channel: SalesChannel): channel is AgentChannel {
  return (AGENT_CHANNELS as readonly string[]).includes(channel);
}
