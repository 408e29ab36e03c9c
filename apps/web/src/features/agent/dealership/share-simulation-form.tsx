import type { CarSimulationInput } from '@voltaire/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAppServices } from '../../../app/app-services';
import { buttonClassName } from '../../../ui/button/button';
import { shareSimulation } from '../agent-api';
import styles from './dealership.module.css';
import { useFieldErrors } from './field-errors';
import { LabelledField } from './labelled-field';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'consent'] as const;
type Contact = Record<Exclude<(typeof FIELDS)[number], 'consent'>, string>;

export const CONSENT_LABEL =
  'Le client accepte de recevoir sa simulation par e-mail et d’être recontacté à son sujet.';

/** The simulation sent to the buyer, with their consent: a lead, and a link to subscribe on their own device. */
export function ShareSimulationForm({ input }: { input: CarSimulationInput }) {
  const { http } = useAppServices();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [contact, setContact] = useState<Contact>({ firstName: '', lastName: '', email: '', phone: '' });
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setSent('');
    setBusy(true);
    try {
      const answer = await shareSimulation(http, {
        simulation: JSON.parse(JSON.stringify(input)),
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        ...(contact.phone.trim() ? { phone: contact.phone } : {}),
        consent: consent as true,
      });
      setSent(
        `Simulation envoyée à ${answer.sentTo}, avec un lien pour souscrire (vente ${answer.reference}).`,
      );
    } catch (error) {
      const first = errors.show(error, FIELDS);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Contact, label: string, type: string, autoComplete: string) => (
    <LabelledField id={`${id}-${name}`} label={label} error={errors.of(name)}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={contact[name]}
          onChange={(event) => setContact({ ...contact, [name]: event.target.value })}
        />
      )}
    </LabelledField>
  );

  return (
    <section aria-labelledby={`${id}-titre`} className={styles.panel}>
      <h3 id={`${id}-titre`}>Envoyer la simulation au client</h3>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.grid}>
          {field('firstName', 'Prénom du client', 'text', 'off')}
          {field('lastName', 'Nom du client', 'text', 'off')}
          {field('email', 'E-mail du client', 'email', 'off')}
          {field('phone', 'Téléphone du client (facultatif)', 'tel', 'off')}
        </div>
        <div className={styles.checkbox}>
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            checked={consent}
            aria-invalid={errors.of('consent') ? true : undefined}
            aria-describedby={errors.of('consent') ? `${id}-consent-erreur` : undefined}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor={`${id}-consent`}>{CONSENT_LABEL}</label>
        </div>
        {errors.of('consent') ? (
          <p id={`${id}-consent-erreur`} className={styles.error}>
            {errors.of('consent')}
          </p>
        ) : null}
        <div role="alert" className={styles.alert}>
          {errors.general.join(' ')}
        </div>
        <button type="submit" className={buttonClassName('primary')} aria-disabled={busy || undefined}>
          Envoyer la simulation au client
        </button>
      </form>
      <p role="status" className={styles.success}>
        {sent}
      </p>
    </section>
  );
}
