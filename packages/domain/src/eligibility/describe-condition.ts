import type { EligibilityFieldDefinition } from './define-field.js';
import type { EligibilityOperator } from './eligibility-operators.js';

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 6 });

/** A value as the French screens show it: numbers with their unit, dates dd/MM/yyyy, enum labels. */
export function formatFieldValue(field: EligibilityFieldDefinition, value: unknown): string {
  switch (field.type) {
    case 'number':
      if (typeof value !== 'number') return JSON.stringify(value);
      // Small integers print the same with or without Intl (no grouping): skip its cost.
      return `${Number.isInteger(value) && Math.abs(value) < 1_000 ? String(value) : NUMBER.format(value)}${field.unit ? `\u00A0${field.unit}` : ''}`;
    case 'date':
      // dd/MM/yyyy by slicing: the value has the YYYY-MM-DD shape (checked before, cheaply).
      return typeof value === 'string' && ISO_DATE_SHAPE.test(value)
        ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`
        : JSON.stringify(value);
    case 'boolean':
      return value === true ? 'oui' : value === false ? 'non' : JSON.stringify(value);
    case 'enum':
      return field.options?.find((option) => option.value === value)?.label ?? String(value);
    case 'string':
      return String(value);
  }
}

/** An expected value inside a sentence: text and choices in French quotes. */
function expected(field: EligibilityFieldDefinition, value: unknown): string {
  const shown = formatFieldValue(field, value);
  return field.type === 'string' || field.type === 'enum' ? `« ${shown} »` : shown;
}

/**
 * The condition in French, as it must hold (`negated` false) or as it must NOT hold (`negated`
 * true, the condition of a `not`): « commence par « 20 » » / « ne commence pas par « 20 » ».
 */
export function describeCondition(
  field: EligibilityFieldDefinition,
  operator: EligibilityOperator,
  value: unknown,
  negated: boolean,
): string {
  const isDate = field.type === 'date';
  const one = () => expected(field, value);
  const list = () => (Array.isArray(value) ? value.map((item) => expected(field, item)).join(', ') : one());
  const range = () =>
    Array.isArray(value) ? [expected(field, value[0]), expected(field, value[1])] : [one(), one()];
  const pick = (positive: string, negative: string) => (negated ? negative : positive);
  switch (operator) {
    case 'equals':
      return pick(`égal à ${one()}`, `différent de ${one()}`);
    case 'notEquals':
      return pick(`différent de ${one()}`, `égal à ${one()}`);
    case 'in':
      return pick(`parmi ${list()}`, `hors de ${list()}`);
    case 'notIn':
      return pick(`hors de ${list()}`, `parmi ${list()}`);
    case 'startsWith':
      return pick(`commence par ${one()}`, `ne commence pas par ${one()}`);
    case 'notStartsWith':
      return pick(`ne commence pas par ${one()}`, `commence par ${one()}`);
    case 'lt':
      return isDate
        ? pick(`avant le ${one()}`, `le ${one()} ou après`)
        : pick(`inférieur à ${one()}`, `supérieur ou égal à ${one()}`);
    case 'lte':
      return isDate
        ? pick(`le ${one()} au plus tard`, `après le ${one()}`)
        : pick(`inférieur ou égal à ${one()}`, `supérieur à ${one()}`);
    case 'gt':
      return isDate
        ? pick(`après le ${one()}`, `le ${one()} au plus tard`)
        : pick(`supérieur à ${one()}`, `inférieur ou égal à ${one()}`);
    case 'gte':
      return isDate
        ? pick(`le ${one()} ou après`, `avant le ${one()}`)
        : pick(`supérieur ou égal à ${one()}`, `inférieur à ${one()}`);
    case 'between': {
      const [min, max] = range();
      return isDate
        ? pick(`entre le ${min} et le ${max}`, `hors de la période du ${min} au ${max}`)
        : pick(`entre ${min} et ${max}`, `hors de l’intervalle ${min} – ${max}`);
    }
    case 'isTrue':
      return pick('doit valoir oui', 'doit valoir non');
    case 'isFalse':
      return pick('doit valoir non', 'doit valoir oui');
    case 'exists':
      return pick('doit être renseigné', 'ne doit pas être renseigné');
  }
}
