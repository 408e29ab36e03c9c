import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Clock } from '../../clock.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';

const clock: Clock = { now: () => new Date('2026-03-15T10:00:00+01:00') };
const KEY = 'comparateur-cle-secrete-4f1d2c3b5a6e7f80';

const GRAPHQL_OFFERS = /* GraphQL */ `
  {
    offers {
      id
      energy
      kind
      name
      shortDescription
      prices {
        electricityOptions { option kwhPrices { band millicentsPerKwh } subscriptions { kva monthlyCents } }
        gasClasses { usageClass subscriptionCentsPerYear kwhPricesByZone { zone millicentsPerKwh } }
      }
    }
  }
`;

interface Summary {
  type: string;
  id: string;
  name: string;
  shortDescription: string;
  kind: string;
}
/** The offers the site sells (the products list also carries services). */
const offersOf = (products: Summary[]) => products.filter((product) => product.type === 'offer');

interface RestPrices {
  energy: 'electricity' | 'gas';
  options?: {
    option: string;
    kwhPrices: { band: string; millicentsPerKwh: number }[];
    subscriptions: { kva: number; monthlyCents: number }[];
  }[];
  classes?: {
    usageClass: string;
    subscriptionCentsPerYear: number;
    kwhPricesByZone: { zone: number; millicentsPerKwh: number }[];
  }[];
}
interface GraphqlOffer {
  id: string;
  energy: string;
  kind: string;
  name: string;
  shortDescription: string;
  prices: {
    electricityOptions: NonNullable<RestPrices['options']>;
    gasClasses: NonNullable<RestPrices['classes']>;
  } | null;
}

/** The amounts of a price grid, whichever API gave it, in one comparable shape. */
function grid(prices: RestPrices | null | undefined) {
  if (!prices) return null;
  return {
    options: (prices.options ?? []).map((option) => ({
      option: option.option,
      kwh: option.kwhPrices.map(({ band, millicentsPerKwh }) => ({ band, millicentsPerKwh })),
      subscriptions: option.subscriptions.map(({ kva, monthlyCents }) => ({ kva, monthlyCents })),
    })),
    classes: (prices.classes ?? []).map((usage) => ({
      usageClass: usage.usageClass,
      subscriptionCentsPerYear: usage.subscriptionCentsPerYear,
      zones: usage.kwhPricesByZone.map(({ zone, millicentsPerKwh }) => ({ zone, millicentsPerKwh })),
    })),
  };
}

/**
 * One catalogue everywhere (issue 17): the REST catalogue that the home page, /offres and the pre-contract
 * information read, the comparators' GraphQL API, and the quote that the pre-contract price table and the
 * contract document print give each offer the same name, promise and prices.
 */
describe('one catalogue on every server channel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { GRAPHQL_API_KEYS: [KEY] } });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json().data;
  };

  it('the REST catalogue and /graphql/api give the same offers, names, promises and price grids', async () => {
    const summaries = offersOf(await get('/api/v2/products'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql/api',
      payload: { query: GRAPHQL_OFFERS },
      headers: { 'x-api-key': KEY },
    });
    expect(response.statusCode).toBe(200);
    const graphqlOffers: GraphqlOffer[] = response.json().data.offers;

    expect(summaries.length).toBeGreaterThan(0);
    // The comparators also see the regulated references (TRV, CRE reference price) the site does not sell.
    expect(graphqlOffers.map((offer) => offer.id)).toEqual(
      expect.arrayContaining(summaries.map((offer) => offer.id)),
    );
    for (const summary of summaries) {
      const detail = await get(`/api/v2/products/detail/${summary.id}`);
      const viaGraphql = graphqlOffers.find((offer) => offer.id === summary.id);
      expect(detail.name, summary.id).toBe(summary.name);
      expect(detail.shortDescription, summary.id).toBe(summary.shortDescription);
      expect(viaGraphql?.name, summary.id).toBe(summary.name);
      expect(viaGraphql?.shortDescription, summary.id).toBe(summary.shortDescription);
      expect(viaGraphql?.kind, summary.id).toBe(summary.kind);
      const graphqlGrid = viaGraphql?.prices
        ? grid({
            energy: detail.energy,
            options: viaGraphql.prices.electricityOptions,
            classes: viaGraphql.prices.gasClasses,
          })
        : null;
      expect(graphqlGrid, summary.id).toEqual(grid(detail.prices));
    }
  });

  it('the quote printed in the pre-contract information and the contract names and prices each electricity offer as the catalogue does', async () => {
    const summaries = offersOf(await get('/api/v2/products?energy=electricity'));
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) {
      const detail = await get(`/api/v2/products/detail/${summary.id}`);
      const base = (detail.prices as RestPrices | null)?.options?.find((option) => option.option === 'BASE');
      const subscription = base?.subscriptions.find((line) => line.kva === 6);
      const kwh = base?.kwhPrices.find((line) => line.band === 'base');
      expect(subscription, summary.id).toBeDefined();
      expect(kwh, summary.id).toBeDefined();

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v3/pricing-engine/cart-prices',
        payload: {
          offerId: summary.id,
          energy: 'electricity',
          kva: 6,
          option: 'BASE',
          consumption: { baseKwh: 2_500 },
        },
      });
      expect(response.statusCode, summary.id).toBe(200);
      const quote = response.json().data;
      expect(quote.offerName, summary.id).toBe(summary.name);
      expect(quote.monthlySubscriptionCents, summary.id).toBe(subscription?.monthlyCents);
      expect(quote.kwhPrices, summary.id).toEqual({ base: kwh?.millicentsPerKwh });
    }
  });
});
