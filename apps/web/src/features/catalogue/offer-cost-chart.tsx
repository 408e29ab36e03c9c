import type { Quote } from '@voltaire/domain';
import { YearlyCostChart } from '../../ui/chart/yearly-cost-chart';
import type { EligibleOffer } from './eligible-offers';

/**
 * Each offer priced for a home against the regulated tariff, once there is a consumption to price. Imported
 * directly where the page is server-rendered (/offres: a `React.lazy` would reach the first HTML without its
 * styles, ADR 0031), lazily by the journey's step 3.
 */
export function OfferCostChart({
  offers,
  quotes,
  title = 'Votre coût estimé sur un an, toutes taxes comprises',
}: {
  offers: EligibleOffer[];
  quotes: Record<string, Quote>;
  title?: string;
}) {
  const priced = offers.flatMap((offer) => {
    const quote = quotes[offer.id];
    return quote ? [{ label: offer.name, quote }] : [];
  });
  const reference = priced[0]?.quote.regulatedAnnualTotalCents;
  if (reference === undefined) return null;
  const costs = [
    ...priced.map(({ label, quote }) => ({ label, cents: quote.annualTotalCents })),
    { label: 'Tarif réglementé', cents: reference, isReference: true },
  ];
  return <YearlyCostChart title={title} costs={costs} />;
}
