import { createHttpClient, type HttpClient } from '../../app/http-client';
import type { EligibleOffer } from '../catalogue/eligible-offers';

export interface HomeData {
  /** The offers of the server's catalogue, exactly as `/offres` lists them without criteria; not awaited. */
  offers: Promise<EligibleOffer[]>;
}

/** The home page shows at once; its offer cards (and the code that loads them) follow. */
export function createHomeLoader(http: () => HttpClient = () => createHttpClient()) {
  return ({ request }: { request: Request }): HomeData => ({
    offers: import('../catalogue/eligible-offers').then(({ loadEligibleOffers }) =>
      loadEligibleOffers(http(), {}, request.signal),
    ),
  });
}

export const homeLoader = createHomeLoader();
