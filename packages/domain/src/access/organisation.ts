import { z } from 'zod';
import { SALES_CHANNELS } from '../eligibility/eligibility-fields.js';
import { fail, ok, type Result } from '../result.js';
import { checkIpAllowed, type IpRange, IpRangeSchema, parseIp } from './ip-range.js';

/**
 * Organisations: every staff account belongs to one. `internal` is the supplier's own teams; `partner` is a
 * door-to-door company, a call centre, a dealership network or a comparison site (DECISIONS §1, ARCHITECTURE §7).
 */
export const ORGANISATION_KINDS = ['internal', 'partner'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export const ORGANISATION_KIND_LABELS = {
  internal: 'Équipes internes',
  partner: 'Partenaire',
} as const satisfies Record<OrganisationKind, string>;

export const ORGANISATION_STATUSES = ['active', 'suspended'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];
export const ORGANISATION_STATUS_LABELS = {
  active: 'Active',
  suspended: 'Suspendue',
} as const satisfies Record<OrganisationStatus, string>;

/** At most this many ranges per organisation: an allow-list, not a routing table. */
export const MAX_IP_RANGES = 50;

const REQUIRED = 'Champ obligatoire';
const ADDRESS_PROBLEMS = {
  unreadableStart:
    'Adresse de début invalide : saisissez une adresse IPv4 (192.0.2.1) ou IPv6 (2001:db8::1).',
  unreadableEnd: 'Adresse de fin invalide : saisissez une adresse IPv4 (192.0.2.1) ou IPv6 (2001:db8::1).',
  mixedFamilies: 'Le début et la fin de la plage doivent être tous deux en IPv4 ou tous deux en IPv6.',
  inverted: 'L’adresse de début doit précéder l’adresse de fin.',
} as const;

/** Why a range that `IpRangeSchema` refuses is wrong, in French, and which bound to point at. */
export function describeIpRangeProblem({ rangeStart, rangeEnd }: IpRange): {
  field: 'rangeStart' | 'rangeEnd';
  message: string;
} {
  const [start, end] = [parseIp(rangeStart), parseIp(rangeEnd)];
  if (!start) return { field: 'rangeStart', message: ADDRESS_PROBLEMS.unreadableStart };
  if (!end) return { field: 'rangeEnd', message: ADDRESS_PROBLEMS.unreadableEnd };
  if (start.family !== end.family) return { field: 'rangeEnd', message: ADDRESS_PROBLEMS.mixedFamilies };
  return { field: 'rangeEnd', message: ADDRESS_PROBLEMS.inverted };
}

/** One allowed range of an organisation: validated by the domain's `IpRangeSchema`, with a precise message. */
export const OrganisationIpRangeSchema = z
  .object({
    rangeStart: z.string().trim().min(1, { error: REQUIRED }).max(64, { error: 'Adresse trop longue' }),
    rangeEnd: z.string().trim().min(1, { error: REQUIRED }).max(64, { error: 'Adresse trop longue' }),
    label: z.string().trim().max(120, { error: '120 caractères au plus' }).default(''),
  })
  .superRefine((range, context) => {
    if (IpRangeSchema.safeParse(range).success) return;
    const { field, message } = describeIpRangeProblem(range);
    context.addIssue({ code: 'custom', path: [field], message });
  });
export type OrganisationIpRange = z.infer<typeof OrganisationIpRangeSchema>;

export const IpRangesBodySchema = z.object({
  ipRanges: z
    .array(OrganisationIpRangeSchema)
    .max(MAX_IP_RANGES, { error: `${MAX_IP_RANGES} plages au plus par organisation` }),
});
export type IpRangesBody = z.infer<typeof IpRangesBodySchema>;

const NameSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(2, { error: 'Le nom doit faire au moins 2 caractères' })
  .max(120, { error: '120 caractères au plus' });
const ChannelsSchema = z
  .array(z.enum(SALES_CHANNELS))
  .max(SALES_CHANNELS.length)
  .transform((channels) => [...new Set(channels)]);

export const OrganisationCreateSchema = z.object({
  name: NameSchema,
  kind: z.enum(ORGANISATION_KINDS, { error: 'Choisissez le type d’organisation' }),
  channels: ChannelsSchema.default([]),
});
export type OrganisationCreate = z.infer<typeof OrganisationCreateSchema>;

/** What an admin may change after creation: the kind stays (it decides how the IP check fails). */
export const OrganisationUpdateSchema = z.object({
  name: NameSchema.optional(),
  channels: ChannelsSchema.optional(),
  status: z.enum(ORGANISATION_STATUSES).optional(),
});
export type OrganisationUpdate = z.infer<typeof OrganisationUpdateSchema>;

export const OrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  channels: z
    .array(z.enum(SALES_CHANNELS))
    .describe('Canaux de vente sur lesquels l’organisation peut vendre'),
  status: z.enum(ORGANISATION_STATUSES),
  ipRanges: z.array(z.object({ rangeStart: z.string(), rangeEnd: z.string(), label: z.string() })),
  createdAt: z.string().describe('Date ISO 8601'),
  updatedAt: z.string().describe('Date ISO 8601'),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

export const ORGANISATION_SUSPENDED_MESSAGE =
  'Accès refusé : votre organisation est suspendue. Contactez votre responsable ou l’administrateur.';

export type StaffAccessRefusal = 'IP_NOT_ALLOWED' | 'ORGANISATION_SUSPENDED';

/**
 * Whether a staff member of `organisation` may work from `clientAddress` (DECISIONS §1, fail closed): a suspended
 * organisation never; a partner only from one of its ranges, so none configured means nobody; the supplier's own
 * teams (`internal`) from anywhere until ranges are configured, then only from them (ADR 0016).
 */
export function decideStaffAccess(
  organisation: { kind: OrganisationKind; status: OrganisationStatus; ipRanges: readonly IpRange[] },
  clientAddress: string,
): Result<true, StaffAccessRefusal> {
  if (organisation.status !== 'active') return fail('ORGANISATION_SUSPENDED', ORGANISATION_SUSPENDED_MESSAGE);
  if (organisation.kind === 'internal' && organisation.ipRanges.length === 0) return ok(true);
  return checkIpAllowed(clientAddress, organisation.ipRanges);
}

export const STAFF_ACCESS_REFUSAL_LABELS = {
  IP_NOT_ALLOWED: 'Adresse IP hors des plages autorisées',
  ORGANISATION_SUSPENDED: 'Organisation suspendue',
} as const satisfies Record<StaffAccessRefusal, string>;

/** A refused staff login or request, as the admin screen lists them (never the person's e-mail). */
export const AccessRefusalSchema = z.object({
  id: z.uuid(),
  occurredAt: z.string().describe('Date ISO 8601'),
  userId: z.uuid(),
  userDisplayName: z.string(),
  organisationId: z.uuid(),
  organisationName: z.string(),
  clientAddress: z.string(),
  reason: z.enum(['IP_NOT_ALLOWED', 'ORGANISATION_SUSPENDED']),
  stage: z.enum(['login', 'session']).describe('À la connexion, ou sur une requête d’une session ouverte'),
});
export type AccessRefusal = z.infer<typeof AccessRefusalSchema>;
