import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALLBACK_CONSENT_TEXT,
  CALLBACK_SLOT_LABELS,
  CALLBACK_SLOTS,
  type CallbackRequest,
  CallbackRequestSchema,
  type CallbackSlot,
} from '@voltaire/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import type { ApiEnvelope } from '../../app/http-client';
import { serverErrorsOf } from '../../app/server-errors';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { Form } from '../../ui/form/form';
import formStyles from '../../ui/form/form.module.css';
import { SelectField } from '../../ui/form/select-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';

export const CALLBACK_REQUESTS_PATH = '/api/node/v1/callback-requests';

interface CallbackValues {
  firstName: string;
  lastName: string;
  phone: string;
  slot: CallbackSlot | '';
  topic: string;
  consent: boolean;
}

/** The form's values as the domain's call-back request reads them: an empty choice or topic is none. */
const CallbackFormSchema = z.preprocess(
  ({ slot, topic, ...values }: CallbackValues) => ({
    ...values,
    ...(slot ? { slot } : {}),
    ...(topic.trim() ? { topic } : {}),
  }),
  CallbackRequestSchema,
);

const SLOT_OPTIONS = CALLBACK_SLOTS.map((value) => ({ value, label: CALLBACK_SLOT_LABELS[value] }));

/**
 * « Être rappelé par un conseiller »: the prospect's consent to be called is the reason of the request (the
 * telesales queue works from it). A refusal of the server (too many requests…) is shown and announced.
 */
export function CallbackRequestForm() {
  const { http } = useAppServices();
  const [isSent, setSent] = useState(false);
  const form = useForm<CallbackValues, unknown, CallbackRequest>({
    resolver: zodResolver(CallbackFormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', phone: '', slot: '', topic: '', consent: false },
  });
  const [failures, setFailures] = useState<string[]>([]);
  if (isSent) return <CallbackSent />;
  return (
    <Form
      form={form}
      aria-labelledby="rappel-titre"
      onSubmit={async (request) => {
        setFailures([]);
        try {
          await http.post<ApiEnvelope<{ id: string }>>(CALLBACK_REQUESTS_PATH, request);
          setSent(true);
        } catch (error) {
          const rest: string[] = [];
          for (const item of serverErrorsOf(error)) {
            if (item.field && item.field in request)
              form.setError(item.field as keyof CallbackValues, { type: 'server', message: item.message });
            else rest.push(item.message);
          }
          setFailures(rest);
        }
      }}
    >
      <TextField name="firstName" label="Prénom" autoComplete="given-name" isRequired maxLength={255} />
      <TextField name="lastName" label="Nom" autoComplete="family-name" isRequired maxLength={255} />
      <TextField
        name="phone"
        label="Téléphone"
        type="phone"
        autoComplete="tel"
        description="10 chiffres, par exemple 0612345678"
        isRequired
      />
      <SelectField
        name="slot"
        label="Quand souhaitez-vous être rappelé(e) ?"
        options={SLOT_OPTIONS}
        placeholder="Choisissez un créneau"
        isRequired
      />
      <TextField
        name="topic"
        label="Objet de votre demande"
        description="Facultatif, 500 caractères au plus"
        maxLength={500}
      />
      <CheckboxField name="consent" label={CALLBACK_CONSENT_TEXT} isRequired />
      <div role="alert" className={formStyles.error}>
        {failures.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <SubmitButton>Être rappelé</SubmitButton>
    </Form>
  );
}

function CallbackSent() {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <p ref={message} tabIndex={-1} role="status">
      Votre demande est enregistrée&#x202F;: un conseiller vous rappellera sur le créneau choisi.
    </p>
  );
}
