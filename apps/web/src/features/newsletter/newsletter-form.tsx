import { zodResolver } from '@hookform/resolvers/zod';
import { NEWSLETTER_CONSENT, NewsletterSubscribeSchema } from '@voltaire/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppServices } from '../../app/app-services';
import { serverErrorsOf } from '../../app/server-errors';
import { CaptchaField } from '../../ui/form/captcha-field';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { Form } from '../../ui/form/form';
import formStyles from '../../ui/form/form.module.css';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';

export const NEWSLETTER_PATH = '/api/node/v1/newsletter/add';

/** The subscription form: e-mail, the consent's wording (kept as proof), the captcha; a link is then e-mailed. */
export function NewsletterForm({
  email = '',
  captchaWidget,
}: {
  email?: string;
  captchaWidget?: () => Promise<unknown>;
}) {
  const { http } = useAppServices();
  const [isSent, setSent] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(NewsletterSubscribeSchema),
    mode: 'onTouched',
    defaultValues: { email, consent: false, captcha: null } as never,
  });
  if (isSent) return <Sent />;
  return (
    <Form
      form={form}
      aria-labelledby="newsletter-titre"
      onSubmit={async (values) => {
        setFailures([]);
        try {
          await http.post(NEWSLETTER_PATH, values);
          setSent(true);
        } catch (error) {
          setFailures(serverErrorsOf(error).map((item) => item.message));
        }
      }}
    >
      <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" isRequired />
      <CheckboxField name="consent" label={NEWSLETTER_CONSENT.text} isRequired />
      <CaptchaField name="captcha" {...(captchaWidget ? { loadWidget: captchaWidget } : {})} />
      <div role="alert" className={formStyles.error}>
        {failures.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <SubmitButton>M’inscrire</SubmitButton>
    </Form>
  );
}

function Sent() {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <p ref={message} tabIndex={-1} role="status">
      Merci&#x202F;! Pour terminer votre inscription, ouvrez le lien que nous venons de vous envoyer par
      e-mail (il est valable 7 jours). Vous ne recevrez rien d’autre avant d’avoir confirmé.
    </p>
  );
}
