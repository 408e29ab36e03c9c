import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddressMode,
  emptyAddress,
  HOUSING_TYPE_LABELS,
  HOUSING_TYPES,
  HousingStepSchema,
  type HousingType,
} from '@voltaire/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AddressFields } from '../../../ui/address/address-fields';
import { Form } from '../../../ui/form/form';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { createJourneyLoader } from '../journey-loader';
import { JourneyPage, type StepContext } from '../journey-page';
import { useStepDraft, withDraft } from '../step-draft';
import { FormAlert, useServerErrors } from '../step-errors';
import styles from '../subscription.module.css';
import { useSaveStep } from '../use-save-step';

/** What a reload keeps of the step in progress (see step-draft.ts). */
const HOUSING_DRAFT = { omit: ['address.consentFindPoint'] } as const;

interface HousingValues {
  addressMode: AddressMode;
  address: ReturnType<typeof emptyAddress>;
  housingType?: HousingType;
}

/** The form's values (an address being typed), read by the domain's housing rules. */
const HousingFormSchema = z.preprocess((values: HousingValues) => values, HousingStepSchema);

const HOUSING_TYPE_OPTIONS = HOUSING_TYPES.map((value) => ({ value, label: HOUSING_TYPE_LABELS[value] }));

export function HousingStep({ order }: StepContext) {
  const saved = order.journey.housing;
  const form = useForm<HousingValues, unknown, z.output<typeof HousingFormSchema>>({
    resolver: zodResolver(HousingFormSchema),
    mode: 'onTouched',
    defaultValues: withDraft(order, 'housing', {
      addressMode: saved?.addressMode ?? 'search',
      address: { ...emptyAddress(), ...saved?.address },
      ...(saved?.housingType ? { housingType: saved.housingType } : {}),
    }),
  });
  const errors = useServerErrors(form);
  const save = useSaveStep(order, 'housing');
  const isDraftRestored = useStepDraft(form, order, 'housing', HOUSING_DRAFT);
  const addressMode = form.watch('addressMode');
  return (
    <Form
      form={form}
      validateOnMount={saved !== undefined || isDraftRestored}
      className={styles.stepForm}
      aria-labelledby="etape-titre"
      onSubmit={async (values) => {
        await errors.attempt(async () => {
          await save(values);
        });
      }}
    >
      <p className={styles.intro}>
        Où voulez-vous être livré en énergie&#x202F;? Nous en déduisons votre compteur et les offres
        disponibles chez vous.
      </p>
      <AddressFields
        prefix="address."
        label="Adresse du logement"
        mode={addressMode}
        onModeChange={(mode) => form.setValue('addressMode', mode, { shouldDirty: true })}
        consentFindPoint
      />
      <RadioOptionField
        name="housingType"
        label="Type de logement (facultatif)"
        description="Il affine l’estimation de votre consommation ; le calculateur de l’étape 3 le demande aussi."
        options={HOUSING_TYPE_OPTIONS}
        orientation="horizontal"
      />
      <FormAlert messages={errors.messages} />
      <SubmitButton>Continuer</SubmitButton>
    </Form>
  );
}

export const loader = createJourneyLoader('housing');

export function Component() {
  return <JourneyPage step="housing">{(context) => <HousingStep {...context} />}</JourneyPage>;
}
