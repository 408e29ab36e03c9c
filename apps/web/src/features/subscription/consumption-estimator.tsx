import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Consumption,
  type ConsumptionEstimate,
  EstimatorInputSchema,
  HOUSING_TYPE_LABELS,
  HOUSING_TYPES,
  type HousingType,
  type PricingOption,
  type Quote,
  USAGE_ENERGIES,
  USAGE_ENERGY_LABELS,
} from '@voltaire/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAppServices } from '../../app/app-services';
import type { ApiEnvelope } from '../../app/http-client';
import { Form } from '../../ui/form/form';
import { RadioOptionField } from '../../ui/form/radio-option-field';
import { SelectField } from '../../ui/form/select-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { FormAlert, useServerErrors } from './step-errors';
import styles from './subscription.module.css';
import { ORDER_PATHS } from './subscription-api';

/** What `get-simulation-results` answers that the journey uses. */
export interface Simulation {
  estimate: Pick<ConsumptionEstimate, 'explanation'> & {
    electricity: Pick<ConsumptionEstimate['electricity'], 'breakdown'>;
    gas: Pick<ConsumptionEstimate['gas'], 'breakdown'>;
  };
  electricity: { kva: number; option: PricingOption; consumption: Consumption; quotes: Quote[] };
  gas: { annualKwh: number; quotes: Quote[] } | null;
}

interface EstimatorValues {
  housingType?: HousingType;
  surfaceM2: string;
  occupants: string;
  heatingEnergy: string;
  hotWaterEnergy: string;
  cookingEnergy: string;
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));

/** The estimator's answers as typed (text), read as the domain's `EstimatorInputSchema`. */
const EstimatorFormSchema = z.preprocess(
  (values: EstimatorValues) => ({
    ...values,
    surfaceM2: toNumber(values.surfaceM2),
    occupants: toNumber(values.occupants),
  }),
  EstimatorInputSchema,
);

const USAGE_OPTIONS = USAGE_ENERGIES.map((value) => ({ value, label: USAGE_ENERGY_LABELS[value] }));
const HOUSING_OPTIONS = HOUSING_TYPES.map((value) => ({ value, label: HOUSING_TYPE_LABELS[value] }));

/**
 * The consumption estimator (calculette) of the journey: a few questions on the home, answered by
 * `get-simulation-results` with the estimate (power, option, kWh) and the eligible offers priced for it.
 */
export function ConsumptionEstimator({
  housingType,
  inseeCode,
  onEstimate,
}: {
  housingType: HousingType | undefined;
  inseeCode: string | undefined;
  onEstimate: (simulation: Simulation) => void;
}) {
  const { http } = useAppServices();
  const form = useForm<EstimatorValues, unknown, z.output<typeof EstimatorFormSchema>>({
    resolver: zodResolver(EstimatorFormSchema),
    mode: 'onTouched',
    defaultValues: {
      ...(housingType ? { housingType } : {}),
      surfaceM2: '',
      occupants: '',
      heatingEnergy: 'electricity',
      hotWaterEnergy: 'electricity',
      cookingEnergy: 'electricity',
    },
  });
  const errors = useServerErrors(form);
  return (
    <Form
      form={form}
      className={styles.estimator}
      aria-labelledby="estimation-titre"
      onSubmit={async (values) => {
        await errors.attempt(async () => {
          const body = await http.post<ApiEnvelope<Simulation>>(ORDER_PATHS.simulation, {
            ...values,
            ...(inseeCode ? { inseeCode } : {}),
          });
          onEstimate(body.data);
        });
      }}
    >
      <h3 id="estimation-titre" className={styles.subTitle}>
        Estimer ma consommation
      </h3>
      <RadioOptionField
        name="housingType"
        label="Type de logement"
        options={HOUSING_OPTIONS}
        orientation="horizontal"
        isRequired
      />
      <div className={styles.fieldRow}>
        <TextField name="surfaceM2" label="Surface (m²)" type="numeric" isRequired maxLength={4} />
        <TextField name="occupants" label="Nombre d’occupants" type="numeric" isRequired maxLength={2} />
      </div>
      <SelectField name="heatingEnergy" label="Chauffage" options={USAGE_OPTIONS} isRequired />
      <SelectField name="hotWaterEnergy" label="Eau chaude" options={USAGE_OPTIONS} isRequired />
      <SelectField name="cookingEnergy" label="Cuisson" options={USAGE_OPTIONS} isRequired />
      <FormAlert messages={errors.messages} />
      <SubmitButton>Estimer ma consommation</SubmitButton>
    </Form>
  );
}
