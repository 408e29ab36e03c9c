import { isIsoDate } from '@voltaire/domain';
import type { EligibilityFieldView, OperatorValueKind, Predicate, PredicateValue } from '../admin-api';

/**
 * The rule builder's form, as plain strings: what the inputs hold. `toPredicate` turns it into the predicate the
 * API wants (numbers as numbers, lists as arrays, ranges as [min, max]) and `toPredicateFormValues` back.
 */
export interface PredicateFormValues {
  name: string;
  id: string;
  field: string;
  operator: string;
  /** One value: text, number, date (YYYY-MM-DD) or an option of the field. */
  single: string;
  /** A list of options (a field with options). */
  list: string[];
  /** A list typed as text, separated by commas or semicolons (a field without options). */
  listText: string;
  min: string;
  max: string;
}

export type PredicateFormField = keyof PredicateFormValues;
export type PredicateFormErrors = Partial<Record<PredicateFormField, string>>;

export const EMPTY_PREDICATE_FORM: PredicateFormValues = {
  name: '',
  id: '',
  field: '',
  operator: '',
  single: '',
  list: [],
  listText: '',
  min: '',
  max: '',
};

export const PREDICATE_MESSAGES = {
  nameRequired: 'Saisissez un nom.',
  nameTooLong: 'Le nom ne doit pas dépasser 255 caractères.',
  idRequired: 'Saisissez un identifiant.',
  idFormat:
    'L’identifiant ne contient que des lettres minuscules sans accent, des chiffres et des tirets (100 au plus).',
  fieldRequired: 'Choisissez un champ.',
  operatorRequired: 'Choisissez un opérateur.',
  valueRequired: 'Saisissez une valeur.',
  optionRequired: 'Choisissez une valeur.',
  listRequired: 'Cochez au moins une valeur.',
  listTextRequired: 'Saisissez au moins une valeur (séparez-les par des virgules).',
  number: 'Saisissez un nombre, par exemple 6 ou 6,5.',
  date: 'Saisissez une date valide (jj/mm/aaaa).',
  minRequired: 'Saisissez le minimum.',
  maxRequired: 'Saisissez le maximum.',
  rangeOrder: 'Le maximum doit être supérieur ou égal au minimum.',
} as const;

export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** « Code postal commence par 20 » → `code-postal-commence-par-20`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

export function findField(fields: readonly EligibilityFieldView[], key: string) {
  return fields.find((field) => field.key === key);
}

/** What the operator's value holds for that field, or undefined when the operator is not one of the field's. */
export function valueKindOf(
  field: EligibilityFieldView | undefined,
  operator: string,
): OperatorValueKind | undefined {
  return field?.operators.find((candidate) => candidate.key === operator)?.value;
}

type Parsed = { ok: true; value: string | number } | { ok: false; message: string };

/** One typed value of a field, from its input's text. Numbers accept a French decimal comma. */
export function parseScalar(field: EligibilityFieldView, text: string): Parsed {
  const value = text.trim();
  if (value === '') {
    return {
      ok: false,
      message: field.options ? PREDICATE_MESSAGES.optionRequired : PREDICATE_MESSAGES.valueRequired,
    };
  }
  switch (field.type) {
    case 'number': {
      const number = Number(value.replace(',', '.'));
      return /^-?\d+([.,]\d+)?$/.test(value) && Number.isFinite(number)
        ? { ok: true, value: number }
        : { ok: false, message: PREDICATE_MESSAGES.number };
    }
    case 'date':
      return isIsoDate(value) ? { ok: true, value } : { ok: false, message: PREDICATE_MESSAGES.date };
    case 'enum':
      return field.options?.some((option) => option.value === value)
        ? { ok: true, value }
        : { ok: false, message: PREDICATE_MESSAGES.optionRequired };
    default:
      return { ok: true, value };
  }
}

/** The input that holds the value for this kind of operator on this field (where a value error belongs). */
export function valueInputOf(
  field: EligibilityFieldView | undefined,
  kind: OperatorValueKind | undefined,
): PredicateFormField | undefined {
  switch (kind) {
    case 'single':
      return 'single';
    case 'list':
      return field?.options ? 'list' : 'listText';
    case 'range':
      return 'min';
    default:
      return undefined;
  }
}

