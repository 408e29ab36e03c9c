import {
  AttachmentSchema,
  CompositionSchema,
  ELIGIBILITY_FIELDS,
  EligibilityContextSchema,
  EligibilityRulesDocumentSchema,
  EligibilityTargetSchema,
  PredicateSchema,
} from '@voltaire/domain';
import { z } from 'zod';

export const IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const PredicateBodySchema = PredicateSchema;
export const PredicateUpdateBodySchema = PredicateSchema.omit({ id: true });
export const CompositionBodySchema = CompositionSchema;
export const CompositionUpdateBodySchema = CompositionSchema.omit({ id: true });
export const AttachmentsBodySchema = z.object({ attachments: z.array(AttachmentSchema) });
export const RulesDocumentSchema = EligibilityRulesDocumentSchema;

export const EligibilityRequestSchema = z.object({
  context: EligibilityContextSchema,
  targets: z.array(EligibilityTargetSchema).max(500).optional(),
});

export const DecisionSchema = z.object({
  target: EligibilityTargetSchema,
  eligible: z.boolean(),
  reasons: z.array(z.string()).describe('Conditions non remplies, en français'),
});

export const ChangeResultSchema = z.object({ version: z.number().int() });

export const CacheStatusSchema = z.object({
  cached: z.boolean(),
  version: z.number().int(),
  compiledAt: z.string().nullable(),
  predicates: z.number().int().optional(),
  compositions: z.number().int().optional(),
  attachments: z.number().int().optional(),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

export const EligibilityFieldsSchema = z.array(
  z.object({
    key: z.string(),
    label: z.string(),
    type: z.string(),
    operators: z.array(
      z.object({ key: z.string(), label: z.string(), value: z.enum(['single', 'list', 'range', 'none']) }),
    ),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  }),
);
export type EligibilityFieldView = z.infer<typeof EligibilityFieldsSchema>[number];
export const ELIGIBILITY_FIELD_COUNT = ELIGIBILITY_FIELDS.length;
