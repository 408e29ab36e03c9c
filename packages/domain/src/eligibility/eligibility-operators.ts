/**
 * The operators of the eligibility engine, as data for the admin builder. `value` says what the
 * predicate's value holds: `single` one value, `list` a non-empty list, `range` a `[min, max]`
 * pair (both included), `none` nothing.
 */
export const ELIGIBILITY_OPERATORS = {
  equals: { label: 'est égal à', value: 'single' },
  notEquals: { label: 'est différent de', value: 'single' },
  in: { label: 'fait partie de', value: 'list' },
  notIn: { label: 'ne fait pas partie de', value: 'list' },
  startsWith: { label: 'commence par', value: 'single' },
  notStartsWith: { label: 'ne commence pas par', value: 'single' },
  lt: { label: 'est inférieur à (avant le)', value: 'single' },
  lte: { label: 'est inférieur ou égal à (au plus tard le)', value: 'single' },
  gt: { label: 'est supérieur à (après le)', value: 'single' },
  gte: { label: 'est supérieur ou égal à (au plus tôt le)', value: 'single' },
  between: { label: 'est compris entre (bornes incluses)', value: 'range' },
  isTrue: { label: 'est vrai', value: 'none' },
  isFalse: { label: 'est faux', value: 'none' },
  exists: { label: 'est renseigné', value: 'none' },
} as const satisfies Record<string, { label: string; value: 'single' | 'list' | 'range' | 'none' }>;

export type EligibilityOperator = keyof typeof ELIGIBILITY_OPERATORS;
export const ELIGIBILITY_OPERATOR_KEYS = Object.keys(ELIGIBILITY_OPERATORS) as EligibilityOperator[];

export const FIELD_TYPES = ['string', 'number', 'boolean', 'date', 'enum'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * Which operators make sense on which type. Numbers and dates are ordered (compared as numbers
 * and as dates, never as text); only text has prefixes; booleans are only true or false.
 */
export const OPERATORS_BY_FIELD_TYPE = {
  string: ['equals', 'notEquals', 'in', 'notIn', 'startsWith', 'notStartsWith', 'exists'],
  number: ['equals', 'notEquals', 'in', 'notIn', 'lt', 'lte', 'gt', 'gte', 'between', 'exists'],
  boolean: ['isTrue', 'isFalse', 'exists'],
  date: ['equals', 'notEquals', 'lt', 'lte', 'gt', 'gte', 'between', 'exists'],
  enum: ['equals', 'notEquals', 'in', 'notIn', 'exists'],
} as const satisfies Record<FieldType, readonly EligibilityOperator[]>;

export type OperatorFor<T extends FieldType> = (typeof OPERATORS_BY_FIELD_TYPE)[T][number];
