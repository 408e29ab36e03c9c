import { z } from 'zod';

const IdSchema = z
  .string({ error: 'Identifiant attendu (texte)' })
  .trim()
  .min(1, { error: 'Identifiant obligatoire' })
  .max(100, { error: 'Identifiant trop long (100 caractères au plus)' });
const NameSchema = z
  .string({ error: 'Nom attendu (texte)' })
  .trim()
  .min(1, { error: 'Nom obligatoire' })
  .max(255, { error: 'Nom trop long (255 caractères au plus)' });

/**
 * A named condition: a context field, an operator and a value. `field` and `operator` are plain
 * text here: `validateRulesDocument` checks them against the field registry, and the value against
 * the field's type and the operator.
 */
export const PredicateSchema = z.object({
  id: IdSchema,
  name: NameSchema,
  field: z.string({ error: 'Champ attendu (texte)' }).min(1, { error: 'Champ obligatoire' }),
  operator: z.string({ error: 'Opérateur attendu (texte)' }).min(1, { error: 'Opérateur obligatoire' }),
  value: z.unknown().optional(),
});
export type Predicate = z.infer<typeof PredicateSchema>;

export const COMPOSITION_KINDS = ['all', 'any', 'not'] as const;
export type CompositionKind = (typeof COMPOSITION_KINDS)[number];
export const COMPOSITION_KIND_LABELS = {
  all: 'Toutes les conditions',
  any: 'Au moins une condition',
  not: 'Exclusion (la condition ne doit pas être remplie)',
} as const satisfies Record<CompositionKind, string>;

export const CompositionChildSchema = z.union(
  [z.strictObject({ predicateId: IdSchema }), z.strictObject({ compositionId: IdSchema })],
  {
    error: 'Un élément référence soit un prédicat (predicateId), soit une composition (compositionId)',
  },
);
export type CompositionChild = z.infer<typeof CompositionChildSchema>;

/** all / any / not over predicates and other compositions, referenced by id; `not` has one child. */
export const CompositionSchema = z.object({
  id: IdSchema,
  name: NameSchema,
  kind: z.enum(COMPOSITION_KINDS, { error: 'Type de composition attendu : all, any ou not' }),
  children: z.array(CompositionChildSchema, { error: 'Liste d’éléments attendue' }),
});
export type Composition = z.infer<typeof CompositionSchema>;

export const TARGET_TYPES = ['offer', 'product'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];
export const EligibilityTargetSchema = z.object({
  type: z.enum(TARGET_TYPES, { error: 'Cible attendue : offer ou product' }),
  id: IdSchema,
});
/** What a composition is attached to: an offer or an add-on product of the catalogue. */
export type EligibilityTarget = z.infer<typeof EligibilityTargetSchema>;

/** Several attachments on one target must all pass. */
export const AttachmentSchema = z.object({ target: EligibilityTargetSchema, compositionId: IdSchema });
export type Attachment = z.infer<typeof AttachmentSchema>;

/** The versioned rules file: what the admin exports and imports, and what the engine compiles. */
export const EligibilityRulesDocumentSchema = z.object({
  version: z.literal(1, { error: 'Version de document non prise en charge (1 attendue)' }),
  predicates: z.array(PredicateSchema, { error: 'Liste de prédicats attendue' }),
  compositions: z.array(CompositionSchema, { error: 'Liste de compositions attendue' }),
  attachments: z.array(AttachmentSchema, { error: 'Liste de rattachements attendue' }),
});
export type EligibilityRulesDocument = z.infer<typeof EligibilityRulesDocumentSchema>;
