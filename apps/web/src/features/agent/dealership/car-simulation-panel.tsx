import {
  type CarSimulationInput,
  CHARGER_POWER_LABELS,
  CHARGER_POWERS_KW,
  HOUSING_TYPE_LABELS,
  HOUSING_TYPES,
  USAGE_ENERGIES,
  USAGE_ENERGY_LABELS,
} from '@voltaire/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAppServices } from '../../../app/app-services';
import { buttonClassName } from '../../../ui/button/button';
import { type CarSimulationResult, simulateCar } from '../agent-api';
import { CarSimulationResultView } from './car-simulation-result';
import styles from './dealership.module.css';
import { useFieldErrors } from './field-errors';
import { LabelledField } from './labelled-field';
import { ShareSimulationForm } from './share-simulation-form';

type Values = Record<(typeof NUMBER_FIELDS)[number] | (typeof CHOICE_FIELDS)[number], string>;

const NUMBER_FIELDS = [
  'surfaceM2',
  'occupants',
  'car.batteryKwh',
  'car.consumptionKwhPer100Km',
  'car.yearlyKm',
  'car.homeChargingShare',
  'car.chargingHours',
] as const;
const CHOICE_FIELDS = [
  'housingType',
  'heatingEnergy',
  'hotWaterEnergy',
  'cookingEnergy',
  'car.chargerKw',
] as const;
const FIELDS: readonly string[] = [...CHOICE_FIELDS.slice(0, 1), ...NUMBER_FIELDS, ...CHOICE_FIELDS.slice(1)];

const INITIAL: Values = {
  housingType: 'house',
  surfaceM2: '',
  occupants: '',
  heatingEnergy: 'gas',
  hotWaterEnergy: 'gas',
  cookingEnergy: 'electricity',
  'car.batteryKwh': '',
  'car.consumptionKwhPer100Km': '',
  'car.yearlyKm': '',
  'car.homeChargingShare': '100',
  'car.chargerKw': '7.4',
  'car.chargingHours': '',
};

/** « 12,5 » or « 12.5 » as a number; empty or not a number: NaN, which the server refuses in French. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

function inputOf(values: Values): CarSimulationInput {
  const optional = (text: string) => (text.trim() === '' ? undefined : numberOf(text));
  return {
    housingType: values.housingType as CarSimulationInput['housingType'],
    surfaceM2: numberOf(values.surfaceM2),
    occupants: numberOf(values.occupants),
    heatingEnergy: values.heatingEnergy as CarSimulationInput['heatingEnergy'],
    hotWaterEnergy: values.hotWaterEnergy as CarSimulationInput['hotWaterEnergy'],
    cookingEnergy: values.cookingEnergy as CarSimulationInput['cookingEnergy'],
    car: {
      yearlyKm: numberOf(values['car.yearlyKm']),
      homeChargingShare: numberOf(values['car.homeChargingShare']) / 100,
      consumptionKwhPer100Km: optional(values['car.consumptionKwhPer100Km']),
      batteryKwh: optional(values['car.batteryKwh']),
      chargerKw: numberOf(values['car.chargerKw']) as CarSimulationInput['car']['chargerKw'],
      chargingHours: optional(values['car.chargingHours']),
    },
  };
}

/**
 * The dealership's simulation for a car buyer: their home and the car, then what charging at home adds (kWh,
 * power and option rounded by the domain's rules) and each offer's yearly cost, as a chart with its table;
 * then, with the buyer's consent, the simulation sent to them with a link to subscribe.
 */
export function CarSimulationPanel() {
  const { http } = useAppServices();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(INITIAL);
  const [result, setResult] = useState<{ input: CarSimulationInput; simulation: CarSimulationResult }>();
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setBusy(true);
    const input = inputOf(values);
    try {
      setResult({ input, simulation: await simulateCar(http, JSON.parse(JSON.stringify(input))) });
    } catch (error) {
      const first = errors.show(error, FIELDS);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      setResult(undefined);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Values, label: string, hint?: string) => (
    <LabelledField id={`${id}-${name}`} label={label} hint={hint} error={errors.of(name)}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          inputMode="decimal"
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      )}
    </LabelledField>
  );
  const choice = (name: keyof Values, label: string, options: readonly (readonly [string, string])[]) => (
    <LabelledField id={`${id}-${name}`} label={label} error={errors.of(name)}>
      {(aria) => (
        <select
          {...aria}
          name={name}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
  const energies = USAGE_ENERGIES.map((energy) => [energy, USAGE_ENERGY_LABELS[energy]] as const);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`}>Simulation voiture électrique</h2>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.group}>
          <legend>Le véhicule et sa recharge</legend>
          <div className={styles.grid}>
            {field('car.batteryKwh', 'Capacité de la batterie (kWh)')}
            {field('car.consumptionKwhPer100Km', 'Consommation (kWh/100 km)', 'À la prise, par exemple 17')}
            {field('car.yearlyKm', 'Kilomètres par an')}
            {field('car.homeChargingShare', 'Part de la recharge à domicile (%)')}
            {choice(
              'car.chargerKw',
              'Puissance de recharge à domicile',
              CHARGER_POWERS_KW.map(
                (power) => [String(power), CHARGER_POWER_LABELS[String(power)] ?? ''] as const,
              ),
            )}
            {field('car.chargingHours', 'Heures de recharge par nuit')}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Le logement de l’acheteur</legend>
          <div className={styles.grid}>
            {choice(
              'housingType',
              'Type de logement',
              HOUSING_TYPES.map((type) => [type, HOUSING_TYPE_LABELS[type]] as const),
            )}
            {field('surfaceM2', 'Surface (m²)')}
            {field('occupants', 'Nombre d’occupants')}
            {choice('heatingEnergy', 'Chauffage', energies)}
            {choice('hotWaterEnergy', 'Eau chaude', energies)}
            {choice('cookingEnergy', 'Cuisson', energies)}
          </div>
        </fieldset>
        <div role="alert" className={styles.alert}>
          {errors.general.join(' ')}
        </div>
        <button type="submit" className={buttonClassName('primary')} aria-disabled={busy || undefined}>
          Simuler
        </button>
      </form>
      {result ? (
        <>
          <CarSimulationResultView simulation={result.simulation} />
          <ShareSimulationForm input={result.input} />
        </>
      ) : null}
    </section>
  );
}
