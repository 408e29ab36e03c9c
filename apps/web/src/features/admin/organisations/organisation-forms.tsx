import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORGANISATION_KIND_LABELS,
  ORGANISATION_KINDS,
  ORGANISATION_STATUS_LABELS,
  ORGANISATION_STATUSES,
  type Organisation,
  type OrganisationCreate,
  OrganisationCreateSchema,
  type OrganisationUpdate,
  OrganisationUpdateSchema,
  SALES_CHANNEL_LABELS,
  SALES_CHANNELS,
} from '@voltaire/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverErrorsOf } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { CheckboxGroupField, SelectField } from '../form-controls';

const CHANNEL_OPTIONS = SALES_CHANNELS.filter((channel) => channel !== 'web').map((channel) => ({
  value: channel,
  label: SALES_CHANNEL_LABELS[channel],
}));
const KIND_OPTIONS = ORGANISATION_KINDS.map((kind) => ({
  value: kind,
  label: ORGANISATION_KIND_LABELS[kind],
}));
const STATUS_OPTIONS = ORGANISATION_STATUSES.map((status) => ({
  value: status,
  label: ORGANISATION_STATUS_LABELS[status],
}));
const FORM_FIELDS = new Set(['name', 'kind', 'channels', 'status']);

/** The part of a react-hook-form form that shows the server's errors. */
interface ErrorTarget {
  setError(name: never, error: { type: string; message: string }): void;
  setFocus(name: never): void;
}

/** Sends a form's values; the server's errors go under their field, the others above the form. */
function useServerErrors(form: ErrorTarget) {
  const alertId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const send = async (action: () => Promise<void>) => {
    setFormErrors([]);
    try {
      await action();
    } catch (error) {
      const others: string[] = [];
      let first: string | undefined;
      for (const item of serverErrorsOf(error)) {
        const field = item.field?.split('.')[0];
        if (field && FORM_FIELDS.has(field)) {
          form.setError(field as never, { type: 'server', message: item.message });
          first ??= field;
        } else others.push(item.message);
      }
      setFormErrors(others);
      if (first) form.setFocus(first as never);
      else document.getElementById(alertId)?.focus();
    }
  };
  const alert = (
    <div id={alertId} role="alert" tabIndex={-1} className={styles.alert}>
      {formErrors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
  return { send, alert };
}

/** A new organisation: its name, whether it is the supplier’s own teams or a partner, its channels. */
export function OrganisationCreateForm({
  onCreate,
}: {
  onCreate: (body: OrganisationCreate) => Promise<void>;
}) {
  const form = useForm<z.input<typeof OrganisationCreateSchema>, unknown, OrganisationCreate>({
    resolver: zodResolver(OrganisationCreateSchema),
    mode: 'onTouched',
    defaultValues: { name: '', channels: [] },
  });
  const { send, alert } = useServerErrors(form);
  return (
    <Form form={form} onSubmit={(body) => send(() => onCreate(body))} className={styles.formWide}>
      {alert}
      <TextField name="name" label="Nom de l’organisation" isRequired maxLength={120} />
      <SelectField
        name="kind"
        label="Type"
        isRequired
        placeholder="Choisissez le type"
        options={KIND_OPTIONS}
        description="Un partenaire sans plage IP ne peut pas se connecter ; les équipes internes le peuvent tant qu’aucune plage n’est saisie."
      />
      <CheckboxGroupField name="channels" legend="Canaux de vente" options={CHANNEL_OPTIONS} />
      <SubmitButton>Créer l’organisation</SubmitButton>
    </Form>
  );
}

type DetailsInput = z.input<typeof OrganisationUpdateSchema>;

/** The name, channels and status of an organisation; its kind stays as created. */
export function OrganisationDetailsForm({
  organisation,
  isOwn,
  onSave,
}: {
  organisation: Organisation;
  isOwn: boolean;
  onSave: (changes: OrganisationUpdate) => Promise<void>;
}) {
  const [status, setStatus] = useState('');
  const form = useForm<DetailsInput, unknown, OrganisationUpdate>({
    resolver: zodResolver(OrganisationUpdateSchema),
    mode: 'onTouched',
    defaultValues: { name: organisation.name, channels: organisation.channels, status: organisation.status },
  });
  const { send, alert } = useServerErrors(form);
  const save = (changes: OrganisationUpdate) =>
    send(async () => {
      setStatus('');
      await onSave(changes);
      form.reset(changes);
      setStatus('Organisation enregistrée.');
    });
  return (
    <Form form={form} onSubmit={save} className={styles.formWide}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {alert}
      <p>Type&#x202F;: {ORGANISATION_KIND_LABELS[organisation.kind]}</p>
      <TextField name="name" label="Nom de l’organisation" isRequired maxLength={120} />
      <CheckboxGroupField name="channels" legend="Canaux de vente" options={CHANNEL_OPTIONS} />
      <SelectField
        name="status"
        label="Statut"
        isRequired
        options={STATUS_OPTIONS}
        description={
          isOwn
            ? 'C’est votre organisation : vous ne pouvez pas la suspendre.'
            : 'Suspendre l’organisation refuse toute connexion de ses membres et met fin à leurs sessions en cours.'
        }
      />
      <SubmitButton>Enregistrer</SubmitButton>
    </Form>
  );
}
