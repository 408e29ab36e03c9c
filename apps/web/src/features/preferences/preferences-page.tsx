import { zodResolver } from '@hookform/resolvers/zod';
import {
  formFromPreferences,
  NO_PREFERENCE,
  type PreferencesForm,
  PreferencesFormSchema,
  preferencesFromForm,
} from '@voltaire/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData } from 'react-router';
import { useAppServices } from '../../app/app-services';
import { applyDisplayPreferences } from '../../app/display-preferences';
import { serverErrorsOf } from '../../app/server-errors';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { Form } from '../../ui/form/form';
import formStyles from '../../ui/form/form.module.css';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SubmitButton } from '../../ui/form/submit-button';
import prose from '../../ui/prose.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import { type SavedPreferences, SESSION_SAVE_PATH } from './preferences-loader';

export const PREFERENCES_TITLE = 'Mes préférences';
export const PREFERENCES_SAVED = 'Vos préférences sont enregistrées.';

const ENERGY_OPTIONS = [
  { value: 'electricity', label: 'Électricité' },
  { value: 'gas', label: 'Gaz naturel' },
  { value: NO_PREFERENCE, label: 'Pas de préférence' },
] as const;

/**
 * `/mes-preferences`: what a visitor sets once and the site then honours on this browser: the energy the
 * invoice tutorial opens on, and animations reduced everywhere. Kept in the content session (SPEC §6).
 */
export function PreferencesPage() {
  useDocumentTitle(PREFERENCES_TITLE);
  const saved = useLoaderData() as PreferencesForm;
  const { http } = useAppServices();
  const [failures, setFailures] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const form = useForm({
    resolver: zodResolver(PreferencesFormSchema),
    mode: 'onTouched',
    defaultValues: saved,
  });

  const save = async (values: PreferencesForm) => {
    setFailures([]);
    setMessage('');
    try {
      const answer = await http.post<SavedPreferences>(SESSION_SAVE_PATH, {
        preferences: preferencesFromForm(values),
      });
      const now = formFromPreferences(answer.data.preferences);
      applyDisplayPreferences(document.documentElement, { reduceMotion: now.reduceMotion });
      form.reset(now);
      setMessage(PREFERENCES_SAVED);
      status.current?.focus();
    } catch (error) {
      setFailures(serverErrorsOf(error).map((item) => item.message));
    }
  };

  return (
    <div className={prose.prose}>
      <h1 id="preferences-titre">{PREFERENCES_TITLE}</h1>
      <p className={prose.lead}>
        Réglez le site une fois pour toutes&#x202F;: chaque page en tient compte sur ce navigateur.
      </p>
      <Form form={form} aria-labelledby="preferences-titre" onSubmit={save}>
        <RadioOptionField
          name="energy"
          label="Votre énergie"
          description="La page « Comprendre ma facture » s’ouvre sur l’exemple de cette énergie."
          options={ENERGY_OPTIONS}
        />
        <CheckboxField
          name="reduceMotion"
          label="Réduire les animations"
          description="Les fenêtres s’ouvrent et se ferment sans mouvement et les indicateurs de chargement ne tournent plus, même si votre appareil ne le demande pas."
        />
        <div role="alert" className={formStyles.error}>
          {failures.map((failure) => (
            <p key={failure}>{failure}</p>
          ))}
        </div>
        <SubmitButton>Enregistrer mes préférences</SubmitButton>
      </Form>
      <p role="status" ref={status} tabIndex={-1}>
        {message}
      </p>
      <h2>Ce que nous gardons</h2>
      <p>
        Ces réglages sont gardés avec votre session sur ce site, 30&nbsp;jours au plus, et recopiés dans un
        cookie de préférences qui ne contient qu’eux&#x202F;: rien qui vous identifie. Ce cookie sert le
        service que vous demandez et ne dépend donc pas de vos <Link to="/cookies">choix de cookies</Link>.
      </p>
    </div>
  );
}
