import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.js';
import type { EligibilityFieldDefinition } from './define-field.js';
import { ELIGIBILITY_OPERATORS, type EligibilityOperator } from './eligibility-operators.js';

function quoted(values: readonly string[]): string {
  return values.map((value) => `« ${value} »`).join(', ');
}

/** One value of the field's type. Numbers must be numbers (never "10"), dates real `YYYY-MM-DD`. */
export function fieldScalarSchema(field: EligibilityFieldDefinition): z.ZodType<string | number> {
  switch (field.type) {
    case 'string':
      return z.string({ error: 'texte attendu' }).min(1, { error: 'texte non vide attendu' });
    case 'number':
      return z.number({ error: 'nombre attendu' });
    case 'date':
      return z
        .string({ error: 'date au format AAAA-MM-JJ attendue' })
        .refine(isIsoDate, { error: 'date au format AAAA-MM-JJ attendue' });
    case 'enum': {
      const values = (field.options ?? []).map((option) => option.value);
      return z.enum(values as [string, ...string[]], {
        error: `une valeur parmi ${quoted(values)} attendue`,
      });
    }
    case 'boolean':
      return z.never({ error: 'aucune valeur attendue pour un champ oui / non' });
  }
}

/**
 * The zod schema of a predicate's value for a field and one of its operators: one value, a
 * non-empty list, a `[min, max]` pair (min ≤ max, both included) or nothing (`null` accepted).
 * Messages are French fragments; `validateRulesDocument` prefixes them with the predicate.
 */
export function predicateValueSchema(
  field: EligibilityFieldDefinition,
  operator: EligibilityOperator,
): z.ZodType {
  const scalar = fieldScalarSchema(field);
  switch (ELIGIBILITY_OPERATORS[operator].value) {
    case 'single':
      return scalar;
    case 'list':
      return z
        .array(scalar, { error: 'liste de valeurs attendue' })
        .min(1, { error: 'liste non vide attendue' });
    case 'range':
      return z
        .tuple([scalar, scalar], { error: 'intervalle [minimum, maximum] attendu' })
        .refine(([min, max]) => min <= max, { error: 'le minimum dépasse le maximum' });
    case 'none':
      return z.null({ error: 'aucune valeur attendue pour cet opérateur' }).optional();
  }
}
