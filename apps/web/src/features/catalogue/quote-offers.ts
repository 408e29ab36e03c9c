import {
  type Consumption,
  type Energy,
  gasZoneForInseeCode,
  type PricingOption,
  type Quote,
} from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../app/http-client';

/** The server's quote of one offer for a consumption: the same call for /offres and the journey's step 3. */
export const CART_PRICES_PATH = '/api/v3/pricing-engine/cart-prices';

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
        const answer = await http.post<ApiEnvelope<Quote>>(CART_PRICES_PATH, body, signal ? { signal } : {});
        return answer.data;
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(quotes.flatMap((quote) => (quote ? [[quote.offerId, quote]] : [])));
}
