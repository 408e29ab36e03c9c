import { type FocusEvent, type ReactNode, type Ref, useId } from 'react';
import { describedBy } from '../form/use-field-error';
import styles from './radio-option-group.module.css';

export interface RadioOptionItem {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioOptionGroupProps {
  label: string;
  options: readonly RadioOptionItem[];
  name?: string;
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  description?: string;
  /** Shown under the group, which is then marked invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  ref?: Ref<HTMLDivElement>;
}

/**
 * A group of radio options (SPEC §2), each a card with a label and an optional description. Native radio
 * buttons sharing a name: the browser moves between them with the arrow keys and submits the checked one,
 * without the ~20 KB of script a widget library would add to every form step.
 */
export function RadioOptionGroup({
  label,
  options,
  name,
  value,
  defaultValue,
  onChange,
  onBlur,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  orientation = 'vertical',
  ref,
}: RadioOptionGroupProps) {
  const id = useId();
  const labelId = `${id}-libelle`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-erreur`;
  const groupName = name ?? id;
  // Like a single control: blurred when the focus leaves the group, not when it moves between options.
  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  return (
    <div
      ref={ref}
      role="radiogroup"
      className={styles.group}
      aria-labelledby={labelId}
      aria-describedby={describedBy([description && descriptionId, errorMessage && errorId])}
      aria-invalid={errorMessage ? true : undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation={orientation}
      onBlur={onGroupBlur}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={groupName}
              value={option.value}
              disabled={isDisabled || option.isDisabled}
              {...(value === undefined
                ? { defaultChecked: defaultValue === option.value }
                : { checked: value === option.value })}
              onChange={(event) => {
                if (event.currentTarget.checked) onChange?.(option.value);
              }}
            />
            <span className={styles.mark} aria-hidden="true" />
            <span className={styles.text}>
              <span className={styles.optionLabel}>{option.label}</span>
              {option.description ? (
                <span className={styles.optionDescription}>{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
