import type { ReactNode, Ref } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
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
 * A group of radio options (SPEC §2), each a card with a label and an optional description. Arrow keys move
 * between options, as in any radio group.
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
  return (
    <RadioGroup
      ref={ref}
      className={styles.group}
      name={name}
      {...(value === undefined ? { defaultValue } : { value })}
      onChange={onChange}
      onBlur={onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      orientation={orientation}
    >
      <Label className={styles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <RadioOption key={option.value} {...option} />
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}

/** One option of a `RadioOptionGroup`. */
export function RadioOption({ value, label, description, isDisabled }: RadioOptionItem) {
  return (
    <Radio className={styles.option} value={value} isDisabled={isDisabled}>
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.optionLabel}>{label}</span>
        {description ? <span className={styles.optionDescription}>{description}</span> : null}
      </span>
    </Radio>
  );
}
