import { GATEWAY_ROUTING_LABELS, GATEWAY_ROUTINGS, type Gateway } from '@voltaire/domain';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { splitServerErrors } from '../../../app/server-errors';
import styles from '../../../ui/back-office/back-office.module.css';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { InputField, SelectField } from '../form-controls';
import {
  EMPTY_GATEWAY_FORM,
  formFieldOf,
  type GatewayFormField,
  type GatewayFormValues,
  toGateway,
  toGatewayFormValues,
  WEEKDAY_LABELS,
} from './gateway-form-values';

export interface GatewayFormProps {
  /** The gateway to edit; without it, a new one. */
  gateway?: Gateway | undefined;
  /** Sends the gateway; a rejection with the server's errors shows them where they belong. */
  onSave: (gateway: Gateway) => Promise<void>;
  submitLabel: string;
}

/** The form's check, as a react-hook-form resolver: the domain's schema says what is wrong where. */
export const gatewayResolver: Resolver<GatewayFormValues> = async (values) => {
  const result = toGateway(values);
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<GatewayFormValues> = {};
  const record = errors as Record<string, unknown>;
  const hours: Record<string, unknown>[] = [];
  for (const [name, message] of Object.entries(result.errors)) {
    const [first, index, part] = name.split('.');
    if (first === 'hours' && index !== undefined && part !== undefined) {
      hours[Number(index)] = { ...hours[Number(index)], [part]: { type: 'validate', message } };
    } else {
      record[name] = { type: 'validate', message };
    }
  }
  if (hours.length > 0) record.hours = hours;
  return { values: {}, errors };
};

/** A comparison site's gateway: how its visitors are recognised, where they go, when the call-back answers. */
export function GatewayForm({ gateway, onSave, submitLabel }: GatewayFormProps) {
  const isNew = gateway === undefined;
  const alertId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<GatewayFormValues>({
    resolver: gatewayResolver,
    mode: 'onTouched',
    defaultValues: gateway ? toGatewayFormValues(gateway) : EMPTY_GATEWAY_FORM,
  });

  const save = async (values: GatewayFormValues) => {
    setFormErrors([]);
    const result = toGateway(values);
    if (!result.ok) return;
    try {
      await onSave(result.gateway);
    } catch (error) {
      const { fieldErrors, formErrors: others } = splitServerErrors<GatewayFormField>(error, (path) =>
        path.length > 0 && path[0] !== 'callback' ? formFieldOf(path) : undefined,
      );
      for (const [input, message] of fieldErrors) form.setError(input, { type: 'server', message });
      setFormErrors(others);
      const first = fieldErrors[0]?.[0];
      if (first) form.setFocus(first);
      else document.getElementById(alertId)?.focus();
    }
  };

  return (
    <Form form={form} onSubmit={save} className={styles.formWide}>
      <div id={alertId} role="alert" tabIndex={-1} className={styles.alert}>
        {formErrors.length > 0 ? (
          <>
            <p>La passerelle n’a pas été enregistrée&#x202F;:</p>
            <ul>
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <TextField name="label" label="Libellé" isRequired maxLength={80} />
      {isNew ? (
        <TextField
          name="id"
          label="Identifiant"
          isRequired
          maxLength={40}
          description="Référence stable de la passerelle : lettres minuscules, chiffres et tirets, par exemple selectaprix."
        />
      ) : (
        <p>
          Identifiant&#x202F;: <code>{gateway.id}</code>
        </p>
      )}
      <fieldset className={styles.builder}>
        <legend>Paramètres UTM qui reconnaissent ses visiteurs</legend>
        <TextField name="utmSource" label="utm_source" isRequired maxLength={100} />
        <TextField
          name="utmMedium"
          label="utm_medium"
          maxLength={100}
          description="Facultatif : s’il est indiqué, il doit aussi correspondre."
        />
        <TextField
          name="utmCampaign"
          label="utm_campaign"
          maxLength={100}
          description="Facultatif : s’il est indiqué, il doit aussi correspondre."
        />
      </fieldset>
      <fieldset className={styles.builder}>
        <legend>Où vont ses visiteurs</legend>
        <TextField
          name="landingPath"
          label="Page d’atterrissage"
          isRequired
          maxLength={300}
          description="Un chemin de notre site, par exemple /offres?energie=electricite."
        />
        <SelectField
          name="routing"
          label="Orientation"
          isRequired
          options={GATEWAY_ROUTINGS.map((value) => ({ value, label: GATEWAY_ROUTING_LABELS[value] }))}
        />
      </fieldset>
      <fieldset className={styles.builder}>
        <legend>Rappel par l’équipe comparateurs (CRC)</legend>
        <CheckboxField name="callbackEnabled" label="Proposer le rappel par un conseiller" />
        <TextField name="callbackPath" label="Page de demande de rappel" isRequired maxLength={300} />
        <fieldset className={styles.checkboxGroup}>
          <legend>Heures d’ouverture (heure de Paris, jamais les jours fériés)</legend>
          <p className={styles.muted}>Laissez les deux heures vides pour un jour fermé. Format HH:MM.</p>
          {WEEKDAY_LABELS.map((day, index) => (
            <fieldset key={day} className={styles.range}>
              <legend>{day}</legend>
              <InputField
                name={`hours.${index}.opens`}
                label={`Ouverture le ${day.toLowerCase()}`}
                maxLength={5}
              />
              <InputField
                name={`hours.${index}.closes`}
                label={`Fermeture le ${day.toLowerCase()}`}
                maxLength={5}
              />
            </fieldset>
          ))}
        </fieldset>
      </fieldset>
      <CheckboxField name="active" label="Passerelle active" />
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}
