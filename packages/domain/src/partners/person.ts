import { z } from 'zod';
import { SALES_CHANNELS } from '../eligibility/eligibility-fields.js';
import { EmailSchema } from '../validation/email.js';
import { PERSON_ROLES, PersonRoleSchema } from './person-role.js';

/** A person's role as listed: an organisation role, or `admin` for the supplier's administrators. */
export const LISTED_ROLES = ['admin', ...PERSON_ROLES] as const;
export type ListedRole = (typeof LISTED_ROLES)[number];

/** Invited (no password yet), active, or disabled (cannot log in; their sessions ended when disabled). */
export const PERSON_STATUSES = ['invited', 'active', 'disabled'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export const PERSON_STATUS_LABELS = {
  invited: 'Invitation envoyée',
  active: 'Actif',
  disabled: 'Désactivé',
} as const satisfies Record<PersonStatus, string>;

/** A person of an organisation, as its partner admin sees them. */
export const PersonSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(LISTED_ROLES),
  channel: z.enum(SALES_CHANNELS).describe('Canal de vente de ses commandes'),
  status: z.enum(PERSON_STATUSES),
  organisationId: z.uuid(),
  createdAt: z.iso.datetime(),
  disabledAt: z.iso.datetime().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const DisplayNameSchema = z
  .string({ error: 'Champ obligatoire' })
  .trim()
  .min(2, { error: 'Le nom doit faire au moins 2 caractères' })
  .max(120, { error: '120 caractères au plus' });

const UserIdSchema = z.uuid({ error: 'Identifiant de personne invalide' });
const OrganisationIdSchema = z
  .uuid({ error: 'Identifiant d’organisation invalide' })
  .optional()
  .describe('Administrateurs seulement : l’organisation visée (par défaut, la leur)');

/** The invitation form: who, and in which role. */
export const PersonInviteSchema = z.object({
  email: EmailSchema,
  displayName: DisplayNameSchema,
  role: PersonRoleSchema,
});
export type PersonInvite = z.infer<typeof PersonInviteSchema>;

export const PersonUpdateSchema = z.object({
  displayName: DisplayNameSchema.optional(),
  role: PersonRoleSchema.optional(),
});
export type PersonUpdate = z.infer<typeof PersonUpdateSchema>;

/**
 * The one body of `so-partner/user-manage` (SPEC §7): list the organisation's people, invite (create) one, update,
 * disable or enable one, or send them a password reset link.
 */
export const UserManageBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('list'), organisationId: OrganisationIdSchema }),
    PersonInviteSchema.extend({ action: z.literal('create'), organisationId: OrganisationIdSchema }),
    PersonUpdateSchema.extend({ action: z.literal('update'), userId: UserIdSchema }),
    z.object({ action: z.literal('disable'), userId: UserIdSchema }),
    z.object({ action: z.literal('enable'), userId: UserIdSchema }),
    z.object({ action: z.literal('resetPassword'), userId: UserIdSchema }),
  ],
  { error: 'Action inconnue : list, create, update, disable, enable ou resetPassword' },
);
export type UserManageBody = z.infer<typeof UserManageBodySchema>;
export type UserManageAction = UserManageBody['action'];

export const UserManageResultSchema = z.object({
  action: z.enum(['list', 'create', 'update', 'disable', 'enable', 'resetPassword']),
  people: z.array(PersonSchema).describe('Les personnes de l’organisation, après l’action'),
  person: PersonSchema.nullable().describe('La personne visée (null pour list)'),
});
export type UserManageResult = z.infer<typeof UserManageResultSchema>;