function parseValue(
  field: EligibilityFieldView,
  kind: OperatorValueKind,
  values: PredicateFormValues,
): { ok: true; value: PredicateValue } | { ok: false; errors: PredicateFormErrors } {
  switch (kind) {
    case 'none':
      return { ok: true, value: undefined };
    case 'single': {
      const parsed = parseScalar(field, values.single);
      return parsed.ok ? parsed : { ok: false, errors: { single: parsed.message } };
    }
    case 'list': {
      if (field.options) {
        const allowed = field.options.map((option) => option.value);
        const chosen = allowed.filter((value) => values.list.includes(value));
        return chosen.length > 0
          ? { ok: true, value: chosen }
          : { ok: false, errors: { list: PREDICATE_MESSAGES.listRequired } };
      }
      const items = values.listText
        .split(/[;,]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
      if (items.length === 0) return { ok: false, errors: { listText: PREDICATE_MESSAGES.listTextRequired } };
      const parsed: (string | number)[] = [];
      for (const item of items) {
        const one = parseScalar(field, item);
        if (!one.ok) return { ok: false, errors: { listText: `« ${item} » : ${one.message}` } };
        parsed.push(one.value);
      }
      return { ok: true, value: [...new Set(parsed)] };
    }
    case 'range': {
      const min = parseScalar(field, values.min);
      const max = parseScalar(field, values.max);
      const errors: PredicateFormErrors = {};
      if (!min.ok) errors.min = values.min.trim() === '' ? PREDICATE_MESSAGES.minRequired : min.message;
      if (!max.ok) errors.max = values.max.trim() === '' ? PREDICATE_MESSAGES.maxRequired : max.message;
      if (!min.ok || !max.ok) return { ok: false, errors };
      if (min.value > max.value) return { ok: false, errors: { max: PREDICATE_MESSAGES.rangeOrder } };
      return { ok: true, value: [min.value, max.value] };
    }
  }
}

/** Checks the builder's form and makes the predicate to send, or says what is wrong where, in French. */
export function toPredicate(
  values: PredicateFormValues,
  fields: readonly EligibilityFieldView[],
): { ok: true; predicate: Predicate } | { ok: false; errors: PredicateFormErrors } {
  const errors: PredicateFormErrors = {};
  const name = values.name.trim();
  const id = values.id.trim();
  if (name === '') errors.name = PREDICATE_MESSAGES.nameRequired;
  else if (name.length > 255) errors.name = PREDICATE_MESSAGES.nameTooLong;
  if (id === '') errors.id = PREDICATE_MESSAGES.idRequired;
  else if (!ID_PATTERN.test(id)) errors.id = PREDICATE_MESSAGES.idFormat;

  const field = findField(fields, values.field);
  const kind = valueKindOf(field, values.operator);
  if (!field) errors.field = PREDICATE_MESSAGES.fieldRequired;
  else if (!kind) errors.operator = PREDICATE_MESSAGES.operatorRequired;

  let value: PredicateValue;
  if (field && kind) {
    const parsed = parseValue(field, kind, values);
    if (parsed.ok) value = parsed.value;
    else Object.assign(errors, parsed.errors);
  }
  if (Object.keys(errors).length > 0 || !field || !kind) return { ok: false, errors };
  return {
    ok: true,
    predicate: {
      id,
      name,
      field: field.key,
      operator: values.operator,
      ...(value === undefined ? {} : { value }),
    },
  };
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The builder's form for an existing predicate (to edit it). */
export function toPredicateFormValues(
  predicate: Predicate,
  fields: readonly EligibilityFieldView[],
): PredicateFormValues {
  const field = findField(fields, predicate.field);
  const kind = valueKindOf(field, predicate.operator);
  const values: PredicateFormValues = {
    ...EMPTY_PREDICATE_FORM,
    name: predicate.name,
    id: predicate.id,
    field: predicate.field,
    operator: predicate.operator,
  };
  const { value } = predicate;
  if (kind === 'single') values.single = asText(value);
  if (kind === 'list' && Array.isArray(value)) {
    if (field?.options) values.list = value.map(String);
    else values.listText = value.join(', ');
  }
  if (kind === 'range' && Array.isArray(value)) {
    values.min = asText(value[0]);
    values.max = asText(value[1]);
  }
  return values;
}

/** « Code postal commence par « 20 » », for lists and confirmations. */
export function describePredicate(predicate: Predicate, fields: readonly EligibilityFieldView[]): string {
  const field = findField(fields, predicate.field);
  const operator = field?.operators.find((candidate) => candidate.key === predicate.operator);
  const label = (value: string | number) =>
    field?.options?.find((option) => option.value === String(value))?.label ?? String(value);
  const { value } = predicate;
  let valueText = '';
  if (Array.isArray(value)) {
    valueText =
      operator?.value === 'range' && value.length === 2
        ? ` ${label(value[0] as string | number)} et ${label(value[1] as string | number)}`
        : ` ${value.map((item) => `« ${label(item)} »`).join(', ')}`;
  } else if (value !== undefined && value !== null) {
    valueText = ` « ${label(value)} »`;
  }
  return `${field?.label ?? predicate.field} ${operator?.label ?? predicate.operator}${valueText}`;
}
