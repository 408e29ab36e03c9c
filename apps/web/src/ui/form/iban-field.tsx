import { useController } from 'react-hook-form';
import { IbanInput, type IbanInputProps } from '../iban-input/iban-input';
import { useFieldError } from './use-field-error';

type IbanFieldProps = Pick<IbanInputProps, 'label' | 'description' | 'isRequired'> & { name: string };

/** The IBAN input bound to the surrounding `Form`; validate it with the domain's `IbanSchema`. */
export function IbanField({ name, ...props }: IbanFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <IbanInput
      {...props}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={error}
    />
  );
}
