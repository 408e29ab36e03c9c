import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import formStyles from './form.module.css';
import { describedBy, useFieldError } from './use-field-error';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  description?: string;
  isRequired?: boolean;
  /** The first, empty option (« Choisissez… »); without it the first option is selected. */
  placeholder?: string;
}

/** A native select bound to the surrounding `Form`: labelled, its error tied to it once touched. */
export function SelectField({
  name,
  label,
  options,
  description,
  isRequired,
  placeholder,
}: SelectFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-erreur`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {description ? (
        <p id={descriptionId} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      <select
        id={id}
        className={formStyles.input}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy([description && descriptionId, error && errorId])}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
