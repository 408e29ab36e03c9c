import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
type Cookies = Record<string, string>;

const THERMOSTAT_BY_RELAY = {
  sku: 'GDS-THERMO-CO',
  quantity: 2,
  deliveryOption: 'relay',
  relayPointId: 'UPS-FR-75011-01',
};
const ASSISTANCE = { sku: 'SRV-ASSIST-DEP', quantity: 1 };

function sessionCookies(response: { cookies: Array<{ name: string; value: string }> }): Cookies {
  const value = response.cookies.find((cookie) => cookie.name === SESSION_COOKIES.webApp)?.value;
  if (!value) throw new Error('no session cookie');
  return { [SESSION_COOKIES.webApp]: value };
}

describe('cart', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedCatalogue(t.database.db);
    app = t.app;
  });
  afterAll(() => t.close());

  const simpleCart = (products: unknown, cookies: Cookies = {}) =>
    app.inject({ method: 'POST', url: '/api/v3/cart/simple-cart', cookies, payload: { products } });
  const webCart = (cookies: Cookies = {}) => app.inject({ url: '/api/v2/cart/web-cart', cookies });
  const errorsOf = (response: { json(): { errors: Array<{ field?: string; message: string }> } }) =>
    response.json().errors.map((error) => [error.field, error.message]);

  it('creates the session’s cart, prices it, and gives it back on web-cart', async () => {
    const created = await simpleCart([THERMOSTAT_BY_RELAY, ASSISTANCE]);
    expect(created.statusCode, created.body).toBe(200);
    const cookies = sessionCookies(created);
    const cart = created.json().data;
    expect(cart).toMatchObject({ status: 'open', version: 1, deliveryPending: false });
    expect(
      cart.lines.map((line: { sku: string; totalCents: number }) => [line.sku, line.totalCents]),
    ).toEqual([
      ['GDS-THERMO-CO', 25_800],
      ['SRV-ASSIST-DEP', 490],
    ]);
    expect(cart.totals).toEqual({
      oneOffCents: 25_800,
      deliveryCents: 390,
      monthlyCents: 490,
      yearlyCents: 0,
      firstYearCents: 25_800 + 390 + 12 * 490,
    });
    expect(cart.delivery).toMatchObject({
      mode: 'relay',
      relayPoint: { id: 'UPS-FR-75011-01', name: 'Tabac Presse de la Roquette' },
    });
    expect(cart.lines[0].salesforceId).toBe('01t5J000001ThErQAK');

    const read = await webCart(cookies);
    expect(read.json().data).toEqual(cart);
    const replaced = await simpleCart([{ sku: 'GDS-PRISE-CO', quantity: 1 }], cookies);
    expect(replaced.json().data).toMatchObject({ version: 2, deliveryPending: true, delivery: null });
    expect(replaced.json().data.totals.firstYearCents).toBe(2_490);
  });

  it('answers an empty cart to a visitor without one, without opening a session', async () => {
    const response = await webCart();
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    expect(response.json().data).toMatchObject({ id: null, lines: [], totals: { firstYearCents: 0 } });
  });

  it('keeps each session’s cart to itself', async () => {
    const mine = sessionCookies(await simpleCart([ASSISTANCE]));
    const theirs = sessionCookies(await simpleCart([{ sku: 'GDS-PRISE-CO', quantity: 3 }]));
    expect((await webCart(mine)).json().data.lines.map((l: { sku: string }) => l.sku)).toEqual([
      'SRV-ASSIST-DEP',
    ]);
    expect((await webCart(theirs)).json().data.lines.map((l: { sku: string }) => l.sku)).toEqual([
      'GDS-PRISE-CO',
    ]);
  });

  it('holds quantity limits: 1 to 5 per good, a service once, 10 products at most, each once', async () => {
    expect(errorsOf(await simpleCart([{ sku: 'GDS-PRISE-CO', quantity: 6 }]))).toEqual([
      ['products.0.quantity', '5 exemplaires au plus par produit'],
    ]);
    expect(errorsOf(await simpleCart([{ sku: 'GDS-PRISE-CO', quantity: 0 }]))).toEqual([
      ['products.0.quantity', 'La quantité doit être d’au moins 1'],
    ]);
    expect(errorsOf(await simpleCart([{ sku: 'GDS-PRISE-CO', quantity: 1.5 }]))).toEqual([
      ['products.0.quantity', 'La quantité doit être un nombre entier'],
    ]);
    expect(errorsOf(await simpleCart([{ sku: 'GDS-PRISE-CO', quantity: 5 }]))).toEqual([]);
    const twice = await simpleCart([{ sku: 'SRV-ASSIST-DEP', quantity: 2 }]);
    expect(twice.statusCode).toBe(400);
    expect(errorsOf(twice)).toEqual([
      ['products.0.quantity', 'Le service « Assistance dépannage » se souscrit une seule fois.'],
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ sku: `SKU-${i}`, quantity: 1 }));
    expect(errorsOf(await simpleCart(eleven))).toEqual([
      ['products', 'Votre panier compte 10 produits différents au plus'],
    ]);
    expect(errorsOf(await simpleCart([ASSISTANCE, ASSISTANCE]))).toEqual([
      ['products.1.sku', 'Ce produit figure déjà dans le panier : modifiez plutôt sa quantité'],
    ]);
  });

  it('refuses bad products and deliveries with their French message and field, writing nothing', async () => {
    const cookies = sessionCookies(await simpleCart([ASSISTANCE]));
    const cases: Array<[unknown, string, string]> = [
      [[{ sku: '', quantity: 1 }], 'products.0.sku', 'Indiquez la référence du produit'],
      [[{ quantity: 1 }], 'products.0.sku', 'Indiquez la référence du produit'],
      [
        [{ sku: 'INCONNU', quantity: 1 }],
        'products.0.sku',
        'Le produit « INCONNU » n’existe pas ou n’est plus proposé.',
      ],
      [
        [{ sku: 'GDS-PRISE-CO', quantity: 1, deliveryOption: 'drone' }],
        'products.0.deliveryOption',
        'Mode de livraison inconnu',
      ],
      [
        [{ sku: 'SRV-ASSIST-DEP', quantity: 1, deliveryOption: 'home' }],
        'products.0.deliveryOption',
        'Le produit « Assistance dépannage » n’est pas livré : il n’y a pas de mode de livraison à choisir.',
      ],
      [
        [{ sku: 'GDS-PRISE-CO', quantity: 1, deliveryOption: 'relay' }],
        'products.0.relayPointId',
        'Choisissez le point relais UPS où retirer « Prise connectée ».',
      ],
      [
        [{ sku: 'GDS-PRISE-CO', quantity: 1, deliveryOption: 'relay', relayPointId: 'UPS-FR-00000-99' }],
        'products.0.relayPointId',
        'Ce point relais UPS n’existe pas ou n’est plus proposé.',
      ],
      [
        [THERMOSTAT_BY_RELAY, { sku: 'GDS-PRISE-CO', quantity: 1, deliveryOption: 'home' }],
        'products.1.deliveryOption',
        'Les équipements sont livrés ensemble : choisissez le même mode de livraison (et le même point relais) pour tous.',
      ],
      ['tout', 'products', 'Indiquez la liste des produits'],
    ];
    for (const [products, field, message] of cases) {
      const response = await simpleCart(products, cookies);
      expect(response.statusCode, JSON.stringify(products)).toBe(400);
      expect(errorsOf(response)).toEqual([[field, message]]);
    }
    expect((await webCart(cookies)).json().data).toMatchObject({
      version: 1,
      lines: [{ sku: 'SRV-ASSIST-DEP' }],
    });
  });

  it('saves a cart only whole: not found without one, empty refused, each good’s delivery required', async () => {
    const save = (cookies: Cookies, payload: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: '/api/v3/cart/save', cookies, payload });
    const none = await save({});
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].message).toBe('Panier introuvable.');

    const emptied = sessionCookies(await simpleCart([]));
    expect((await save(emptied)).json().errors[0]).toEqual({
      code: 'CART_EMPTY',
      message: 'Votre panier est vide.',
    });

    const cookies = sessionCookies(await simpleCart([{ sku: 'GDS-THERMO-CO', quantity: 1 }]));
    const undelivered = await save(cookies);
    expect(undelivered.statusCode).toBe(400);
    expect(errorsOf(undelivered)).toEqual([
      ['products.0.deliveryOption', 'Choisissez le mode de livraison de « Thermostat connecté ».'],
    ]);
    await simpleCart([{ sku: 'GDS-THERMO-CO', quantity: 1, deliveryOption: 'home' }], cookies);
    const saved = await save(cookies);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      status: 'saved',
      savedAt: '2026-11-22T10:00:00.000Z',
      orderId: null,
      totals: { oneOffCents: 12_900, deliveryCents: 690 },
    });
  });

  it('saves a cart into a draft of the session, and not into someone else’s', async () => {
    const cookies = sessionCookies(await simpleCart([ASSISTANCE]));
    const order = await app.inject({ method: 'POST', url: '/api/v2/order', cookies, payload: {} });
    const orderId = order.json().data.id as string;
    const stranger = sessionCookies(await simpleCart([ASSISTANCE]));
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/v3/cart/save',
      cookies: stranger,
      payload: { orderId },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].message).toBe('Commande introuvable.');

    const saved = await app.inject({
      method: 'POST',
      url: '/api/v3/cart/save',
      cookies,
      payload: { orderId },
    });
    expect(saved.json().data.orderId).toBe(orderId);
    const summary = await app.inject({
      method: 'POST',
      url: '/api/v3/add-products-to-command-and-select',
      cookies,
      payload: { orderId, products: [{ sku: 'GDS-PRISE-CO', quantity: 1, deliveryOption: 'home' }] },
    });
    expect(summary.json().data.addOns.lines.map((l: { sku: string }) => l.sku)).toEqual([
      'SRV-ASSIST-DEP',
      'GDS-PRISE-CO',
    ]);
  });

  it('restarts: the cart is emptied, and a visitor without one gets an empty cart', async () => {
    const cookies = sessionCookies(await simpleCart([ASSISTANCE]));
    const restarted = await app.inject({ method: 'POST', url: '/api/node/v1/cart/restart', cookies });
    expect(restarted.statusCode).toBe(200);
    expect(restarted.json().data).toMatchObject({ id: null, lines: [] });
    expect((await webCart(cookies)).json().data).toMatchObject({ id: null, lines: [] });
    const anonymous = await app.inject({ method: 'POST', url: '/api/node/v1/cart/restart' });
    expect(anonymous.json().data.lines).toEqual([]);
  });

  describe('add-products-to-command-and-select', () => {
    const newOrder = async () => {
      const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
      return { id: created.json().data.id as string, cookies: sessionCookies(created) };
    };
    const addProducts = (order: { id: string; cookies: Cookies }, products: unknown, orderId = order.id) =>
      app.inject({
        method: 'POST',
        url: '/api/v3/add-products-to-command-and-select',
        cookies: order.cookies,
        payload: { orderId, products },
      });
    const saveStep = (order: { id: string; cookies: Cookies }, step: string, data: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/session/save-point',
        cookies: order.cookies,
        payload: { orderId: order.id, step, data },
      });

    it('attaches add-ons to the order, and its price summary includes them', async () => {
      const order = await newOrder();
      await saveStep(order, 'housing', VALID_STEPS.housing);
      await saveStep(order, 'deliveryPoint', VALID_STEPS.deliveryPoint);
      const situation = await saveStep(order, 'situation', {
        ...VALID_STEPS.situation,
        consumption: { baseKwh: 2_400 },
      });
      expect(situation.statusCode, situation.body).toBe(200);
      const added = await addProducts(order, [THERMOSTAT_BY_RELAY, ASSISTANCE]);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data.orderId).toBe(order.id);
      expect(added.json().data.addOns.totals.firstYearCents).toBe(25_800 + 390 + 12 * 490);

      // Selecting again changes that product's line, and keeps the others.
      const changed = await addProducts(order, [{ ...THERMOSTAT_BY_RELAY, quantity: 1 }]);
      expect(
        changed.json().data.addOns.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity]),
      ).toEqual([
        ['SRV-ASSIST-DEP', 1],
        ['GDS-THERMO-CO', 1],
      ]);

      const summary = await app.inject({
        method: 'POST',
        url: '/api/v3/pricing-engine/cart-config-from-command',
        cookies: order.cookies,
        payload: { orderId: order.id },
      });
      expect(summary.statusCode, summary.body).toBe(200);
      const { prices, addOns, firstYearTotalCents } = summary.json().data;
      expect(addOns.totals.firstYearCents).toBe(12_900 + 390 + 12 * 490);
      expect(firstYearTotalCents).toBe(prices.annualTotalCents + 12_900 + 390 + 12 * 490);
    });

    it('refuses a product of another energy than the order’s, and requires each good’s delivery', async () => {
      const order = await newOrder();
      await saveStep(order, 'situation', VALID_STEPS.situation);
      const boiler = await addProducts(order, [{ sku: 'SRV-ENT-CHAUD', quantity: 1 }]);
      expect(boiler.statusCode).toBe(400);
      expect(errorsOf(boiler)).toEqual([
        [
          'products.0.sku',
          'Le produit « Entretien chaudière » n’est pas proposé avec une offre d’électricité.',
        ],
      ]);
      expect(errorsOf(await addProducts(order, [{ sku: 'GDS-PRISE-CO', quantity: 1 }]))).toEqual([
        ['products.0.deliveryOption', 'Choisissez le mode de livraison de « Prise connectée ».'],
      ]);
      expect(errorsOf(await addProducts(order, []))).toEqual([
        ['products', 'Choisissez au moins un produit'],
      ]);
      const summary = await app.inject({
        method: 'POST',
        url: '/api/v3/pricing-engine/cart-config-from-command',
        cookies: order.cookies,
        payload: { orderId: order.id },
      });
      expect(summary.json().data?.addOns ?? null).toBeNull();
    });

    it('reports a delivery conflict with a product chosen before on the new product', async () => {
      const order = await newOrder();
      await addProducts(order, [THERMOSTAT_BY_RELAY]);
      expect(
        errorsOf(await addProducts(order, [{ sku: 'GDS-PRISE-CO', quantity: 1, deliveryOption: 'home' }])),
      ).toEqual([
        [
          'products.0.deliveryOption',
          'Les équipements sont livrés ensemble : choisissez le même mode de livraison (et le même point relais) pour tous.',
        ],
      ]);
    });

    it('answers 404 for someone else’s order or none, and 409 once the order is no longer a draft', async () => {
      const order = await newOrder();
      const stranger = await newOrder();
      const foreign = await addProducts(stranger, [ASSISTANCE], order.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().errors[0].message).toBe('Commande introuvable.');
      expect((await addProducts(order, [ASSISTANCE], 'pas-un-uuid')).statusCode).toBe(404);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/v3/add-products-to-command-and-select',
        payload: { orderId: order.id, products: [ASSISTANCE] },
      });
      expect(anonymous.statusCode).toBe(404);
      const missingOrder = await app.inject({
        method: 'POST',
        url: '/api/v3/add-products-to-command-and-select',
        cookies: order.cookies,
        payload: { products: [ASSISTANCE] },
      });
      expect(errorsOf(missingOrder)).toEqual([['orderId', 'Indiquez la commande']]);

      await app.inject({
        method: 'POST',
        url: '/api/v3/abandon-from-web',
        cookies: order.cookies,
        payload: { orderId: order.id, reason: 'Trop cher' },
      });
      const cancelled = await addProducts(order, [ASSISTANCE]);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().errors[0].message).toBe('Cette commande n’est plus modifiable.');
    });
  });
});
