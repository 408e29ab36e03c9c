import { z } from 'zod';

/** Sales-channel roles (SPEC §6, glossary in DECISIONS §3); everybody else is `default`. */
export const ROLES = ['telesales', 'comparison', 'doorToDoor', 'dealership', 'default'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Landing page after login, by role (SPEC §2). */
export const LANDING_PATHS = {
  telesales: '/contrats-energies-tlv',
  comparison: '/contrats-energies-comparateur',
  doorToDoor: '/contrats-energies-vad',
  dealership: '/concession/simulation',
  default: '/',
} as const satisfies Record<Role, string>;
export const SPECIAL_CHANNEL_LANDING_PATH = '/channel/edfom';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Where a user lands after login. The special-channel flag wins over the role; an unknown
 * or missing role lands on '/'.
 */
export function landingPathForRole(
  role: Role | string | null | undefined,
  { specialChannel = false }: { specialChannel?: boolean } = {},
): string {
  if (specialChannel) return SPECIAL_CHANNEL_LANDING_PATH;
  return isRole(role) ? LANDING_PATHS[role] : LANDING_PATHS.default;
}
