import { type ReactNode, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './form.module.css';
import { describedBy, useFieldError } from './use-field-error';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  description?: string;
  isRequired?: boolean;
}

/** A checkbox bound to the surrounding `Form`; its error shows only after a submit attempt (SPEC §4). */
export function CheckboxField({ name, label, description, isRequired }: CheckboxFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name, { isCheckbox: true });
  const descriptionId = `${id}-description`;
  const errorId = `${id}-erreur`;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          {...register(name)}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy([description && descriptionId, error && errorId])}
        />
        <label htmlFor={id}>
          {label}
          {isRequired ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
