import { z } from 'zod';
import { CASE_STATUSES } from './case-status.js';
import { CASE_CHANNELS } from './contact-case.js';

const CaseStatusSchema = z.enum(CASE_STATUSES, { error: 'Statut inconnu' });

/** A line of the back office's case inbox. */
export const CaseSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  themeId: z.string(),
  themeLabel: z.string(),
  channel: z.enum(CASE_CHANNELS),
  status: CaseStatusSchema,
  customerName: z.string(),
  email: z.string(),
  assignee: z.string().nullable(),
  attachmentCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CaseSummary = z.infer<typeof CaseSummarySchema>;

export const CaseAttachmentViewSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const CaseNoteViewSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});

export const CaseReplyViewSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});

export const CRM_SYNC_STATES = ['pending', 'sent', 'failed'] as const;
export const CRM_SYNC_STATE_LABELS = {
  pending: 'En attente d’envoi au CRM',
  sent: 'Transmise au CRM',
  failed: 'Envoi au CRM abandonné',
} as const satisfies Record<(typeof CRM_SYNC_STATES)[number], string>;

/** Everything the back office shows about one case. */
export const CaseDetailSchema = CaseSummarySchema.extend({
  civility: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  customerReference: z.string(),
  deliveryPointId: z.string(),
  postalCode: z.string(),
  city: z.string(),
  inseeCode: z.string(),
  message: z.string(),
  attachments: z.array(CaseAttachmentViewSchema),
  notes: z.array(CaseNoteViewSchema),
  replies: z.array(CaseReplyViewSchema),
  crm: z.object({
    state: z.enum(CRM_SYNC_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    crmId: z.string().nullable(),
  }),
});
export type CaseDetail = z.infer<typeof CaseDetailSchema>;

export const CaseListQuerySchema = z.object({
  status: CaseStatusSchema.optional(),
  assignee: z.string().trim().max(320).optional(),
  q: z.string().trim().max(100).optional().describe('Numéro, nom ou e-mail'),
});
export type CaseListQuery = z.infer<typeof CaseListQuerySchema>;

export const CaseUpdateSchema = z
  .object({
    status: CaseStatusSchema.optional(),
    /** An admin's e-mail, or null to unassign. */
    assignee: z.email({ error: 'Adresse e-mail invalide' }).max(320).nullable().optional(),
  })
  .refine((update) => update.status !== undefined || update.assignee !== undefined, {
    error: 'Indiquez un statut ou une personne assignée',
  });
export type CaseUpdate = z.infer<typeof CaseUpdateSchema>;

export const CaseNoteBodySchema = z.object({
  text: z
    .string({ error: 'Champ obligatoire' })
    .trim()
    .min(1, { error: 'Champ obligatoire' })
    .max(5_000, { error: 'La note doit compter 5 000 caractères au plus.' }),
});

export const CaseReplyBodySchema = z.object({
  text: z
    .string({ error: 'Champ obligatoire' })
    .trim()
    .min(1, { error: 'Champ obligatoire' })
    .max(10_000, { error: 'La réponse doit compter 10 000 caractères au plus.' }),
});
