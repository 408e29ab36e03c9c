import { type Consumption, formatEuros, formatPricePerKwh, type Quote } from '@voltaire/domain';
import type { EligibleOffer } from '../catalogue/offers-loader';

export function totalKwh(consumption: Consumption): number {
  return 'baseKwh' in consumption ? consumption.baseKwh : consumption.hpKwh + consumption.hcKwh;
}

/** « Prix fixe · 62,00 €/mois conseillés (abonnement 15,47 €/mois, kWh 0,1874 €) » */
export function describeOffer(offer: EligibleOffer, quote: Quote | undefined): string {
  if (!quote) return `${offer.kindLabel} · ${offer.shortDescription}`;
  const kwh =
    'base' in quote.kwhPrices
      ? `kWh ${formatPricePerKwh(quote.kwhPrices.base)}`
      : `kWh ${formatPricePerKwh(quote.kwhPrices.hp)} en heures pleines, ${formatPricePerKwh(quote.kwhPrices.hc)} en heures creuses`;
  return `${offer.kindLabel} · ${formatEuros(quote.recommendedMonthlyPaymentCents)}/mois conseillés (abonnement ${formatEuros(
    quote.monthlySubscriptionCents,
  )}/mois, ${kwh}) · ${formatEuros(quote.annualTotalCents)} par an`;
}
