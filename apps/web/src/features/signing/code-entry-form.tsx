import { zodResolver } from '@hookform/resolvers/zod';
import { OtpSchema } from '@voltaire/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { serverCode, serverMessage } from '../../app/server-errors';
import { Form } from '../../ui/form/form';
import { OtpField } from '../../ui/form/otp-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { useActionKeys } from './idempotency-keys';
import styles from './signing.module.css';
import type { CodeChannel, SigningState } from './signing-api';
import { formatInstantTime } from './signing-dates';
import { useSigningApi } from './use-signing-api';

/** The signing code has 6 digits (DECISIONS §1), unlike the widget's default of 4. */
export const SIGNING_CODE_DIGITS = 6;

const SENT_BY: Record<CodeChannel, string> = { sms: 'par SMS au', email: 'par e-mail à' };

export const CodeEntrySchema = z.object({ code: OtpSchema(SIGNING_CODE_DIGITS) });

export interface CodeEntryFormProps {
  state: SigningState & { code: NonNullable<SigningState['code']> };
  /** Moves the focus to the first digit: when the customer has just asked for the code. */
  isFocusRequested: boolean;
  onSigned: (state: SigningState) => Promise<void> | void;
}

/**
 * Step 2 of signing: the 6-digit code, typed or pasted, and « Signer mon contrat ». A refused code (wrong,
 * expired, too many tries) shows the server's message on the field, which is emptied and focused again.
 * Each press is one action with its own `Idempotency-Key`, kept for the automatic retries and for a retry of
 * the same code after a network failure.
 */
export function CodeEntryForm({ state, isFocusRequested, onSigned }: CodeEntryFormProps) {
  const api = useSigningApi();
  const keys = useActionKeys();
  const alertId = useId();
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(CodeEntrySchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { setFocus, clearErrors } = form;
  const { sentTo, channel, expiresAt } = state.code;

  useEffect(() => {
    // A new code was sent (expiresAt changes): the previous code's refusal no longer applies, and the field
    // takes the focus when the customer asked for the code.
    clearErrors('code');
    setFailure(undefined);
    if (isFocusRequested && expiresAt) setFocus('code');
  }, [isFocusRequested, expiresAt, setFocus, clearErrors]);

  const submit = async ({ code }: z.output<typeof CodeEntrySchema>) => {
    setFailure(undefined);
    let signed: SigningState;
    try {
      signed = await keys.run(code, (key) => api.sign(state.orderId, code, key));
    } catch (error) {
      const message = serverMessage(error);
      if (serverCode(error)?.startsWith('SIGNING_CODE')) {
        // Not `reset`: inside a submit, it would cancel the submit's own bookkeeping (and hide the error).
        form.setValue('code', '');
        form.setError('code', { type: 'server', message }, { shouldFocus: true });
      } else {
        setFailure(message);
      }
      return;
    }
    await onSigned(signed);
  };

  return (
    <Form form={form} onSubmit={submit} aria-describedby={failure ? alertId : undefined}>
      <div id={alertId} role="alert" className={styles.alert}>
        {failure}
      </div>
      <OtpField
        name="code"
        label="Code de signature à 6 chiffres"
        digits={SIGNING_CODE_DIGITS}
        description={`Envoyé ${SENT_BY[channel]} ${sentTo}, valable jusqu’à ${formatInstantTime(expiresAt)}.`}
      />
      <SubmitButton>Signer mon contrat</SubmitButton>
    </Form>
  );
}
