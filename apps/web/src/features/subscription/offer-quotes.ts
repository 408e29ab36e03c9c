import {
  type Consumption,
  type Energy,
  formatEuros,
  formatPricePerKwh,
  gasZoneForInseeCode,
  type PricingOption,
  type Quote,
} from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../app/http-client';
import type { EligibleOffer } from '../catalogue/offers-loader';
import { ORDER_PATHS } from './subscription-api';

/** What an offer is priced for: the power, option and consumption, or the gas consumption and zone. */
export type PricingProfile =
  | { energy: 'electricity'; kva: number; option: PricingOption; consumption: Consumption }
  | { energy: 'gas'; annualKwh: number; inseeCode: string };

/** The body of `pricing-engine/cart-prices` for one offer; undefined when the commune has no gas zone. */
export function cartPricesBody(offerId: string, profile: PricingProfile) {
  if (profile.energy === 'electricity') {
    const { kva, option, consumption } = profile;
    return { offerId, energy: 'electricity' as Energy, kva, option, consumption };
  }
  const zone = gasZoneForInseeCode(profile.inseeCode);
  if (!zone.ok) return undefined;
  return { offerId, energy: 'gas' as Energy, gas: { annualKwh: profile.annualKwh, zone: zone.value } };
}

/** Each offer's quote for the profile (tax included); an offer that cannot be priced is left out. */
export async function quoteOffers(
  http: HttpClient,
  offerIds: readonly string[],
  profile: PricingProfile,
  signal?: AbortSignal,
): Promise<Record<string, Quote>> {
  const quotes = await Promise.all(
    offerIds.map(async (offerId) => {
      const body = cartPricesBody(offerId, profile);
      if (!body) return undefined;
      try {
        const answer = await http.post<ApiEnvelope<Quote>>(
          ORDER_PATHS.cartPrices,
          body,
          signal ? { signal } : {},
        );
        return answer.data;
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(quotes.flatMap((quote) => (quote ? [[quote.offerId, quote]] : [])));
}

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
