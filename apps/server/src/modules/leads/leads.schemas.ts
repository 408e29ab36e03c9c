import {
  CRM_LEAD_STATUSES,
  createLeadContactSchema,
  LEAD_CRM_MAPPING,
  LEAD_STATUSES,
  LEAD_SYNC_JOB_STATUSES,
  LEAD_SYNC_KINDS,
  LeadBasketSchema,
  SALES_CHANNELS,
} from '@voltaire/domain';
import { z } from 'zod';

const LeadIdSchema = z.uuid({ error: 'Identifiant de lead invalide' }).describe('Identifiant du lead');
const OrderIdSchema = z
  .uuid({ error: 'Identifiant de commande invalide' })
  .describe('Commande dont le lead est issu');

const LEAD_REF_MESSAGE = 'Indiquez soit leadId, soit orderId.';
const hasOneRef = (value: unknown) => {
  const ref = value as { leadId?: string; orderId?: string };
  return (ref.leadId === undefined) !== (ref.orderId === undefined);
};

/** A private call about one lead: named by its id or by its order's. */
function withLeadRef<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ leadId: LeadIdSchema.optional(), orderId: OrderIdSchema.optional(), ...extra })
    .refine(hasOneRef, { error: LEAD_REF_MESSAGE, path: ['leadId'] });
}

export const LeadRefBodySchema = withLeadRef({});

export const SaveBasketBodySchema = withLeadRef({
  basket: LeadBasketSchema.describe('Le panier tel qu’il est : offre choisie et produits'),
});

export const SaveLeadBodySchema = createLeadContactSchema({
  leadId: LeadIdSchema.optional().describe(
    'Lead à mettre à jour ; absent, il est créé (ou retrouvé par orderId)',
  ),
  orderId: OrderIdSchema.optional(),
  channel: z
    .enum(SALES_CHANNELS, { error: 'Canal de vente inconnu' })
    .default('web')
    .describe('Canal du premier contact'),
  marketingOptIn: z
    .boolean({ error: 'L’accord de démarchage doit valoir true ou false.' })
    .optional()
    .describe('Accord pour être démarché ; absent, l’accord enregistré ne change pas'),
  marketingConsentText: z
    .string({ error: 'Texte d’accord invalide' })
    .trim()
    .min(1, { error: 'Texte d’accord invalide' })
    .max(1_000, { error: 'Le texte d’accord ne doit pas dépasser 1 000 caractères.' })
    .optional()
    .describe('Texte présenté au prospect à côté de la case, preuve de son accord ; par défaut le nôtre'),
});

const IsoDateTime = z.string().describe('Date et heure ISO 8601 (UTC)');

const SyncSummaryShape = {
  state: z.enum(['none', 'pending', 'synced', 'failed']).describe('État de la synchronisation avec le CRM'),
  stateLabel: z.string(),
  lastSyncedAt: IsoDateTime.nullable(),
};

export const LeadInfoSchema = z.object({
  lead: z.object({
    id: z.string(),
    orderId: z.string().nullable(),
    channel: z.string(),
    status: z.enum(LEAD_STATUSES),
    civility: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    marketingOptIn: z.boolean(),
    marketingConsent: z
      .object({ text: z.string(), at: IsoDateTime })
      .nullable()
      .describe('Preuve de l’accord de démarchage : texte accepté et moment'),
    basket: LeadBasketSchema.nullable(),
    crmId: z.string().nullable(),
    lastContactAt: IsoDateTime,
    anonymisedAt: IsoDateTime.nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  }),
  sync: z.object({
    ...SyncSummaryShape,
    pendingJobs: z.number().int(),
    failedJobs: z.number().int(),
    nextAttemptAt: IsoDateTime.nullable(),
    lastError: z.string().nullable(),
    jobs: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(LEAD_SYNC_KINDS),
        status: z.enum(LEAD_SYNC_JOB_STATUSES),
        attempts: z.number().int(),
        nextAttemptAt: IsoDateTime.nullable(),
        lastError: z.string().nullable(),
        createdAt: IsoDateTime,
        sentAt: IsoDateTime.nullable(),
      }),
    ),
  }),
});

export const OrderSyncInfoSchema = z.object({
  orderId: z.string(),
  leadId: z.string().nullable(),
  leadStatus: z.enum(LEAD_STATUSES).nullable(),
  ...SyncSummaryShape,
});

export const LeadMappingSchema = z.object({
  object: z.literal('Lead'),
  fields: z.array(
    z.object({
      field: z.string().describe('Champ chez Voltaire'),
      crmField: z.string().describe('Champ de l’objet Lead du CRM'),
      label: z.string(),
      type: z.enum(['string', 'boolean', 'datetime', 'json']),
      personal: z.boolean().describe('Donnée personnelle : effacée à l’anonymisation'),
    }),
  ),
  statuses: z.record(z.enum(LEAD_STATUSES), z.string()).describe('Statut du lead → statut du CRM'),
});

export const LEAD_MAPPING = {
  object: 'Lead' as const,
  fields: LEAD_CRM_MAPPING.map((mapping) => ({ ...mapping })),
  statuses: { ...CRM_LEAD_STATUSES },
};
