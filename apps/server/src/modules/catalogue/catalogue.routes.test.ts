import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Clock } from '../../clock.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createCatalogueService } from './catalogue.service.js';
import { catalogueOffers } from './catalogue.tables.js';

const clock: Clock = { now: () => new Date('2026-03-15T10:00:00+01:00') };

describe('catalogue calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/v2/products and /api/node/v1/cart-engine/get-products', () => {
    it('list the market offers in catalogue order, then the add-ons; the references are not for sale', async () => {
      const response = await get('/api/v2/products');
      expect(response.statusCode).toBe(200);
      const items = response.json().data as Array<{ type: string; id: string }>;
      expect(items.map((item) => item.id)).toEqual([
        'elec-fixe',
        'elec-indexe',
        'elec-vert',
        'gaz-fixe',
        'gaz-indexe',
        'assistance-depannage',
        'entretien-chaudiere',
        'prise-connectee',
        'thermostat-connecte',
      ]);
      expect(items[0]).toMatchObject({
        type: 'offer',
        energy: 'electricity',
        energyLabel: 'Électricité',
        kind: 'fixed',
        kindLabel: 'Prix fixe',
        name: 'Électricité Fixe',
      });
      expect(items.find((item) => item.id === 'assistance-depannage')).toMatchObject({
        type: 'product',
        sku: 'SRV-ASSIST-DEP',
        salesforceId: '01t5J000001AsDpQAK',
        kind: 'service',
        priceCents: 490,
        billing: 'monthly',
        priceLabel: '4,90\u00A0€ par mois',
        deliverable: false,
      });
    });

    it('filter by energy and by type, the same on both paths', async () => {
      const gasOffers = await get('/api/node/v1/cart-engine/get-products?energy=gas&type=offer');
      expect(gasOffers.json().data.map((item: { id: string }) => item.id)).toEqual([
        'gaz-fixe',
        'gaz-indexe',
      ]);
      const electricityProducts = (await get('/api/v2/products?energy=electricity&type=product')).json().data;
      expect(electricityProducts.map((item: { id: string }) => item.id)).toEqual([
        'assistance-depannage',
        'prise-connectee',
        'thermostat-connecte',
      ]);
      expect((await get('/api/v2/products?energy=gas')).body).toBe(
        (await get('/api/node/v1/cart-engine/get-products?energy=gas')).body,
      );
    });

    it('refuses an unknown energy or type with French messages', async () => {
      const response = await get('/api/v2/products?energy=water&type=service');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { code: 'VALIDATION_ERROR', message: 'Énergie inconnue', field: 'energy' },
        {
          code: 'VALIDATION_ERROR',
          message: 'Type inconnu : offer (offres d’énergie) ou product (options)',
          field: 'type',
        },
      ]);
    });
  });

  describe('GET /api/v2/products/detail/:id and /api/node/v1/cart-engine/get-product-detail/:id', () => {
    it('give an offer with the grid in force today (injected clock), amounts formatted', async () => {
      const response = await get('/api/v2/products/detail/elec-trv');
      expect(response.statusCode).toBe(200);
      const { data, notifications } = response.json();
      expect(notifications).toEqual([]);
      expect(data).toMatchObject({
        type: 'offer',
        id: 'elec-trv',
        kind: 'regulated',
        kindLabel: 'Tarif réglementé',
      });
      expect(data.prices).toMatchObject({
        energy: 'electricity',
        date: '2026-03-15',
        validFrom: '2025-08-01',
        validTo: null,
        indexedDiscountPercent: null,
      });
      const base = data.prices.options[0];
      expect(base).toMatchObject({ option: 'BASE', label: 'Base' });
      expect(base.kwhPrices).toEqual([
        { band: 'base', label: 'Prix du kWh', millicentsPerKwh: 19_520, formatted: '0,1952\u00A0€' },
      ]);
      expect(base.subscriptions[1]).toEqual({ kva: 6, monthlyCents: 1547, formatted: '15,47\u00A0€' });
      const hphc = data.prices.options[1];
      expect(hphc.kwhPrices.map((price: { label: string }) => price.label)).toEqual([
        'Heures pleines',
        'Heures creuses',
      ]);
    });

    it('give an indexed offer the discounted reference prices', async () => {
      const { data } = (await get('/api/node/v1/cart-engine/get-product-detail/elec-indexe')).json();
      expect(data.prices.indexedDiscountPercent).toBe(8);
      expect(data.prices.options[0].kwhPrices[0]).toMatchObject({
        millicentsPerKwh: 17_958,
        formatted: '0,17958\u00A0€',
      });
    });

    it('give a gas offer its classes, with one kWh price per zone', async () => {
      const { data } = (await get('/api/v2/products/detail/gaz-reference')).json();
      const b1 = data.prices.classes.find((c: { usageClass: string }) => c.usageClass === 'B1');
      expect(b1).toMatchObject({
        label: 'B1 (chauffage)',
        subscriptionCentsPerYear: 34_390,
        formatted: '343,90\u00A0€',
      });
      expect(b1.kwhPricesByZone[0]).toEqual({
        zone: 1,
        millicentsPerKwh: 10_192,
        formatted: '0,10192\u00A0€',
      });
    });

    it('give a deliverable good its delivery options, and a service none', async () => {
      const good = (await get('/api/v2/products/detail/thermostat-connecte')).json().data;
      expect(good).toMatchObject({
        type: 'product',
        kind: 'good',
        priceLabel: '129,00\u00A0€',
        deliverable: true,
      });
      expect(good.deliveryOptions.map((option: { mode: string }) => option.mode)).toEqual(['relay', 'home']);
      const service = (await get('/api/node/v1/cart-engine/get-product-detail/entretien-chaudiere')).json()
        .data;
      expect(service).toMatchObject({
        billing: 'yearly',
        priceLabel: '139,00\u00A0€ par an',
        deliveryOptions: [],
      });
    });

    it('answer an unknown id with a French 404', async () => {
      for (const url of [
        '/api/v2/products/detail/inconnu',
        '/api/node/v1/cart-engine/get-product-detail/inconnu',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          errors: [
            {
              code: 'PRODUCT_NOT_FOUND',
              message: 'Le produit « inconnu » n’existe pas ou n’est plus proposé.',
            },
          ],
          notifications: [],
          data: null,
        });
      }
    });
  });

  it('an offer without prices on the day comes with prices null and the reason in notifications', async () => {
    const early = await createTestApp({ clock: { now: () => new Date('2025-12-01T12:00:00Z') } });
    try {
      await seedCatalogue(early.database.db);
      const response = await early.app.inject({ url: '/api/v2/products/detail/gaz-fixe' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.prices).toBeNull();
      expect(response.json().notifications).toEqual([
        'L’offre « Gaz Fixe » n’a pas de prix en vigueur le 01/12/2025.',
      ]);
    } finally {
      await early.close();
    }
  });

  it('GET /api/v2/boilers lists the boilers, filterable by fuel', async () => {
    const all = (await get('/api/v2/boilers')).json().data;
    expect(all).toHaveLength(8);
    expect(all[0]).toEqual({
      id: 'chaffoteaux-mira-c-green',
      brand: 'Chaffoteaux',
      model: 'Mira C Green',
      energy: 'gas',
      energyLabel: 'Gaz',
      eligibleForMaintenance: true,
    });
    const fuelOil = (await get('/api/v2/boilers?energy=fuelOil')).json().data;
    expect(
      fuelOil.map((boiler: { eligibleForMaintenance: boolean }) => boiler.eligibleForMaintenance),
    ).toEqual([false, false]);
    expect((await get('/api/v2/boilers?energy=wood')).statusCode).toBe(400);
  });

  it('GET /api/v2/livraison-prices gives the home and relay prices with their delays', async () => {
    const response = await get('/api/v2/livraison-prices');
    expect(response.json().data).toEqual([
      {
        mode: 'relay',
        label: 'Livraison en point relais UPS',
        priceCents: 390,
        priceLabel: '3,90\u00A0€',
        minWorkingDays: 3,
        maxWorkingDays: 5,
        delayLabel: '3 à 5\u00A0jours ouvrés',
      },
      {
        mode: 'home',
        label: 'Livraison à domicile',
        priceCents: 690,
        priceLabel: '6,90\u00A0€',
        minWorkingDays: 2,
        maxWorkingDays: 4,
        delayLabel: '2 à 4\u00A0jours ouvrés',
      },
    ]);
  });

  describe('GET /api/v2/points-relais-ups', () => {
    it('puts the relay points of the same département first', async () => {
      const response = await get('/api/v2/points-relais-ups?zipCode=75011');
      expect(response.statusCode).toBe(200);
      const points = response.json().data as Array<{
        city: string;
        zipCode: string;
        sameDepartment: boolean;
      }>;
      expect(points).toHaveLength(10);
      expect(points.slice(0, 3).map((p) => [p.zipCode, p.sameDepartment])).toEqual([
        ['75011', true],
        ['75011', true],
        ['75012', true],
      ]);
      expect(points[3]?.sameDepartment).toBe(false);
      expect(points[0]).toMatchObject({
        name: 'Pressing Oberkampf',
        address: '118 rue Oberkampf',
        city: 'Paris',
      });
    });

    it('tells Corse-du-Sud from Haute-Corse', async () => {
      const points = (await get('/api/v2/points-relais-ups?zipCode=20090')).json().data;
      expect(points[0]).toMatchObject({ city: 'Ajaccio', sameDepartment: true });
      expect(points[1]).toMatchObject({ city: 'Bastia', sameDepartment: false });
    });

    it.each(['', '7501', 'abcde'])('refuses the postal code %j in French', async (zipCode) => {
      const response = await get(`/api/v2/points-relais-ups?zipCode=${zipCode}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ field: 'zipCode' });
      expect(['Champ obligatoire', 'Code postal invalide.']).toContain(response.json().errors[0].message);
    });

    it('requires the postal code', async () => {
      const response = await get('/api/v2/points-relais-ups');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Champ obligatoire',
        field: 'zipCode',
      });
    });
  });

  describe('seed and writes', () => {
    it('seeding again changes nothing', async () => {
      const before = await t.database.db.select().from(catalogueOffers);
      await seedCatalogue(t.database.db);
      expect(await t.database.db.select().from(catalogueOffers)).toEqual(before);
      expect(before.map((row) => row.id).sort()).toEqual([
        'elec-fixe',
        'elec-indexe',
        'elec-trv',
        'elec-vert',
        'gaz-fixe',
        'gaz-indexe',
        'gaz-reference',
      ]);
    });

    it('validates an offer document with the domain schema before writing it', async () => {
      const repository = createCatalogueRepository(t.database.db);
      await expect(
        repository.saveOffer({
          offer: {
            id: 'elec-casse',
            name: 'Cassée',
            energy: 'electricity',
            kind: 'indexed',
            grids: [
              {
                validFrom: '2026-01-01',
                pricing: 'fixed',
                BASE: { subscriptionCentsPerMonthByKva: {}, kwhPrice: 1 },
              },
            ],
          },
          shortDescription: '',
          sortOrder: 99,
        }),
      ).rejects.toThrow('Une offre indexée n’a que des grilles indexées');
      const ids = (await t.database.db.select().from(catalogueOffers)).map((row) => row.id);
      expect(ids).not.toContain('elec-casse');
    });
  });

  it('dates "today" in Paris, turning at Paris midnight', async () => {
    let now = new Date('2026-03-15T22:59:59Z');
    const service = createCatalogueService({
      catalogueRepository: createCatalogueRepository(t.database.db),
      clock: { now: () => now },
    });
    expect(service.today()).toBe('2026-03-15');
    now = new Date('2026-03-15T23:00:00Z');
    expect(service.today()).toBe('2026-03-16');
    now = new Date('2026-07-01T21:59:59Z');
    expect(service.today()).toBe('2026-07-01');
    now = new Date('2026-07-01T22:00:00Z');
    expect(service.today()).toBe('2026-07-02');
  });

  it('describes the catalogue calls in OpenAPI', async () => {
    const spec = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/v2/products',
      '/api/node/v1/cart-engine/get-products',
      '/api/v2/products/detail/{id}',
      '/api/node/v1/cart-engine/get-product-detail/{id}',
      '/api/v2/boilers',
      '/api/v2/livraison-prices',
      '/api/v2/points-relais-ups',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    expect(Object.keys(spec.paths)).not.toContain('/graphql/api');
  });
});
