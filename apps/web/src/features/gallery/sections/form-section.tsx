import { zodResolver } from '@hookform/resolvers/zod';
import {
  EmailSchema,
  IbanSchema,
  IsoDateSchema,
  IsTrueSchema,
  OtpSchema,
  PhoneSchema,
  requiredName,
} from '@voltaire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { DatePickerField } from '../../../ui/form/date-picker-field';
import { Form } from '../../../ui/form/form';
import { IbanField } from '../../../ui/form/iban-field';
import { OtpField } from '../../../ui/form/otp-field';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import type { GallerySection } from '../gallery-section';
import { GalleryState } from '../gallery-state';
import styles from './sections.module.css';

const REQUIRED = 'Champ obligatoire';

/** A subscription-like form assembled from the domain's schemas. */
const DemoSchema = z.object({
  civility: z.enum(['Mme', 'M.'], { error: REQUIRED }),
  lastName: requiredName,
  email: EmailSchema,
  phone: PhoneSchema,
  startDate: IsoDateSchema.nullable().refine((value) => value !== null, { error: REQUIRED }),
  iban: IbanSchema,
  code: OtpSchema(),
  // A checkbox starts unticked: boolean in, true out (the domain's IsTrueSchema and its message).
  terms: z.boolean().pipe(IsTrueSchema),
});

type DemoValues = z.input<typeof DemoSchema>;

/** Every field but the civility, which starts unchosen. */
const emptyValues = {
  lastName: '',
  email: '',
  phone: '',
  startDate: null,
  iban: '',
  code: '',
  terms: false,
} satisfies Partial<DemoValues>;

function DemoForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<DemoValues, unknown, z.output<typeof DemoSchema>>({
    resolver: zodResolver(DemoSchema),
    mode: 'onTouched',
    defaultValues: emptyValues,
  });
  return (
    <>
      <Form
        form={form}
        aria-label="Formulaire de démonstration"
        onSubmit={async (values) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          setSent(JSON.stringify(values, null, 2));
        }}
      >
        <RadioOptionField
          name="civility"
          label="Civilité"
          orientation="horizontal"
          isRequired
          options={[
            { value: 'Mme', label: 'Madame' },
            { value: 'M.', label: 'Monsieur' },
          ]}
        />
        <TextField name="lastName" label="Nom" autoComplete="family-name" isRequired />
        <TextField name="email" label="Adresse e-mail" type="email" autoComplete="email" isRequired />
        <TextField
          name="phone"
          label="Téléphone"
          type="phone"
          isRequired
          description="Par exemple 06 12 34 56 78."
        />
        <DatePickerField name="startDate" label="Date de mise en service" workingDaysOnly isRequired />
        <IbanField name="iban" isRequired />
        <OtpField name="code" label="Code reçu par SMS" />
        <CheckboxField name="terms" label="J’accepte les conditions générales de vente" isRequired />
        <SubmitButton>Valider ma souscription</SubmitButton>
      </Form>
      {sent ? (
        <section aria-label="Valeurs envoyées">
          <pre className={styles.result}>{sent}</pre>
        </section>
      ) : null}
    </>
  );
}

const NewsletterSchema = z.object({ email: EmailSchema });

function ValidatedOnMountForm() {
  const [sent, setSent] = useState(false);
  const form = useForm({
    resolver: zodResolver(NewsletterSchema),
    mode: 'onTouched',
    defaultValues: { email: 'jeanne.dupont@example.fr' },
  });
  return (
    <>
      <Form form={form} validateOnMount aria-label="Lettre d’information" onSubmit={() => setSent(true)}>
        <TextField
          name="email"
          label="E-mail pour la lettre d’information"
          type="email"
          autoComplete="email"
        />
        <SubmitButton>M’inscrire</SubmitButton>
      </Form>
      {sent ? <p className={styles.result}>Inscription envoyée.</p> : null}
    </>
  );
}

function FormSection() {
  return (
    <>
      <GalleryState
        title="Formulaire complet"
        note="Bouton désactivé (mais atteignable et expliqué) tant que le formulaire est vierge ou invalide ; l’activer révèle les erreurs. La case à cocher n’affiche son erreur qu’après une tentative d’envoi, les autres champs dès qu’ils ont été quittés."
      >
        <DemoForm />
      </GalleryState>
      <GalleryState title="Validé au montage" note="Vierge mais valide : le bouton est actif.">
        <ValidatedOnMountForm />
      </GalleryState>
    </>
  );
}

export const formSection: GallerySection = {
  id: 'formulaires',
  title: 'Formulaires',
  Component: FormSection,
};
