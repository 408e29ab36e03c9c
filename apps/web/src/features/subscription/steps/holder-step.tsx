import { zodResolver } from '@hookform/resolvers/zod';
import {
  CIVILITIES,
  CIVILITY_LABELS,
  createHolderSchema,
  emptyAddress,
  formatFrenchDate,
  parseFrenchDate,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { siteIdentity } from '../../../app/site-identity';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { Form } from '../../../ui/form/form';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { PostalAddressFields } from '../../../ui/postal-address/postal-address-fields';
import { createJourneyLoader } from '../journey-loader';
import { JourneyPage, type StepContext } from '../journey-page';
import { useStepDraft, withDraft } from '../step-draft';
import { FormAlert, useServerErrors } from '../step-errors';
import styles from '../subscription.module.css';
import { useSaveStep } from '../use-save-step';

/** The opt-in's wording: shown beside its box, and sent with the answer as its proof. */
export const MARKETING_OPT_IN_WORDING = `J’accepte de recevoir par e-mail les offres et actualités de ${siteIdentity.brand}. Je peux me désinscrire à tout moment.`;

const CIVILITY_OPTIONS = CIVILITIES.map((value) => ({ value, label: CIVILITY_LABELS[value] }));
const BILLING_OPTIONS = [
  { value: 'same', label: 'À l’adresse du logement' },
  { value: 'other', label: 'À une autre adresse' },
] as const;

interface HolderValues {
  civility?: (typeof CIVILITIES)[number];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** As typed: dd/mm/yyyy. */
  birthDate: string;
  billing: 'same' | 'other';
  billingAddress: ReturnType<typeof emptyAddress>;
  marketingOptIn: boolean;
}

/** The answers as the domain's holder rules read them: the billing address only when it differs, the proof. */
function holderFormSchema(today: string) {
  return z.preprocess((input: HolderValues) => {
    const { billing, billingAddress, birthDate, ...values } = input;
    return {
      ...values,
      // A birth date is typed, not picked (a date one knows by heart): dd/mm/yyyy, read as YYYY-MM-DD.
      birthDate: birthDate.trim() === '' ? undefined : (parseFrenchDate(birthDate) ?? birthDate),
      billingAddressSameAsSupply: billing === 'same',
      ...(billing === 'other' ? { billingAddress } : {}),
      marketingOptInProof: { wording: MARKETING_OPT_IN_WORDING, answeredAt: new Date().toISOString() },
    };
  }, createHolderSchema(today));
}

export function HolderStep({ order }: StepContext) {
  const today = useMemo(() => toIsoDateInTimeZone(new Date()), []);
  const saved = order.journey.holder;
  // A call-back taken by an agent arrives with the prospect's name and phone.
  const preset = saved ? undefined : order.journey.preset?.holder;
  const schema = useMemo(() => holderFormSchema(today), [today]);
  const form = useForm<HolderValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: withDraft<Partial<HolderValues>>(order, 'holder', {
      firstName: saved?.firstName ?? preset?.firstName ?? '',
      lastName: saved?.lastName ?? preset?.lastName ?? '',
      email: saved?.email ?? '',
      phone: saved?.phone ?? preset?.phone ?? '',
      birthDate: saved ? formatFrenchDate(saved.birthDate) : '',
      billing: saved && !saved.billingAddressSameAsSupply ? 'other' : 'same',
      billingAddress: { ...emptyAddress(), ...saved?.billingAddress },
      marketingOptIn: saved?.marketingOptIn ?? false,
      ...(saved ? { civility: saved.civility } : {}),
    }),
  });
  const errors = useServerErrors(form, (path) => (path === 'billingAddressSameAsSupply' ? 'billing' : path));
  const save = useSaveStep(order, 'holder');
  const isDraftRestored = useStepDraft(form, order, 'holder');
  const billing = form.watch('billing');
  return (
    <Form
      form={form}
      validateOnMount={saved !== undefined || isDraftRestored}
      className={styles.stepForm}
      aria-labelledby="etape-titre"
      onSubmit={async (data) => {
        await errors.attempt(async () => {
          await save(data);
        });
      }}
    >
      <p className={styles.intro}>Le contrat sera à votre nom&#x202F;: vous devez être majeur.</p>
      <RadioOptionField
        name="civility"
        label="Civilité"
        options={CIVILITY_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      <div className={styles.fieldRow}>
        <TextField name="firstName" label="Prénom" autoComplete="given-name" isRequired maxLength={255} />
        <TextField name="lastName" label="Nom" autoComplete="family-name" isRequired maxLength={255} />
      </div>
      <TextField
        name="email"
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        description="Pour vous envoyer votre contrat et vos factures."
        isRequired
      />
      <TextField
        name="phone"
        label="Téléphone"
        type="phone"
        autoComplete="tel"
        description="10 chiffres, par exemple 0612345678"
        isRequired
      />
      <TextField
        name="birthDate"
        label="Date de naissance"
        description="Au format jj/mm/aaaa, par exemple 14/05/1985"
        autoComplete="bday"
        isRequired
        maxLength={10}
      />
      <RadioOptionField
        name="billing"
        label="Où envoyer vos factures papier éventuelles&#x202F;?"
        options={BILLING_OPTIONS}
        isRequired
      />
      {billing === 'other' ? (
        // The manual fields of the address group (same labels), without its search: a billing address is typed.
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Adresse de facturation</legend>
          <div className={styles.fieldRow}>
            <TextField
              name="billingAddress.streetNumber"
              label="Numéro de voie"
              description="Facultatif, par exemple 12 ou 12 bis"
              maxLength={20}
            />
            <TextField name="billingAddress.streetName" label="Nom de la voie" isRequired maxLength={255} />
          </div>
          <TextField
            name="billingAddress.complement"
            label="Complément d’adresse"
            description="Facultatif : bâtiment, étage, lieu-dit…"
            autoComplete="address-line2"
            maxLength={255}
          />
          <PostalAddressFields prefix="billingAddress." />
        </fieldset>
      ) : null}
      <CheckboxField name="marketingOptIn" label={MARKETING_OPT_IN_WORDING} />
      <FormAlert messages={errors.messages} />
      <SubmitButton>Continuer</SubmitButton>
    </Form>
  );
}

export const loader = createJourneyLoader('holder');

export function Component() {
  return <JourneyPage step="holder">{(context) => <HolderStep {...context} />}</JourneyPage>;
}
