import { useId } from 'react';
import { useController } from 'react-hook-form';
import { Captcha, type CaptchaProps } from '../captcha/captcha';
import { FieldError } from './field-error';
import { useFieldError } from './use-field-error';

type CaptchaFieldProps = Pick<CaptchaProps, 'challengeUrl' | 'loadWidget'> & { name: string };

/** The captcha bound to the surrounding `Form`: its value is the payload, or null (error, expiry). */
export function CaptchaField({ name, ...props }: CaptchaFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name, { isCheckbox: true });
  const errorId = useId();
  return (
    <div>
      <Captcha {...props} onChange={(value) => field.onChange(value)} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
