import type { Quote } from '@voltaire/domain';
import { lazy, Suspense } from 'react';
import type { EligibleOffer } from './eligible-offers';

const YearlyCostChart = lazy(async () => ({
  default: (await import('../../ui/chart/yearly-cost-chart')).YearlyCostChart,
}));

/** Each offer priced for this home against the regulated tariff, once the answers describe a consumption. */
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
  return (
    <Suspense fallback={null}>
      <YearlyCostChart title={title} costs={costs} />
    </Suspense>
  );
}
