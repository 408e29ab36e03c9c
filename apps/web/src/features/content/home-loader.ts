import { createHttpClient, type HttpClient } from '../../app/http-client';
import { type EligibleOffer, loadEligibleOffers } from '../catalogue/eligible-offers';

export interface HomeData {
  /** The offers of the server's catalogue, exactly as `/offres` lists them without criteria; not awaited. */
  offers: Promise<EligibleOffer[]>;
}

/** The home page shows at once; its offer cards follow when the catalogue answers. */
export function createHomeLoader(http: () => HttpClient = () => createHttpClient()) {
  return ({ request }: { request: Request }): HomeData => ({
    offers: loadEligibleOffers(http(), {}, request.signal),
  });
}

export const homeLoader = createHomeLoader();
