import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATA_REQUEST_ANSWER_DAYS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  DataRequestSchema,
} from '@voltaire/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { serverErrorsOf } from '../../app/server-errors';
import { CaptchaField } from '../../ui/form/captcha-field';
import { Form } from '../../ui/form/form';
import formStyles from '../../ui/form/form.module.css';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import styles from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LinkAction } from '../newsletter/link-action';

const KIND_OPTIONS = DATA_REQUEST_KINDS.map((value) => ({ value, label: DATA_REQUEST_KIND_LABELS[value] }));

/** `/donnees-personnelles/demande`: a copy of one's data or its erasure (RGPD art. 15 and 17). */
export function DataRequestPage({ captchaWidget }: { captchaWidget?: () => Promise<unknown> }) {
  useDocumentTitle('Mes données personnelles');
  const { http } = useAppServices();
  const [isSent, setSent] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(DataRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      kind: undefined,
      firstName: '',
      lastName: '',
      email: '',
      details: '',
      captcha: null,
    } as never,
  });
  return (
    <div className={styles.prose}>
      <h1 id="demande-titre">Mes données personnelles</h1>
      <p className={styles.lead}>
        Vous pouvez obtenir une copie des données que nous détenons à votre sujet, ou demander leur
        effacement. Nous vous répondons sous {DATA_REQUEST_ANSWER_DAYS}&#x00A0;jours, une fois votre adresse
        e-mail confirmée.
      </p>
      {isSent ? (
        <Sent />
      ) : (
        <Form
          form={form}
          aria-labelledby="demande-titre"
          onSubmit={async (values) => {
            setFailures([]);
            try {
              await http.post('/api/node/v1/rgpd/requests', values);
              setSent(true);
            } catch (error) {
              setFailures(serverErrorsOf(error).map((item) => item.message));
            }
          }}
        >
          <RadioOptionField name="kind" label="Votre demande" options={KIND_OPTIONS} isRequired />
          <TextField name="firstName" label="Prénom" autoComplete="given-name" isRequired maxLength={255} />
          <TextField name="lastName" label="Nom" autoComplete="family-name" isRequired maxLength={255} />
          <TextField
            name="email"
            label="Adresse e-mail"
            type="email"
            autoComplete="email"
            description="Celle que vous nous avez donnée : nous y envoyons un lien pour vérifier qu’elle est à vous."
            isRequired
          />
          <TextAreaField
            name="details"
            label="Précisions"
            description="Facultatif, 2 000 caractères au plus."
            maxLength={2_000}
            rows={4}
          />
          <CaptchaField name="captcha" {...(captchaWidget ? { loadWidget: captchaWidget } : {})} />
          <div role="alert" className={formStyles.error}>
            {failures.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
          <SubmitButton>Envoyer ma demande</SubmitButton>
        </Form>
      )}
    </div>
  );
}

function Sent() {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <p ref={message} tabIndex={-1} role="status">
      Votre demande est enregistrée. Ouvrez le lien que nous venons de vous envoyer par e-mail pour confirmer
      qu’elle vient bien de vous&#x202F;: nous ne la traitons qu’après.
    </p>
  );
}

/** `/donnees-personnelles/verification/:token`: the requester confirms the address is theirs. */
export function DataRequestVerifyPage() {
  useDocumentTitle('Confirmer ma demande sur mes données personnelles');
  const { token = '' } = useParams();
  const { http } = useAppServices();
  return (
    <div className={styles.prose}>
      <h1>Confirmer ma demande</h1>
      <p>Confirmez que la demande sur vos données personnelles vient bien de vous.</p>
      <LinkAction
        action="Confirmer ma demande"
        run={() => http.post('/api/node/v1/rgpd/requests/verify', { token })}
        done={
          <p>
            Merci, votre demande est confirmée. Nous vous répondons par e-mail sous {DATA_REQUEST_ANSWER_DAYS}
            &#x00A0;jours.
          </p>
        }
      />
    </div>
  );
}
