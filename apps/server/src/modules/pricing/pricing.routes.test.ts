import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Clock } from '../../clock.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { createCatalogueRepository } from '../catalogue/catalogue.repository.js';
import { createCatalogueService } from '../catalogue/catalogue.service.js';
import { createPricingService } from './pricing.service.js';

const clock: Clock = { now: () => new Date('2026-03-15T10:00:00+01:00') };
const INTERNAL_KEY = 'cle-interne-de-test-0123456789abcdef';

/** 60 m² flat, 2 occupants, gas heating and hot water, electric cooking. */
const gasFlat = {
  housingType: 'flat',
  surfaceM2: 60,
  occupants: 2,
  heatingEnergy: 'gas',
  hotWaterEnergy: 'gas',
  cookingEnergy: 'electricity',
} as const;

describe('pricing calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock, config: { INTERNAL_API_KEY: INTERNAL_KEY } });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const cartPrices = (payload: unknown) => post('/api/v3/pricing-engine/cart-prices', payload);

  describe('POST /api/v3/pricing-engine/cart-prices and /api/v2/sfdc/cart-prices', () => {
    it('TRV Base 6 kVA, 2,500 kWh: 185.64 € + 488.00 € = 673.64 €, 57 € a month, same as the reference', async () => {
      const body = {
        offerId: 'elec-trv',
        energy: 'electricity',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_500 },
      };
      const response = await cartPrices(body);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        offerId: 'elec-trv',
        offerName: 'Tarif réglementé de vente (TRV) électricité',
        date: '2026-03-15',
        kva: 6,
        monthlySubscriptionCents: 1547,
        annualSubscriptionCents: 18_564,
        annualEnergyCents: 48_800,
        annualTotalCents: 67_364,
        recommendedMonthlyPaymentCents: 5_700,
        regulatedAnnualTotalCents: 67_364,
        differenceVsRegulatedCents: 0,
      });
      expect(response.json().data.lines).toContain('Total annuel estimé TTC : 673,64\u00A0€');
      const v2 = await post('/api/v2/sfdc/cart-prices', body);
      expect(v2.body).toBe(response.body);
    });

    it('TRV HP/HC 9 kVA, 10,000 kWh at 60/40 → 2,140.32 €, 179 € a month', async () => {
      const response = await cartPrices({
        offerId: 'elec-trv',
        energy: 'electricity',
        kva: 9,
        option: 'HPHC',
        consumption: { hpKwh: 6_000, hcKwh: 4_000 },
        date: '2025-09-01',
      });
      expect(response.json().data).toMatchObject({
        date: '2025-09-01',
        annualTotalCents: 214_032,
        recommendedMonthlyPaymentCents: 17_900,
        kwhPrices: { hp: 20_810, hc: 16_350 },
      });
    });

    it('gas B1 zone 1, 12,000 kWh on the CRE reference → 1,566.94 €', async () => {
      const response = await cartPrices({
        offerId: 'gaz-reference',
        energy: 'gas',
        gas: { annualKwh: 12_000, zone: 1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        gasUsageClass: 'B1',
        gasZone: 1,
        annualTotalCents: 156_694,
        recommendedMonthlyPaymentCents: 13_100,
        differenceVsRegulatedCents: 0,
      });
    });

    it('the indexed offer takes 8 % off the TRV kWh: 2,500 × 0.17958 € = 448.95 € → 634.59 €, saving 39.05 €', async () => {
      const response = await cartPrices({
        offerId: 'elec-indexe',
        energy: 'electricity',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_500 },
      });
      expect(response.json().data).toMatchObject({
        annualTotalCents: 63_459,
        recommendedMonthlyPaymentCents: 5_300,
        differenceVsRegulatedCents: -3_905,
      });
    });

    it('applies a promo effect through the same engine', async () => {
      const response = await cartPrices({
        offerId: 'elec-trv',
        energy: 'electricity',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_500 },
        promo: { kind: 'freeSubscriptionMonths', months: 2, label: 'Bienvenue' },
      });
      expect(response.json().data).toMatchObject({ promoDiscountCents: 3_094, annualTotalCents: 64_270 });
    });

    it('prices electricity and gas together (energy: dual)', async () => {
      const response = await cartPrices({
        energy: 'dual',
        electricity: { offerId: 'elec-trv', kva: 6, option: 'BASE', consumption: { baseKwh: 2_500 } },
        gas: { offerId: 'gaz-reference', gas: { annualKwh: 12_000, zone: 1 } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        energy: 'dual',
        electricity: { annualTotalCents: 67_364 },
        gas: { annualTotalCents: 156_694 },
        annualTotalCents: 224_058,
        recommendedMonthlyPaymentCents: 18_800,
        differenceVsRegulatedCents: 0,
      });
    });

    it('answers 37 kVA with 400 POWER_OUT_OF_RANGE and its French message', async () => {
      const response = await cartPrices({
        offerId: 'elec-fixe',
        energy: 'electricity',
        kva: 37,
        option: 'BASE',
        consumption: { baseKwh: 2_500 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'POWER_OUT_OF_RANGE',
            message:
              'La puissance souscrite doit être comprise entre 0 et 36\u00A0kVA. Au-delà, contactez-nous.',
          },
        ],
        notifications: [],
        data: null,
      });
    });

    it('answers a gas consumption above 150,000 kWh with 400 GAS_CONSUMPTION_OUT_OF_RANGE', async () => {
      const response = await cartPrices({
        offerId: 'gaz-fixe',
        energy: 'gas',
        gas: { annualKwh: 150_001, zone: 2 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          code: 'GAS_CONSUMPTION_OUT_OF_RANGE',
          message:
            'La consommation de gaz doit être comprise entre 0 et 150\u202F000\u00A0kWh par an. Au-delà, contactez-nous.',
        },
      ]);
    });

    it('answers other domain failures with their code: HP/HC without a split, an offer of the other energy', async () => {
      const split = await cartPrices({
        offerId: 'elec-fixe',
        energy: 'electricity',
        kva: 6,
        option: 'HPHC',
        consumption: { baseKwh: 2_500 },
      });
      expect(split.statusCode).toBe(400);
      expect(split.json().errors[0].code).toBe('CONSUMPTION_SPLIT_REQUIRED');
      const mismatch = await cartPrices({
        offerId: 'gaz-fixe',
        energy: 'electricity',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 1 },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors[0]).toEqual({
        code: 'ENERGY_MISMATCH',
        message: 'L’offre « Gaz Fixe » ne concerne pas cette énergie.',
      });
      const dualMismatch = await cartPrices({
        energy: 'dual',
        electricity: { offerId: 'gaz-fixe', kva: 6, option: 'BASE', consumption: { baseKwh: 1 } },
        gas: { offerId: 'gaz-fixe', gas: { annualKwh: 1, zone: 1 } },
      });
      expect(dualMismatch.json().errors[0].code).toBe('ENERGY_MISMATCH');
    });

    it('answers a date without prices with NO_PRICE_AT_DATE', async () => {
      const response = await cartPrices({
        offerId: 'gaz-fixe',
        energy: 'gas',
        gas: { annualKwh: 12_000, zone: 1 },
        date: '2025-12-31',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        code: 'NO_PRICE_AT_DATE',
        message: 'L’offre « Gaz Fixe » n’a pas de prix en vigueur le 31/12/2025.',
      });
    });

    it('answers an unknown offer with a French 404', async () => {
      const response = await cartPrices({
        offerId: 'elec-inconnue',
        energy: 'gas',
        gas: { annualKwh: 1, zone: 1 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual([
        {
          code: 'OFFER_NOT_FOUND',
          message: 'L’offre « elec-inconnue » n’existe pas ou n’est plus proposée.',
        },
      ]);
    });

    it('refuses malformed bodies field by field, in French', async () => {
      const noEnergy = await cartPrices({ offerId: 'elec-trv' });
      expect(noEnergy.statusCode).toBe(400);
      expect(noEnergy.json().errors).toEqual([
        {
          code: 'VALIDATION_ERROR',
          message: 'Indiquez l’énergie : electricity, gas ou dual (électricité et gaz)',
          field: 'energy',
        },
      ]);
      const badFields = await cartPrices({
        offerId: '',
        energy: 'gas',
        gas: { annualKwh: 12.5, zone: 7 },
        date: '2026-02-30',
      });
      expect(badFields.statusCode).toBe(400);
      expect(
        badFields.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
      ).toEqual([
        ['gas.annualKwh', 'Consommation invalide (kWh entiers attendus)'],
        ['gas.zone', 'La zone tarifaire gaz va de 1 à 6'],
        ['date', 'Date invalide'],
        ['offerId', 'Choisissez une offre'],
      ]);
      const notJson = await t.app.inject({
        method: 'POST',
        url: '/api/v3/pricing-engine/cart-prices',
        headers: { 'content-type': 'application/json' },
        payload: '{"offerId":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().errors[0].code).toBe('BAD_REQUEST');
    });
  });

  describe('POST /api/v3/get-simulation-results', () => {
    it('estimates, then quotes every market offer of each energy used, cheapest first, against the reference', async () => {
      const response = await post('/api/v3/get-simulation-results', { ...gasFlat, inseeCode: '75111' });
      expect(response.statusCode).toBe(200);
      const { data, notifications } = response.json();
      expect(notifications).toEqual([]);
      expect(data.date).toBe('2026-03-15');
      expect(data.estimate).toMatchObject({
        recommendedKva: 6,
        recommendedOption: 'BASE',
        electricity: { annualKwh: 1_700 },
        gas: { annualKwh: 7_600, usageClass: 'B1' },
      });
      expect(data.electricity).toMatchObject({ kva: 6, option: 'BASE', consumption: { baseKwh: 1_700 } });
      // 185.64 € + 1,700 kWh × (0.17958 | 0.1874 | 0.2010 €); the TRV: 185.64 + 331.84 = 517.48 €.
      expect(
        data.electricity.quotes.map(
          (q: { offerId: string; annualTotalCents: number; differenceVsRegulatedCents: number }) => [
            q.offerId,
            q.annualTotalCents,
            q.differenceVsRegulatedCents,
          ],
        ),
      ).toEqual([
        ['elec-indexe', 49_093, -2_655],
        ['elec-fixe', 50_422, -1_326],
        ['elec-vert', 52_734, 986],
      ]);
      // 343.90 € + 7,600 kWh × (0.0958 | 0.0989 €); the CRE reference: 343.90 + 774.59 = 1,118.49 €.
      expect(data.gas).toMatchObject({ annualKwh: 7_600, usageClass: 'B1', zone: 1, zoneIsDefault: false });
      expect(
        data.gas.quotes.map((q: { offerId: string; annualTotalCents: number }) => [
          q.offerId,
          q.annualTotalCents,
        ]),
      ).toEqual([
        ['gaz-indexe', 107_198],
        ['gaz-fixe', 109_554],
      ]);
      expect(data.gas.quotes[0].regulatedAnnualTotalCents).toBe(111_849);
      expect(data.excluded).toEqual([]);
    });

    it('without a commune, prices gas in the default zone and says so', async () => {
      const response = await post('/api/v3/get-simulation-results', gasFlat);
      expect(response.json().data.gas).toMatchObject({ zone: 3, zoneIsDefault: true });
      expect(response.json().notifications).toEqual([
        'Sans commune, les prix du gaz sont ceux de la zone 3 : indiquez votre commune pour un prix exact.',
      ]);
    });

    it('in Corsica, has no gas quotes and explains why', async () => {
      const response = await post('/api/v3/get-simulation-results', { ...gasFlat, inseeCode: '2A004' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.gas).toBeNull();
      expect(response.json().notifications).toEqual([
        'Le gaz naturel n’est pas distribué dans cette commune.',
      ]);
      expect(response.json().data.electricity.quotes).toHaveLength(3);
    });

    it('lists the offers it cannot price for the profile, with the reason', async () => {
      const response = await post('/api/v3/get-simulation-results', {
        ...gasFlat,
        inseeCode: '75111',
        date: '2025-12-15',
      });
      const { data } = response.json();
      expect(data.gas.quotes).toEqual([]);
      expect(data.excluded.map((e: { offerId: string; code: string }) => [e.offerId, e.code])).toEqual([
        ['gaz-fixe', 'NO_PRICE_AT_DATE'],
        ['gaz-indexe', 'NO_PRICE_AT_DATE'],
      ]);
    });

    it('refuses a malformed answer with French messages, and a power the estimator cannot reach', async () => {
      const response = await post('/api/v3/get-simulation-results', {
        ...gasFlat,
        surfaceM2: 5,
        inseeCode: '7511',
      });
      expect(response.statusCode).toBe(400);
      expect(
        response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
      ).toEqual([
        ['surfaceM2', 'La surface doit être d’au moins 9 m²'],
        ['inseeCode', 'Code INSEE invalide'],
      ]);
      const huge = await post('/api/v3/get-simulation-results', {
        housingType: 'house',
        surfaceM2: 1_000,
        occupants: 4,
        heatingEnergy: 'electricity',
        hotWaterEnergy: 'electricity',
        cookingEnergy: 'electricity',
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errors[0].code).toBe('POWER_OUT_OF_RANGE');
    });

    it('compares exactly the candidate offers it is given (the eligibility hook)', async () => {
      const catalogue = createCatalogueService({
        catalogueRepository: createCatalogueRepository(t.database.db),
        clock,
      });
      const pricing = createPricingService({ catalogue });
      const vert = (await catalogue.marketOffers('electricity')).filter((offer) => offer.id === 'elec-vert');
      const { simulation } = await pricing.simulate({ ...gasFlat, inseeCode: '75111' }, vert);
      expect(simulation.electricity.quotes.map((q) => q.offerId)).toEqual(['elec-vert']);
      expect(simulation.gas?.quotes).toEqual([]);
    });
  });

  describe('private calls', () => {
    const key = { 'x-internal-key': INTERNAL_KEY };

    it('run-simulation shares the public handler, behind X-Internal-Key', async () => {
      const body = { ...gasFlat, inseeCode: '75111' };
      const response = await post('/api/node/v1/private/run-simulation', body, key);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe((await post('/api/v3/get-simulation-results', body)).body);
    });

    it.each([
      ['/api/node/v1/private/run-simulation', gasFlat],
      ['/api/node/v1/private/cart/gen-context', {}],
      ['/api/node/v1/private/run-initialize', {}],
    ])('%s refuses a missing or wrong key with a French 403, before reading the body', async (url, body) => {
      const attempts: Array<Record<string, string>> = [
        {},
        { 'x-internal-key': `${INTERNAL_KEY}x` },
        { 'x-internal-key': '' },
      ];
      for (const headers of attempts) {
        const response = await post(url, body, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().errors).toEqual([
          { code: 'FORBIDDEN', message: 'Cet appel est réservé aux services internes de Voltaire.' },
        ]);
      }
      expect((await post(url, { bad: true }, {})).statusCode).toBe(403);
    });

    it('gen-context rounds the kVA up, derives the gas class and zone, and dates today', async () => {
      const response = await post(
        '/api/node/v1/private/cart/gen-context',
        {
          inseeCode: '69123',
          electricity: { kva: 7, option: 'HPHC', consumption: { hpKwh: 3_000, hcKwh: 2_000 } },
          gas: { annualKwh: 12_000 },
        },
        key,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        date: '2026-03-15',
        inseeCode: '69123',
        electricity: { kva: 9, option: 'HPHC', consumption: { hpKwh: 3_000, hcKwh: 2_000 } },
        gas: { annualKwh: 12_000, usageClass: 'B1', zone: 1, zoneIsDefault: false },
      });
      const partial = await post('/api/node/v1/private/cart/gen-context', { electricity: {} }, key);
      expect(partial.json().data).toEqual({
        date: '2026-03-15',
        inseeCode: null,
        electricity: { kva: null, option: 'BASE', consumption: null },
        gas: null,
      });
    });

    it('gen-context refuses 37 kVA, a gas use above 150,000 kWh and gas in Corsica', async () => {
      const power = await post('/api/node/v1/private/cart/gen-context', { electricity: { kva: 37 } }, key);
      expect(power.statusCode).toBe(400);
      expect(power.json().errors[0].code).toBe('POWER_OUT_OF_RANGE');
      const gas = await post('/api/node/v1/private/cart/gen-context', { gas: { annualKwh: 200_000 } }, key);
      expect(gas.json().errors[0].code).toBe('GAS_CONSUMPTION_OUT_OF_RANGE');
      const corsica = await post(
        '/api/node/v1/private/cart/gen-context',
        { inseeCode: '2B033', gas: { annualKwh: 5_000 } },
        key,
      );
      expect(corsica.json().errors[0]).toEqual({
        code: 'GAS_NETWORK_UNAVAILABLE',
        message: 'Le gaz naturel n’est pas distribué dans cette commune.',
      });
    });

    it('run-initialize gives the offers and the choices of a simulation', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/node/v1/private/run-initialize',
        headers: key,
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.offers.map((offer: { id: string }) => offer.id)).toEqual([
        'elec-trv',
        'elec-fixe',
        'elec-indexe',
        'elec-vert',
        'gaz-reference',
        'gaz-fixe',
        'gaz-indexe',
      ]);
      expect(data.subscribedPowers).toEqual({
        BASE: [3, 6, 9, 12, 15, 18, 24, 30, 36],
        HPHC: [6, 9, 12, 15, 18, 24, 30, 36],
      });
      expect(data.pricingOptions).toEqual([
        { value: 'BASE', label: 'Base' },
        { value: 'HPHC', label: 'Heures pleines / Heures creuses' },
      ]);
      expect(data.housingTypes).toEqual([
        { value: 'flat', label: 'Appartement' },
        { value: 'house', label: 'Maison' },
      ]);
      expect(data.usageEnergies.map((choice: { value: string }) => choice.value)).toEqual([
        'electricity',
        'gas',
        'other',
      ]);
      expect(data.gasZones).toEqual([1, 2, 3, 4, 5, 6]);
      expect(data.date).toBe('2026-03-15');
    });
  });

  it('private calls are all refused when no internal key is configured', async () => {
    const bare = await createTestApp({ clock });
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/node/v1/private/run-initialize',
        headers: { 'x-internal-key': INTERNAL_KEY },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
