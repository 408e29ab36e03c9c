import type { ApiEnvelope, HttpClient } from '../../app/http-client';
import { type FromPrices, fromPrices, listOffers, type OfferSummary, offerDetail } from './catalogue-api';
import type { OffersCriteria } from './offers-criteria';

export const ELIGIBILITY_PATH = '/api/v2/eligibility';

export interface EligibleOffer extends OfferSummary {
  /** Undefined when the offer has no price grid today. */
  from: FromPrices | undefined;
}

interface Decision {
  target: { type: string; id: string };
  eligible: boolean;
}

/**
 * The offers a web visitor may subscribe to for their criteria: the catalogue's offers (of the chosen
 * energy), kept when the eligibility rules let them through for this context, with their « à partir de »
 * prices. Offers that are not eligible are not shown.
 */
export async function loadEligibleOffers(
  http: HttpClient,
  criteria: OffersCriteria,
  signal?: AbortSignal,
): Promise<EligibleOffer[]> {
  const offers = await listOffers(http, criteria.energy, signal);
  if (offers.length === 0) return [];
  const [decisions, details] = await Promise.all([
    http.post<ApiEnvelope<Decision[]>>(
      ELIGIBILITY_PATH,
      { context: eligibilityContextOf(criteria), targets: offers.map(({ id }) => ({ type: 'offer', id })) },
      signal ? { signal } : {},
    ),
    Promise.all(offers.map((offer) => offerDetail(http, offer.id, signal).catch(() => undefined))),
  ]);
  const eligibleIds = new Set(
    decisions.data
      .filter((decision) => decision.eligible && decision.target.type === 'offer')
      .map(({ target }) => target.id),
  );
  return offers.flatMap((offer, index) =>
    eligibleIds.has(offer.id) ? [{ ...offer, from: fromPrices(details[index]?.prices ?? null) }] : [],
  );
}

/** The eligibility context of a visitor on the web site. */
export function eligibilityContextOf(criteria: OffersCriteria) {
  return {
    channel: 'web' as const,
    ...(criteria.postalCode ? { postalCode: criteria.postalCode } : {}),
    ...(criteria.inseeCode ? { inseeCode: criteria.inseeCode } : {}),
    ...(criteria.energy ? { energy: criteria.energy } : {}),
  };
}
