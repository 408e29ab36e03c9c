import { zodResolver } from '@hookform/resolvers/zod';
import { OtpSchema } from '@voltaire/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import { serverMessage } from '../../app/server-errors';
import { buttonClassName } from '../../ui/button/button';
import { Form } from '../../ui/form/form';
import { OtpField } from '../../ui/form/otp-field';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { journeyPathOf } from './contract-link-loader';
import styles from './customers.module.css';
import { type CodeChannel, type ContractLinkView, createCustomersApi } from './customers-api';

const ChannelSchema = z.preprocess(
  (values: { channel: CodeChannel | null }) => values,
  z.object({ channel: z.enum(['sms', 'email'], { error: 'Choisissez où recevoir votre code.' }) }),
);
const CodeSchema = z.object({ code: OtpSchema(6) });

/**
 * The one-time code that proves the holder of the link (DECISIONS §1b): sent to the contact on file, 6 digits,
 * 10 minutes, 5 tries. Once typed, this browser may change the contract until the link expires.
 */
export function ContractCodeForm({ token, view }: { token: string; view: ContractLinkView }) {
  const { http } = useAppServices();
  const api = createCustomersApi(http);
  const navigate = useNavigate();
  const statusId = useId();
  const [sentTo, setSentTo] = useState(view.code?.sentTo);
  const [failure, setFailure] = useState<string>();
  const channelForm = useForm({
    resolver: zodResolver(ChannelSchema),
    mode: 'onTouched',
    defaultValues: { channel: view.code?.channel ?? ('email' as CodeChannel | null) },
  });
  const codeForm = useForm({
    resolver: zodResolver(CodeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  return (
    <div className={styles.stack}>
      <Form
        form={channelForm}
        validateOnMount
        className={styles.form}
        onSubmit={async ({ channel }) => {
          setFailure(undefined);
          try {
            setSentTo((await api.sendCode(token, channel)).sentTo);
          } catch (error) {
            setFailure(serverMessage(error));
          }
        }}
      >
        <RadioOptionField
          name="channel"
          label={'Où souhaitez-vous recevoir votre code\u202F?'}
          isRequired
          options={view.destinations.map(({ channel, masked }) => ({
            value: channel,
            label: `${channel === 'sms' ? 'Par SMS au' : 'Par e-mail à l’adresse'} ${masked}`,
          }))}
        />
        <div role="alert" className={styles.alert}>
          {failure}
        </div>
        <button type="submit" className={buttonClassName(sentTo ? 'secondary' : 'primary')}>
          {sentTo ? 'Recevoir un nouveau code' : 'Recevoir mon code'}
        </button>
        <p id={statusId} role="status" className={styles.status}>
          {sentTo
            ? `Un code à 6 chiffres vient d’être envoyé ${sentTo.includes('@') ? 'à' : 'au'} ${sentTo}. Il expire dans 10 minutes.`
            : ''}
        </p>
      </Form>
      {sentTo ? (
        <Form
          form={codeForm}
          className={styles.form}
          onSubmit={async ({ code }) => {
            try {
              const { contractId } = await api.verifyCode(token, code);
              await navigate(journeyPathOf(view.purpose, contractId));
            } catch (error) {
              codeForm.setError(
                'code',
                { type: 'server', message: serverMessage(error) },
                { shouldFocus: true },
              );
            }
          }}
        >
          <OtpField
            name="code"
            label="Code reçu"
            digits={6}
            description="Les 6 chiffres du message que nous venons d’envoyer."
          />
          <SubmitButton>Valider le code</SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
