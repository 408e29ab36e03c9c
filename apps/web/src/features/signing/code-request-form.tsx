import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { HttpError } from '../../app/http-client';
import { serverMessage } from '../../app/server-errors';
import { buttonClassName } from '../../ui/button/button';
import { Form } from '../../ui/form/form';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import styles from './signing.module.css';
import type { CodeChannel, SigningState } from './signing-api';
import { useSecondsUntil } from './use-seconds-until';
import { useSigningApi } from './use-signing-api';

export const CHANNEL_LABELS: Record<CodeChannel, string> = { sms: 'Par SMS', email: 'Par e-mail' };

/** The choice as the form holds it (none only when the order has no destination): one is required. */
export const CodeRequestSchema = z.preprocess(
  (values: { channel: CodeChannel | null }) => values,
  z.object({
    channel: z.enum(['sms', 'email'], { error: 'Choisissez où recevoir votre code.' }),
  }),
);

export const cooldownMessage = (seconds: number) =>
  `Vous pourrez demander un nouveau code dans ${seconds}\u00a0s`;
export const CODE_AVAILABLE_AGAIN = 'Vous pouvez maintenant demander un nouveau code.';

/** The instant a refused resend (429) may be tried again, when the server says. */
function retryInstantOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 429) return undefined;
  const body = error.body as { data?: { resendAvailableAt?: unknown } } | undefined;
  const instant = body?.data?.resendAvailableAt;
  return typeof instant === 'string' ? instant : undefined;
}

export interface CodeRequestFormProps {
  state: SigningState;
  /** The server's state once a code has been sent. */
  onSent: (state: SigningState) => void;
}

/**
 * Step 1 of signing: where to send the one-time code (the customer's masked phone or e-mail), and the
 * request itself; then a new code, after the cool-down. The seconds left tick on screen; screen readers hear
 * only when the wait starts and when it is over, not every second.
 */
export function CodeRequestForm({ state, onSent }: CodeRequestFormProps) {
  const api = useSigningApi();
  const alertId = useId();
  const cooldownId = useId();
  const [failure, setFailure] = useState<string>();
  const [refusedUntil, setRefusedUntil] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  // The e-mail the customer has just given is the default: no reception needed, SMS stays one click away.
  const defaultChannel =
    state.code?.channel ??
    state.destinations.find(({ channel }) => channel === 'email')?.channel ??
    state.destinations[0]?.channel;
  const form = useForm({
    resolver: zodResolver(CodeRequestSchema),
    mode: 'onTouched',
    defaultValues: { channel: defaultChannel ?? null },
  });

  const secondsLeft = Math.max(useSecondsUntil(state.code?.resendAvailableAt), useSecondsUntil(refusedUntil));
  const isCoolingDown = secondsLeft > 0;
  const wasCoolingDown = useRef(isCoolingDown);
  useEffect(() => {
    if (wasCoolingDown.current && !isCoolingDown) setAnnouncement(CODE_AVAILABLE_AGAIN);
    wasCoolingDown.current = isCoolingDown;
  }, [isCoolingDown]);

  const submit = async ({ channel }: z.output<typeof CodeRequestSchema>) => {
    if (isCoolingDown) return;
    setFailure(undefined);
    try {
      const sent = await api.sendCode(state.orderId, channel);
      setAnnouncement('');
      onSent(sent);
      const seconds = Math.ceil((Date.parse(sent.code?.resendAvailableAt ?? '') - Date.now()) / 1000);
      if (seconds > 0) setAnnouncement(`${cooldownMessage(seconds)}.`);
    } catch (error) {
      setFailure(serverMessage(error));
      setRefusedUntil(retryInstantOf(error));
    }
  };

  const isSubmitting = form.formState.isSubmitting;
  const isBlocked = isCoolingDown || isSubmitting;
  return (
    <Form form={form} onSubmit={submit} validateOnMount aria-describedby={failure ? alertId : undefined}>
      <div id={alertId} role="alert" className={styles.alert}>
        {failure}
      </div>
      <RadioOptionField
        name="channel"
        label={'Où souhaitez-vous recevoir votre code\u202F?'}
        isRequired
        options={state.destinations.map(({ channel, masked }) => ({
          value: channel,
          // In the label, not the description: the radio's accessible name then says where the code goes.
          label: `${CHANNEL_LABELS[channel]} ${channel === 'sms' ? 'au' : 'à l’adresse'} ${masked}`,
        }))}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClassName(state.code ? 'secondary' : 'primary')}
          aria-disabled={isBlocked || undefined}
          aria-describedby={isCoolingDown ? cooldownId : undefined}
          onClick={(event) => {
            if (isBlocked) event.preventDefault();
          }}
        >
          {state.code ? 'Recevoir un nouveau code' : 'Recevoir mon code'}
        </button>
        {isCoolingDown ? (
          <p id={cooldownId} className={styles.hint}>
            {cooldownMessage(secondsLeft)}
          </p>
        ) : null}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Form>
  );
}
