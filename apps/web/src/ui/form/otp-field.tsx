import { useController } from 'react-hook-form';
import { OtpInput, type OtpInputProps } from '../otp-input/otp-input';
import { useFieldError } from './use-field-error';

type OtpFieldProps = Pick<OtpInputProps, 'label' | 'description' | 'digits'> & { name: string };

/** The one-time-code input bound to the surrounding `Form`; validate it with the domain's `OtpSchema(digits)`. */
export function OtpField({ name, ...props }: OtpFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <OtpInput
      {...props}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={error}
    />
  );
}
