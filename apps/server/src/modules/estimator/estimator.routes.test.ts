import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const gasFlat = {
  housingType: 'flat',
  surfaceM2: 60,
  occupants: 2,
  heatingEnergy: 'gas',
  hotWaterEnergy: 'gas',
  cookingEnergy: 'electricity',
} as const;

describe('static estimator calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  describe('POST /api/node/v1/static/calculette', () => {
    it('estimates the yearly kWh, the gas class, the power and the option, and explains it in French', async () => {
      const response = await post('/api/node/v1/static/calculette', gasFlat);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        input: gasFlat,
        electricity: { annualKwh: 1_700 },
        gas: {
          annualKwh: 7_600,
          usageClass: 'B1',
          breakdown: { heating: 5_700, hotWater: 1_900, cooking: 0 },
        },
        recommendedKva: 6,
        recommendedOption: 'BASE',
      });
      expect(data.explanation).toContain(
        'Chauffage au gaz : 60\u00A0m² × 95\u00A0kWh/m²/an = 5\u202F700\u00A0kWh',
      );
      expect(data.explanation.at(-1)).toBe('Puissance conseillée : 6\u00A0kVA en option Base');
    });

    it('refuses a malformed answer field by field, in French', async () => {
      const response = await post('/api/node/v1/static/calculette', {
        ...gasFlat,
        housingType: 'castle',
        occupants: 0,
        heatingEnergy: undefined,
      });
      expect(response.statusCode).toBe(400);
      expect(
        response.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
      ).toEqual([
        ['housingType', 'Choisissez un type de logement'],
        ['occupants', 'Le logement compte au moins 1 occupant'],
        ['heatingEnergy', 'Choisissez l’énergie de chauffage'],
      ]);
    });

    it('answers a power beyond 36 kVA with POWER_OUT_OF_RANGE', async () => {
      const response = await post('/api/node/v1/static/calculette', {
        housingType: 'house',
        surfaceM2: 1_000,
        occupants: 4,
        heatingEnergy: 'electricity',
        hotWaterEnergy: 'electricity',
        cookingEnergy: 'electricity',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          code: 'POWER_OUT_OF_RANGE',
          message:
            'La puissance souscrite doit être comprise entre 0 et 36\u00A0kVA. Au-delà, contactez-nous.',
        },
      ]);
    });
  });

  describe('POST /api/node/v1/static/reevaluate-elec-car-profil', () => {
    it('adds the home charging, moves to HP/HC and raises the power one step', async () => {
      const response = await post('/api/node/v1/static/reevaluate-elec-car-profil', {
        ...gasFlat,
        car: { yearlyKm: 12_000, homeChargingShare: 1 },
      });
      expect(response.statusCode).toBe(200);
      const { before, estimate } = response.json().data;
      expect(before).toMatchObject({
        recommendedKva: 6,
        recommendedOption: 'BASE',
        electricity: { annualKwh: 1_700 },
      });
      expect(estimate).toMatchObject({
        recommendedKva: 9,
        recommendedOption: 'HPHC',
        electricity: { annualKwh: 3_800, hpKwh: 1_800, hcKwh: 2_000, breakdown: { electricCar: 2_040 } },
      });
      expect(estimate.input.electricCar).toEqual({ yearlyKm: 12_000, homeChargingShare: 1 });
    });

    it('removes the car with car: null', async () => {
      const { data } = (
        await post('/api/node/v1/static/reevaluate-elec-car-profil', { ...gasFlat, car: null })
      ).json();
      expect(data.estimate).toEqual(data.before);
    });

    it('refuses a missing car or impossible figures in French', async () => {
      const missing = await post('/api/node/v1/static/reevaluate-elec-car-profil', gasFlat);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0].field).toBe('car');
      const wrong = await post('/api/node/v1/static/reevaluate-elec-car-profil', {
        ...gasFlat,
        car: { yearlyKm: 300_000, homeChargingShare: 1.5 },
      });
      expect(wrong.json().errors.map((e: { message: string }) => e.message)).toEqual([
        'Kilométrage annuel trop élevé (200 000 km au plus)',
        'La part de recharge à domicile va de 0 à 100 %',
      ]);
    });
  });

  describe('GET /api/node/v1/static/cee-surface', () => {
    it.each([
      ['34', 50],
      ['35', 60],
      ['89,5', 80],
      ['130.99', 110],
      ['131', 120],
      ['1', 50],
    ])('%s m² → coefficient %s', async (surface, coefficient) => {
      const response = await t.app.inject({ url: `/api/node/v1/static/cee-surface?surface=${surface}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ surfaceM2: Number(surface.replace(',', '.')), coefficient });
    });

    it.each(['', 'abc', '-5', '0', '20000', '1e3'])('refuses the surface %j in French', async (surface) => {
      const response = await t.app.inject({ url: `/api/node/v1/static/cee-surface?surface=${surface}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          code: 'VALIDATION_ERROR',
          message: 'Indiquez une surface en m² comprise entre 1 et 10 000.',
          field: 'surface',
        },
      ]);
    });

    it('requires the surface', async () => {
      const response = await t.app.inject({ url: '/api/node/v1/static/cee-surface' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('surface');
    });
  });
});
