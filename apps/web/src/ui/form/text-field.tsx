import { type HTMLInputAutoCompleteAttribute, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { NumericInput } from '../numeric-input/numeric-input';
import { PhoneInput } from '../phone-input/phone-input';
import { FieldError } from './field-error';
import styles from './form.module.css';
import { describedBy, useFieldError } from './use-field-error';

export type TextFieldType = 'text' | 'email' | 'password' | 'phone' | 'numeric' | 'number';

export interface TextFieldProps {
  name: string;
  label: string;
  /** 'phone': paste keeps digits only; 'numeric': digits only; 'number': blocks e, E, '.', '-', ','. */
  type?: TextFieldType;
  description?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  isRequired?: boolean;
  maxLength?: number;
  placeholder?: string;
}

/** A labelled text input bound to the surrounding `Form`; its error shows once it has been touched. */
export function TextField({
  name,
  label,
  type = 'text',
  description,
  autoComplete,
  isRequired,
  maxLength,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-erreur`;
  const inputProps = {
    id,
    ...register(name),
    className: styles.input,
    autoComplete,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired || undefined,
    'aria-describedby': describedBy([description && descriptionId, error && errorId]),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {type === 'phone' ? (
        <PhoneInput {...inputProps} />
      ) : type === 'numeric' || type === 'number' ? (
        <NumericInput {...inputProps} type={type === 'number' ? 'number' : 'text'} />
      ) : (
        <input {...inputProps} type={type} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
