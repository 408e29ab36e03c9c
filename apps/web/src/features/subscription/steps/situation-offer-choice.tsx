import type { Quote } from '@voltaire/domain';
import { lazy, Suspense } from 'react';
import { RadioOptionField } from '../../../ui/form/radio-option-field';
import type { EligibleOffer } from '../../catalogue/offers-loader';
import { describeOffer } from '../offer-quotes';
import styles from '../subscription.module.css';

// Drawn once the offers are priced: its code is not part of the step's first load.
const OfferCostChart = lazy(async () => ({
  default: (await import('../../catalogue/offer-cost-chart')).OfferCostChart,
}));

type SituationOfferChoiceProps = {
  offers: EligibleOffer[] | 'loading' | 'failed';
  quotes: Record<string, Quote>;
  /** Whether the answers describe a consumption the offers can be priced for. */
  isPriced: boolean;
};

/** The offers this home may subscribe to, each with its price for the answers, and their yearly costs compared. */
export function SituationOfferChoice({ offers, quotes, isPriced }: SituationOfferChoiceProps) {
  const offerOptions = Array.isArray(offers)
    ? offers.map((offer) => ({
        value: offer.id,
        label: offer.name,
        description: describeOffer(offer, quotes[offer.id]),
      }))
    : [];
  return (
    <>
      <p role="status" className={styles.status}>
        {offers === 'loading'
          ? 'Recherche des offres disponibles…'
          : offers === 'failed'
            ? 'Les offres n’ont pas pu être chargées. Rechargez la page dans quelques instants.'
            : isPriced
              ? ''
              : 'Indiquez votre consommation pour voir le prix de chaque offre.'}
      </p>
      {Array.isArray(offers) && offers.length === 0 ? (
        <p>Aucune offre n’est disponible à votre adresse pour cette énergie. Appelez-nous pour en parler.</p>
      ) : null}
      {offerOptions.length > 0 ? (
        <RadioOptionField name="offerId" label="Votre offre" options={offerOptions} isRequired />
      ) : null}
      <Suspense fallback={null}>
        <OfferCostChart offers={Array.isArray(offers) ? offers : []} quotes={quotes} />
      </Suspense>
    </>
  );
}
