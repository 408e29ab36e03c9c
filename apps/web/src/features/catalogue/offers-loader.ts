import type { LoaderFunctionArgs } from 'react-router';
import { createHttpClient, type HttpClient } from '../../app/http-client';
import { type EligibleOffer, loadEligibleOffers } from './eligible-offers';
import { type OffersCriteria, readCriteria } from './offers-criteria';

export { ELIGIBILITY_PATH, type EligibleOffer, loadEligibleOffers } from './eligible-offers';

export interface OffersData {
  criteria: OffersCriteria;
  offers: EligibleOffer[];
}

export function createOffersLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: LoaderFunctionArgs): Promise<OffersData> => {
    const criteria = readCriteria(new URL(request.url).searchParams);
    return { criteria, offers: await loadEligibleOffers(http(), criteria, request.signal) };
  };
}

export const offersLoader = createOffersLoader();
