import { zodResolver } from '@hookform/resolvers/zod';
import type { Quote } from '@voltaire/domain';
import type { Ref } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../ui/form/form';
import { SelectField } from '../../ui/form/select-field';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import type { EligibleOffer } from './eligible-offers';
import {
  DEFAULT_HOUSEHOLD,
  describeHousehold,
  type Household,
  HouseholdFormSchema,
  type HouseholdValues,
  KVA_CHOICES,
} from './household';
import { OfferCostChart } from './offer-cost-chart';
import styles from './offers-page.module.css';

export const COMPARISON_HEADING_ID = 'votre-foyer-titre';

const isTypical = (household: Household) =>
  household.kva === DEFAULT_HOUSEHOLD.kva && household.annualKwh === DEFAULT_HOUSEHOLD.annualKwh;

/**
 * What a year of electricity would cost a household with each offer, against the regulated tariff: the
 * household stated in plain French (a typical one until the visitor gives their power and consumption), and
 * the server's quotes as a bar chart with its table.
 */
export function HouseholdComparison({
  household,
  offers,
  quotes,
  onChange,
  headingRef,
}: {
  household: Household;
  offers: EligibleOffer[];
  quotes: Record<string, Quote>;
  onChange: (household: Household) => void | Promise<void>;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const electricity = offers.filter((offer) => offer.energy === 'electricity');
  const form = useForm<HouseholdValues, unknown, Household>({
    resolver: zodResolver(HouseholdFormSchema),
    mode: 'onTouched',
    values: { kva: String(household.kva), annualKwh: String(household.annualKwh) },
  });
  if (electricity.length === 0) return null;
  const isPriced = electricity.some((offer) => quotes[offer.id]);
  return (
    <section className={styles.comparison} aria-labelledby={COMPARISON_HEADING_ID}>
      <h2 id={COMPARISON_HEADING_ID} ref={headingRef} tabIndex={-1}>
        Combien paierait votre foyer&#x202F;?
      </h2>
      <p>
        Le coût d’une année d’électricité avec chaque offre, toutes taxes comprises, comparé au tarif
        réglementé, pour {describeHousehold(household)}
        {isTypical(household) ? '\u202F: un foyer type' : ''}. Indiquez la puissance et la consommation de vos
        factures pour voir le vôtre.
      </p>
      <Form form={form} onSubmit={onChange} className={styles.household} aria-labelledby="votre-foyer-form">
        <h3 id="votre-foyer-form" className={styles.searchTitle}>
          Votre foyer
        </h3>
        <div className={styles.householdFields}>
          <SelectField name="kva" label="Puissance souscrite" options={KVA_CHOICES} isRequired />
          <TextField
            name="annualKwh"
            label="Consommation annuelle (kWh)"
            type="numeric"
            maxLength={6}
            isRequired
          />
        </div>
        <SubmitButton>Recalculer</SubmitButton>
      </Form>
      {isPriced ? (
        <OfferCostChart
          offers={electricity}
          quotes={quotes}
          title="Coût estimé sur un an pour ce foyer, toutes taxes comprises"
        />
      ) : (
        <p>Les prix n’ont pas pu être calculés pour ce foyer. Réessayez dans un instant.</p>
      )}
    </section>
  );
}
