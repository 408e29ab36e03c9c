import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES, JOB_CATEGORIES, type JobOfferInput } from '@voltaire/domain';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useFormContext } from 'react-hook-form';
import { splitServerErrors } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { FieldError } from '../../../ui/form/field-error';
import { Form } from '../../../ui/form/form';
import formStyles from '../../../ui/form/form.module.css';
import { SubmitButton } from '../../../ui/form/submit-button';
import { describedBy, useFieldError } from '../../../ui/form/use-field-error';
import { InputField, SelectField } from '../form-controls';
import {
  EMPTY_JOB_OFFER_FORM,
  type JobOfferFormField,
  type JobOfferFormValues,
  toJobOfferInput,
} from './job-offer-form-values';

export const jobOfferResolver: Resolver<JobOfferFormValues> = async (values) => {
  const result = toJobOfferInput(values);
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<JobOfferFormValues> = {};
  for (const [name, message] of Object.entries(result.errors))
    errors[name as JobOfferFormField] = { type: 'validate', message };
  return { values: {}, errors };
};

function TextAreaField({
  name,
  label,
  description,
}: {
  name: JobOfferFormField;
  label: string;
  description?: string;
}) {
  const id = useId();
  const { register } = useFormContext<JobOfferFormValues>();
  const error = useFieldError(name);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      {description ? (
        <p id={`${id}-description`} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={4}
        className={formStyles.input}
        {...register(name)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([
          description ? `${id}-description` : undefined,
          error && `${id}-erreur`,
        ])}
      />
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}

/** A job offer's text, category, place, contract and salary, checked by the domain's schema. */
export function JobOfferForm({
  initial = EMPTY_JOB_OFFER_FORM,
  onSave,
  submitLabel,
}: {
  initial?: JobOfferFormValues;
  onSave: (input: JobOfferInput) => Promise<void>;
  submitLabel: string;
}) {
  const alertId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<JobOfferFormValues>({
    resolver: jobOfferResolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const save = async (values: JobOfferFormValues) => {
    setFormErrors([]);
    const result = toJobOfferInput(values);
    if (!result.ok) return;
    try {
      await onSave(result.input);
    } catch (error) {
      const { fieldErrors, formErrors: others } = splitServerErrors<JobOfferFormField>(error, (path) =>
        path[0] && path[0] in EMPTY_JOB_OFFER_FORM ? (path[0] as JobOfferFormField) : undefined,
      );
      for (const [input, message] of fieldErrors) form.setError(input, { type: 'server', message });
      setFormErrors(others);
      const first = fieldErrors[0]?.[0];
      if (first) form.setFocus(first);
      else document.getElementById(alertId)?.focus();
    }
  };
  return (
    <Form form={form} onSubmit={save} className={styles.formWide}>
      <div id={alertId} role="alert" tabIndex={-1} className={styles.alert}>
        {formErrors.length > 0 ? (
          <ul>
            {formErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <InputField name="title" label="Intitulé du poste" isRequired maxLength={120} />
      <SelectField
        name="category"
        label="Catégorie"
        isRequired
        placeholder="Choisissez une catégorie"
        options={JOB_CATEGORIES.map(({ id, label }) => ({ value: id, label }))}
      />
      <SelectField
        name="contractType"
        label="Type de contrat"
        isRequired
        options={CONTRACT_TYPES.map((type) => ({ value: type, label: CONTRACT_TYPE_LABELS[type] }))}
      />
      <InputField name="place" label="Ville" isRequired maxLength={80} />
      <InputField name="postalCode" label="Code postal" isRequired inputMode="numeric" maxLength={5} />
      <TextAreaField name="summary" label="Résumé du poste" />
      <TextAreaField name="missions" label="Missions" description="Une mission par ligne." />
      <TextAreaField name="profile" label="Profil recherché" description="Un point par ligne." />
      <InputField
        name="salaryMinEuros"
        label="Salaire brut annuel minimum, en euros"
        description="Facultatif : laissez vide pour ne pas publier de salaire."
        inputMode="numeric"
      />
      <InputField name="salaryMaxEuros" label="Salaire brut annuel maximum, en euros" inputMode="numeric" />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
