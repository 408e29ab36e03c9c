import { type FieldType, OPERATORS_BY_FIELD_TYPE, type OperatorFor } from './eligibility-operators.js';

export type FieldOption = { readonly value: string; readonly label: string };

/** A context field of the eligibility engine: plain, serialisable data (the admin builder reads it). */
export type EligibilityFieldDefinition<
  K extends string = string,
  T extends FieldType = FieldType,
  O extends readonly FieldOption[] = readonly FieldOption[],
> = {
  readonly key: K;
  /** French label, shown in the builder and in failure messages. */
  readonly label: string;
  readonly type: T;
  readonly operators: readonly OperatorFor<T>[];
  /** `enum` fields only: the allowed values and their French labels. */
  readonly options?: O;
  /** Shown after numbers in messages, e.g. `kVA`. */
  readonly unit?: string;
};

/** The TypeScript type of a field's value in a context. */
export type FieldValue<F> = F extends { type: 'number' }
  ? number
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'enum'; options: readonly (infer O)[] }
      ? O extends FieldOption
        ? O['value']
        : string
      : string;

/**
 * Declares a field. Its operators are checked against its type at compile time and at run time;
 * an `enum` needs options, another type must have none. A wrong definition is a bug: it throws.
 */
export function defineField<
  const K extends string,
  const T extends FieldType,
  const O extends readonly FieldOption[] = readonly FieldOption[],
>(field: EligibilityFieldDefinition<K, T, O>): EligibilityFieldDefinition<K, T, O> {
  const allowed: readonly string[] = OPERATORS_BY_FIELD_TYPE[field.type];
  for (const operator of field.operators) {
    if (!allowed.includes(operator)) {
      throw new Error(`Field ${field.key}: operator ${operator} does not apply to type ${field.type}`);
    }
  }
  if (field.operators.length === 0) throw new Error(`Field ${field.key}: no operator`);
  if (field.type === 'enum' && (field.options === undefined || field.options.length === 0)) {
    throw new Error(`Field ${field.key}: an enum needs options`);
  }
  if (field.type !== 'enum' && field.options !== undefined) {
    throw new Error(`Field ${field.key}: only an enum has options`);
  }
  return Object.freeze({ ...field });
}
