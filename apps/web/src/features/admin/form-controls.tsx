import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import styles from '../../ui/back-office/back-office.module.css';
import { FieldError } from '../../ui/form/field-error';
import formStyles from '../../ui/form/form.module.css';
import { describedBy, useFieldError } from '../../ui/form/use-field-error';

/*
 * Form controls the design system's kit does not have yet (a select, a free input of any type, a group of
 * checkboxes), built on the same pieces: label, description, error line announced, aria-invalid.
 */

export interface ChoiceOption {
  value: string;
  label: string;
  description?: ReactNode;
}

interface FieldChrome {
  name: string;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
}

function Label({
  htmlFor,
  label,
  isRequired,
}: {
  htmlFor: string;
  label: string;
  isRequired?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className={formStyles.label}>
      {label}
      {isRequired ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

export interface SelectFieldProps extends FieldChrome {
  options: readonly ChoiceOption[];
  /** The empty first choice, e.g. « Choisissez un champ ». */
  placeholder?: string;
  groups?: readonly { label: string; options: readonly ChoiceOption[] }[];
  onValueChange?: (value: string) => void;
}

/** A native select bound to the surrounding `Form`. */
export function SelectField({
  name,
  label,
  description,
  isRequired,
  options,
  groups,
  placeholder,
  onValueChange,
}: SelectFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const renderOption = (option: ChoiceOption) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <div className={formStyles.field}>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      {description ? (
        <p id={`${id}-description`} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      <select
        id={id}
        className={formStyles.input}
        {...register(name, { onChange: (event) => onValueChange?.(event.target.value) })}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy([
          description ? `${id}-description` : undefined,
          error && `${id}-erreur`,
        ])}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(renderOption)}
        {groups?.map((group) =>
          group.options.length > 0 ? (
            <optgroup key={group.label} label={group.label}>
              {group.options.map(renderOption)}
            </optgroup>
          ) : null,
        )}
      </select>
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}

export interface InputFieldProps extends FieldChrome {
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'date'>;
  inputMode?: 'text' | 'decimal' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  isReadOnly?: boolean;
}

/** A text or date input bound to the surrounding `Form`. */
export function InputField({
  name,
  label,
  description,
  isRequired,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  isReadOnly,
}: InputFieldProps) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <div className={formStyles.field}>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      {description ? (
        <p id={`${id}-description`} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      <input
        id={id}
        type={type}
        className={formStyles.input}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        readOnly={isReadOnly}
        {...register(name)}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy([
          description ? `${id}-description` : undefined,
          error && `${id}-erreur`,
        ])}
      />
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}

export interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
  description?: ReactNode;
  /** Shown when there is nothing to choose from. */
  emptyText?: string;
  /** Where the group's error is, when it is not under `name` (several groups sharing one rule). */
  errorName?: string;
}

/** A group of checkboxes bound to an array of values of the surrounding `Form`. */
export function CheckboxGroupField({
  name,
  legend,
  options,
  description,
  emptyText,
  errorName,
}: CheckboxGroupFieldProps) {
  const id = useId();
  const { field } = useController({ name });
  const error = useFieldError(errorName ?? name);
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, isChecked: boolean) =>
    field.onChange(
      isChecked
        ? [...chosen.filter((item) => item !== value), value]
        : chosen.filter((item) => item !== value),
    );
  return (
    <fieldset
      className={styles.checkboxGroup}
      aria-describedby={describedBy([description ? `${id}-description` : undefined, error && `${id}-erreur`])}
    >
      <legend className={formStyles.label}>{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className={formStyles.description}>
          {description}
        </p>
      ) : null}
      {options.length === 0 && emptyText ? <p className={formStyles.description}>{emptyText}</p> : null}
      <ul className={styles.checkboxList}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <li key={option.value} className={formStyles.checkboxRow}>
              <input
                id={optionId}
                type="checkbox"
                className={formStyles.checkbox}
                name={name}
                value={option.value}
                ref={index === 0 ? field.ref : undefined}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <span className={styles.optionText}>
                <label htmlFor={optionId}>{option.label}</label>
                {option.description ? (
                  <span id={`${optionId}-description`} className={styles.optionDescription}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-erreur`} message={error} />
    </fieldset>
  );
}
