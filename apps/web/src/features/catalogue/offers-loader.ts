import type { Quote } from '@voltaire/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { createHttpClient, type HttpClient } from '../../app/http-client';
import { type EligibleOffer, loadEligibleOffers } from './eligible-offers';
import { type Household, quoteHousehold, readHousehold } from './household';
import { type OffersCriteria, readCriteria } from './offers-criteria';

export { ELIGIBILITY_PATH, type EligibleOffer, loadEligibleOffers } from './eligible-offers';

export interface OffersData {
  criteria: OffersCriteria;
  offers: EligibleOffer[];
  household: Household;
  /** The server's quote of each electricity offer for the household, by offer id. */
  quotes: Record<string, Quote>;
}

export function createOffersLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<OffersData> => {
    const params = new URL(request.url).searchParams;
    const criteria = readCriteria(params);
    const household = readHousehold(params);
    const client = http();
    const offers = await loadEligibleOffers(client, criteria, request.signal);
    const quotes = await quoteHousehold(client, offers, household, request.signal);
    return { criteria, offers, household, quotes };
  };
}

export const offersLoader = createOffersLoader();
