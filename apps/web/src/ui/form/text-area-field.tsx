import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './form.module.css';
import { describedBy, useFieldError } from './use-field-error';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  description?: string;
  isRequired?: boolean;
  maxLength?: number;
  rows?: number;
}

/** A labelled multi-line text bound to the surrounding `Form`; its error shows once it has been touched. */
export function TextAreaField({
  name,
  label,
  description,
  isRequired,
  maxLength,
  rows = 6,
}: TextAreaFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        className={styles.input}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy([description && `${id}-description`, error && `${id}-erreur`])}
      />
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}
