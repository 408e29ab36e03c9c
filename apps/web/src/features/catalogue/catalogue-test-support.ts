import { vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { envelope, fakeApi } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import type { OfferDetail, OfferSummary } from './catalogue-api';

const offer = (id: string, energy: 'electricity' | 'gas', name: string): OfferSummary => ({
  type: 'offer',
  id,
  energy,
  energyLabel: energy === 'gas' ? 'Gaz' : 'Électricité',
  kind: 'fixed',
  kindLabel: 'Prix fixe',
  name,
  shortDescription: `Description de ${name}`,
});
export const OFFERS = [
  offer('elec-fixe', 'electricity', 'Électricité Fixe'),
  offer('elec-vert', 'electricity', 'Électricité Verte'),
  offer('gaz-fixe', 'gas', 'Gaz Fixe'),
];
export const ELECTRICITY_PRICES: OfferDetail['prices'] = {
  energy: 'electricity',
  options: [
    {
      option: 'BASE',
      label: 'Base',
      kwhPrices: [{ band: 'base', label: 'kWh', millicentsPerKwh: 18740, formatted: '' }],
      subscriptions: [
        { kva: 6, monthlyCents: 1547, formatted: '' },
        { kva: 3, monthlyCents: 1173, formatted: '' },
      ],
    },
    {
      option: 'HPHC',
      label: 'HP/HC',
      kwhPrices: [
        { band: 'hp', label: 'HP', millicentsPerKwh: 20810, formatted: '' },
        { band: 'hc', label: 'HC', millicentsPerKwh: 16350, formatted: '' },
      ],
      subscriptions: [{ kva: 6, monthlyCents: 1574, formatted: '' }],
    },
  ],
};
export const GAS_PRICES: OfferDetail['prices'] = {
  energy: 'gas',
  classes: [
    {
      usageClass: 'B1',
      label: 'Chauffage',
      subscriptionCentsPerYear: 34390,
      formatted: '',
      kwhPricesByZone: [{ zone: 1, millicentsPerKwh: 10192, formatted: '' }],
    },
  ],
};

/** The fake server's kWh prices (Base): each offer's, and the regulated tariff's, in millicents. */
export const KWH_PRICES: Record<string, number> = {
  'elec-fixe': 18_740,
  'elec-vert': 20_100,
  regulated: 19_520,
};
const SUBSCRIPTION_CENTS = 1_547;

/** A quote as `cart-prices` answers it, for the fields the screens read (6 kVA subscription at any power). */
export function fakeQuote(offerId: string, kva: number, baseKwh: number) {
  const yearly = (millicents: number) => 12 * SUBSCRIPTION_CENTS + Math.round((baseKwh * millicents) / 1_000);
  const annualTotalCents = yearly(KWH_PRICES[offerId] ?? 0);
  const regulatedAnnualTotalCents = yearly(KWH_PRICES.regulated ?? 0);
  return {
    offerId,
    energy: 'electricity',
    kva,
    option: 'BASE',
    annualKwh: baseKwh,
    monthlySubscriptionCents: SUBSCRIPTION_CENTS,
    kwhPrices: { base: KWH_PRICES[offerId] },
    annualTotalCents,
    regulatedAnnualTotalCents,
    differenceVsRegulatedCents: annualTotalCents - regulatedAnnualTotalCents,
  };
}

/** The catalogue and the eligibility rules of the demo: nothing but the fixed electricity offer in Corsica… reversed. */
export function offersApi() {
  return fakeApi({
    'GET /api/v2/products': ({ url }) => ({
      body: envelope(
        OFFERS.filter(
          (item) => !url.searchParams.get('energy') || item.energy === url.searchParams.get('energy'),
        ),
      ),
    }),
    'GET /api/v2/products/detail/elec-fixe': { body: envelope({ ...OFFERS[0], prices: ELECTRICITY_PRICES }) },
    'GET /api/v2/products/detail/elec-vert': { body: envelope({ ...OFFERS[1], prices: ELECTRICITY_PRICES }) },
    'GET /api/v2/products/detail/gaz-fixe': { body: envelope({ ...OFFERS[2], prices: GAS_PRICES }) },
    'GET /api/node/v1/sfdc/insee': ({ url }) => ({
      body:
        url.searchParams.get('zipCode') === '20000'
          ? [{ city: 'Ajaccio', insee: '2A004' }]
          : url.searchParams.get('zipCode') === '99999'
            ? []
            : [{ city: 'Paris 11e Arrondissement', insee: '75111' }],
    }),
    'POST /api/v3/pricing-engine/cart-prices': ({ body }) => {
      const { offerId, kva, consumption } = body as {
        offerId: string;
        kva: number;
        consumption: { baseKwh: number };
      };
      return { body: envelope(fakeQuote(offerId, kva, consumption.baseKwh)) };
    },
    // Corsica: no gas, and no fixed electricity.
    'POST /api/v2/eligibility': ({ body }) => {
      const { context, targets } = body as {
        context: { postalCode?: string };
        targets: { type: string; id: string }[];
      };
      const isCorsica = context.postalCode?.startsWith('20') ?? false;
      return {
        body: envelope(
          targets.map((target) => ({
            target,
            eligible: !(isCorsica && (target.id === 'elec-fixe' || target.id === 'gaz-fixe')),
            reasons: [],
          })),
        ),
      };
    },
  });
}

/** Renders `path` against the fake catalogue. */
export function renderOffers(path: string) {
  const api = offersApi();
  vi.stubGlobal('fetch', api.fetch);
  return { api, ...renderRoute(path, { http: createHttpClient({ fetch: api.fetch }) }) };
}
