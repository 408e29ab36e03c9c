import type { Quote } from '@voltaire/domain';
import { createHttpClient, type HttpClient } from '../../app/http-client';
import type { EligibleOffer } from '../catalogue/eligible-offers';
import { loadRatingSummary, type RatingSummary } from './reviews/rating-summary';

export interface HomeData {
  /**
   * The offers of the server's catalogue, exactly as `/offres` lists them without criteria, with the server's
   * quote of each electricity offer for the typical household; not awaited.
   */
  catalogue: Promise<{ offers: EligibleOffer[]; quotes: Record<string, Quote> }>;
  /** The global note of the published reviews alone (`pageSize=0`); `null` when unavailable. */
  rating: RatingSummary | null;
}

/** The home page shows at once; its offer cards (and the code that loads them) follow. */
export function createHomeLoader(http: () => HttpClient = () => createHttpClient()) {
  return async ({ request }: { request: Request }): Promise<HomeData> => {
    // The browser needs this code only when it runs the loader itself (see home-route.ts).
    const catalogue = Promise.all([
      import(/* not-for-hydration */ '../catalogue/eligible-offers'),
      import(/* not-for-hydration */ '../catalogue/household'),
    ]).then(async ([{ loadEligibleOffers }, { DEFAULT_HOUSEHOLD, quoteHousehold }]) => {
      const client = http();
      const eligible = await loadEligibleOffers(client, {}, request.signal);
      return {
        offers: eligible,
        quotes: await quoteHousehold(client, eligible, DEFAULT_HOUSEHOLD, request.signal),
      };
    });
    // <Await> shows a failure; a page left before it renders must not leave the rejection unhandled.
    catalogue.catch(() => undefined);
    return { catalogue, rating: await loadRatingSummary(http(), request.signal) };
  };
}

export const homeLoader = createHomeLoader();
