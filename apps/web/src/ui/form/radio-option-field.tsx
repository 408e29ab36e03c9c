import { useController } from 'react-hook-form';
import { RadioOptionGroup, type RadioOptionGroupProps } from '../radio-option/radio-option-group';
import { useFieldError } from './use-field-error';

type RadioOptionFieldProps = Pick<
  RadioOptionGroupProps,
  'label' | 'options' | 'description' | 'isRequired' | 'orientation'
> & { name: string };

/** A radio option group bound to the surrounding `Form`. */
export function RadioOptionField({ name, ...props }: RadioOptionFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <RadioOptionGroup
      {...props}
      // On a failed submit, react-hook-form focuses the first invalid field: here, the checked or first radio.
      ref={(group) =>
        field.ref(
          group && {
            focus: () =>
              group.querySelector<HTMLInputElement>('input:checked, input:not(:disabled)')?.focus(),
          },
        )
      }
      name={name}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={error}
    />
  );
}
