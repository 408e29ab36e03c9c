import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALL_CONSENT_SOURCE_LABELS,
  CALL_CONSENT_SOURCES,
  type CallConsentSource,
  type CallContext,
  CallContextSchema,
  checkCallConsent,
  formatFrenchDate,
  type OrderView,
  parseFrenchDate,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAppServices } from '../../../app/app-services';
import { Form } from '../../../ui/form/form';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SelectField } from '../../../ui/form/select-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { FormAlert, useServerErrors } from '../../subscription/step-errors';
import { saveCallContext } from '../agent-api';
import styles from './agent-journey.module.css';

interface CallValues {
  direction?: CallContext['direction'];
  consentSource: CallConsentSource | '';
  /** As typed: dd/mm/yyyy. */
  consentDate: string;
}

const DIRECTION_OPTIONS = [
  { value: 'inbound', label: 'Appel entrant', description: 'Le client a appelé' },
  {
    value: 'outbound',
    label: 'Appel sortant',
    description: 'Vous appelez un prospect qui a consenti à être appelé',
  },
] as const;
const SOURCE_OPTIONS = CALL_CONSENT_SOURCES.map((value) => ({
  value,
  label: CALL_CONSENT_SOURCE_LABELS[value],
}));

/** The form's values, read by the domain's call context: only what the direction needs. */
const CallFormSchema = z.preprocess((values: CallValues) => {
  if (values.direction !== 'outbound') return { direction: values.direction };
  const date = values.consentDate.trim();
  return {
    direction: 'outbound',
    consentSource: values.consentSource || undefined,
    consentDate: date === '' ? undefined : (parseFrenchDate(date) ?? date),
  };
}, CallContextSchema);

/**
 * How the call began (telesales): an inbound call, or an outbound one with the prospect's prior consent to be
 * called, its source and date. A consent dated after today is refused here as on the server.
 */
export function CallContextForm({ order, onSaved }: { order: OrderView; onSaved: () => Promise<void> }) {
  const { http } = useAppServices();
  const saved = order.journey.call;
  const form = useForm<CallValues, unknown, CallContext>({
    resolver: zodResolver(CallFormSchema),
    mode: 'onTouched',
    defaultValues: {
      consentSource: saved?.direction === 'outbound' ? saved.consentSource : '',
      consentDate: saved?.direction === 'outbound' ? formatFrenchDate(saved.consentDate) : '',
      ...(saved ? { direction: saved.direction } : {}),
    },
  });
  const errors = useServerErrors(form);
  const direction = form.watch('direction');
  return (
    <Form
      form={form}
      validateOnMount={saved !== undefined}
      className={styles.callForm}
      aria-labelledby="appel-titre"
      onSubmit={async (call) => {
        const check = checkCallConsent(order.channel, call, toIsoDateInTimeZone(new Date()));
        if (!check.ok) {
          form.setError('consentDate', { type: 'server', message: check.message }, { shouldFocus: true });
          return;
        }
        await errors.attempt(async () => {
          await saveCallContext(http, order.id, call);
          await onSaved();
        });
      }}
    >
      <RadioOptionField
        name="direction"
        label="Type d’appel"
        options={DIRECTION_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      {direction === 'outbound' ? (
        <div className={styles.fieldRow}>
          <SelectField
            name="consentSource"
            label="Source du consentement"
            options={SOURCE_OPTIONS}
            placeholder="Choisissez…"
            isRequired
          />
          <TextField
            name="consentDate"
            label="Date du consentement"
            description="Au format jj/mm/aaaa"
            isRequired
            maxLength={10}
          />
        </div>
      ) : null}
      <FormAlert messages={errors.messages} />
      <SubmitButton>Enregistrer le contexte de l’appel</SubmitButton>
    </Form>
  );
}
