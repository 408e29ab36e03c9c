import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { splitServerErrors } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import type { EligibilityFieldView, Predicate } from '../admin-api';
import { CheckboxGroupField, InputField, SelectField } from '../form-controls';
import {
  describePredicate,
  EMPTY_PREDICATE_FORM,
  findField,
  type PredicateFormField,
  type PredicateFormValues,
  slugify,
  toPredicate,
  toPredicateFormValues,
  valueInputOf,
  valueKindOf,
} from './predicate-value';

export interface PredicateFormProps {
  fields: readonly EligibilityFieldView[];
  /** The predicate to edit; without it, a new one. */
  predicate?: Predicate | undefined;
  /** Sends the predicate; a rejection with the server's errors shows them where they belong. */
  onSave: (predicate: Predicate) => Promise<void>;
  submitLabel: string;
}

/** The form's check, as a react-hook-form resolver: `toPredicate` says what is wrong where. */
export function predicateResolver(fields: readonly EligibilityFieldView[]): Resolver<PredicateFormValues> {
  return async (values) => {
    const result = toPredicate(values, fields);
    if (result.ok) return { values, errors: {} };
    const errors: FieldErrors<PredicateFormValues> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      errors[name as PredicateFormField] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

const FORM_FIELDS = new Set<string>(['name', 'id', 'field', 'operator']);

/**
 * The visual rule builder: a field of the registry, then one of that field's operators, then a value input
 * shaped by the operator (one value, a list, a range or nothing) and by the field's type (text, number, date,
 * a choice among the field's options).
 */
export function PredicateForm({ fields, predicate, onSave, submitLabel }: PredicateFormProps) {
  const isNew = predicate === undefined;
  const alertId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<PredicateFormValues>({
    resolver: predicateResolver(fields),
    mode: 'onTouched',
    defaultValues: predicate ? toPredicateFormValues(predicate, fields) : EMPTY_PREDICATE_FORM,
  });
  const { setValue, getValues, setError, setFocus, control } = form;
  const values = { ...EMPTY_PREDICATE_FORM, ...useWatch({ control }) } as PredicateFormValues;
  const field = findField(fields, values.field);
  const kind = valueKindOf(field, values.operator);

  // A new predicate's identifier follows its name, until someone types another one.
  const suggestedId = useRef(getValues('id'));
  useEffect(() => {
    if (!isNew || getValues('id') !== suggestedId.current) return;
    suggestedId.current = slugify(values.name);
    setValue('id', suggestedId.current, { shouldValidate: suggestedId.current !== '' });
  }, [isNew, values.name, getValues, setValue]);

  const chooseField = (key: string) => {
    const next = findField(fields, key);
    if (!next?.operators.some((candidate) => candidate.key === getValues('operator'))) {
      setValue('operator', '');
    }
    for (const input of ['single', 'listText', 'min', 'max'] as const) setValue(input, '');
    setValue('list', []);
  };

  const save = async (values: PredicateFormValues) => {
    setFormErrors([]);
    const result = toPredicate(values, fields);
    if (!result.ok) return;
    try {
      await onSave(result.predicate);
    } catch (error) {
      const { fieldErrors, formErrors: others } = splitServerErrors<PredicateFormField>(
        error,
        (path, item) => {
          if (item.code === 'ALREADY_EXISTS') return 'id';
          const last = path.at(-1);
          if (last && FORM_FIELDS.has(last)) return last as PredicateFormField;
          if (last === 'value') return valueInputOf(field, kind);
          return undefined;
        },
      );
      for (const [input, message] of fieldErrors) setError(input, { type: 'server', message });
      setFormErrors(others);
      const first = fieldErrors[0]?.[0];
      if (first) setFocus(first);
      else document.getElementById(alertId)?.focus();
    }
  };

  const preview = toPredicate(values, fields);

  return (
    <Form form={form} onSubmit={save} className={styles.formWide}>
      <div id={alertId} role="alert" tabIndex={-1} className={styles.alert}>
        {formErrors.length > 0 ? (
          <>
            <p>Le prédicat n’a pas été enregistré&#x202F;:</p>
            <ul>
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <TextField name="name" label="Nom" isRequired maxLength={255} />
      {isNew ? (
        <TextField
          name="id"
          label="Identifiant"
          isRequired
          maxLength={100}
          description="Référence stable du prédicat (lettres minuscules, chiffres et tirets). Proposé d’après le nom."
        />
      ) : (
        <p>
          Identifiant&#x202F;: <code>{predicate.id}</code>
        </p>
      )}
      <fieldset className={styles.builder}>
        <legend>Condition</legend>
        <SelectField
          name="field"
          label="Champ"
          isRequired
          placeholder="Choisissez un champ"
          options={fields.map((candidate) => ({ value: candidate.key, label: candidate.label }))}
          onValueChange={chooseField}
        />
        <SelectField
          name="operator"
          label="Opérateur"
          isRequired
          placeholder={field ? 'Choisissez un opérateur' : 'Choisissez d’abord un champ'}
          options={(field?.operators ?? []).map((candidate) => ({
            value: candidate.key,
            label: candidate.label,
          }))}
        />
        {field && kind ? <ValueInput field={field} kind={kind} /> : null}
      </fieldset>
      <p className={styles.preview}>
        Condition&#x202F;: {preview.ok ? describePredicate(preview.predicate, fields) : 'à compléter'}
      </p>
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}

const VALUE_LABEL = 'Valeur';

/** The value input for the operator's kind of value and the field's type. */
function ValueInput({
  field,
  kind,
}: {
  field: EligibilityFieldView;
  kind: NonNullable<ReturnType<typeof valueKindOf>>;
}) {
  const isNumber = field.type === 'number';
  const scalar = {
    type: field.type === 'date' ? ('date' as const) : ('text' as const),
    ...(isNumber ? { inputMode: 'decimal' as const } : {}),
  };
  const options = field.options ?? [];
  switch (kind) {
    case 'none':
      return <p className={styles.muted}>Cet opérateur ne prend pas de valeur.</p>;
    case 'single':
      return field.options ? (
        <SelectField
          name="single"
          label={VALUE_LABEL}
          isRequired
          placeholder="Choisissez une valeur"
          options={options}
        />
      ) : (
        <InputField name="single" label={VALUE_LABEL} isRequired {...scalar} />
      );
    case 'list':
      return field.options ? (
        <CheckboxGroupField name="list" legend="Valeurs" options={options} />
      ) : (
        <InputField
          name="listText"
          label="Valeurs"
          isRequired
          {...scalar}
          type="text"
          description={`Séparez les valeurs par des virgules, par exemple\u202F: ${isNumber ? '6, 9, 12' : '75001, 75002'}.`}
        />
      );
    case 'range':
      return (
        <fieldset className={styles.checkboxGroup}>
          <legend>Intervalle (bornes incluses)</legend>
          <div className={styles.range}>
            <InputField name="min" label="Minimum" isRequired {...scalar} />
            <InputField name="max" label="Maximum" isRequired {...scalar} />
          </div>
        </fieldset>
      );
  }
}
