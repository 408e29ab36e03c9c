import { isIsoDate } from '@voltaire/domain';
import type { EligibilityContextInput, EligibilityFieldView } from '../admin-api';

export const TRY_MESSAGES = {
  number: 'Saisissez un nombre, par exemple 6 ou 6,5.',
  date: 'Saisissez une date valide (jj/mm/aaaa).',
} as const;

/**
 * The context to evaluate, from the "try it" form (one text per field of the registry): empty fields are left
 * out, numbers become numbers, « oui » / « non » booleans.
 */
export function toTryContext(
  values: Record<string, string | undefined>,
  fields: readonly EligibilityFieldView[],
): { ok: true; context: EligibilityContextInput } | { ok: false; errors: Record<string, string> } {
  const context: EligibilityContextInput = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const text = (values[field.key] ?? '').trim();
    if (text === '') continue;
    switch (field.type) {
      case 'number': {
        const number = Number(text.replace(',', '.'));
        if (/^-?\d+([.,]\d+)?$/.test(text) && Number.isFinite(number)) context[field.key] = number;
        else errors[field.key] = TRY_MESSAGES.number;
        break;
      }
      case 'boolean':
        context[field.key] = text === 'true';
        break;
      case 'date':
        if (isIsoDate(text)) context[field.key] = text;
        else errors[field.key] = TRY_MESSAGES.date;
        break;
      default:
        context[field.key] = text;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, context };
}
