import { type Energy, PRICING_OPTIONS, type PricingOption, subscribedPowersFor } from '@voltaire/domain';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import styles from '../subscription.module.css';

export const OPTION_LABELS: Record<PricingOption, string> = {
  BASE: 'Base : un seul prix du kWh',
  HPHC: 'Heures pleines / heures creuses : 8 heures moins chères par jour',
};

/** The power, the pricing option and the yearly consumption of an electricity meter, or the gas consumption. */
export function SituationMeterFields({ energy, option }: { energy: Energy; option: PricingOption }) {
  if (energy !== 'electricity')
    return (
      <TextField
        name="annualKwh"
        label="Consommation annuelle de gaz (kWh)"
        type="numeric"
        isRequired
        maxLength={7}
      />
    );
  const kvaOptions = subscribedPowersFor(option).map((kva) => ({ value: String(kva), label: `${kva} kVA` }));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Votre compteur d’électricité</legend>
      <RadioOptionField
        name="option"
        label="Option tarifaire"
        options={PRICING_OPTIONS.map((value) => ({ value, label: OPTION_LABELS[value] }))}
        isRequired
      />
      <SelectField
        name="kva"
        label="Puissance souscrite"
        options={kvaOptions}
        placeholder="Choisissez une puissance"
        description="Elle figure sur votre facture ou sur votre compteur ; 6 kVA suffisent à la plupart des logements."
        isRequired
      />
      {option === 'HPHC' ? (
        <div className={styles.fieldRow}>
          <TextField
            name="hpKwh"
            label="kWh par an en heures pleines"
            type="numeric"
            isRequired
            maxLength={7}
          />
          <TextField
            name="hcKwh"
            label="kWh par an en heures creuses"
            type="numeric"
            isRequired
            maxLength={7}
          />
        </div>
      ) : (
        <TextField
          name="baseKwh"
          label="Consommation annuelle (kWh)"
          type="numeric"
          isRequired
          maxLength={7}
        />
      )}
    </fieldset>
  );
}
