import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/seed-demo-data.js';
import { SESSION_COOKIES } from './session-cookies.js';

let now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
type Cookies = Record<string, string>;

/**
 * A customer's session that was reset (`session/raz`) or has expired owns nothing any more: every order,
 * cart, resume and signing route answers the old cookie as it would a stranger.
 */
describe('an ended customer session gives access to nothing it owned', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let points = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    app = t.app;
    await seedDemoData(t.database.db, clock);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookies: Cookies, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, cookies, headers });

  /** A customer with a submitted order (holder, masked IBAN) and a cart. */
  const customerWithOrder = async () => {
    const created = await post('/api/v2/order', {}, {});
    const cookies = {
      [SESSION_COOKIES.webApp]: created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value ?? '',
    };
    const orderId: string = created.json().data.id;
    const steps = {
      ...VALID_STEPS,
      deliveryPoint: {
        mode: 'confirmed',
        point: { energy: 'electricity', id: `6660000000${String(++points).padStart(4, '0')}` },
        confirmedMine: true,
      },
    };
    for (const [step, data] of Object.entries(steps)) {
      expect((await post('/api/v2/session/save-point', { orderId, step, data }, cookies)).statusCode).toBe(
        200,
      );
    }
    const cart = await post(
      '/api/v3/cart/simple-cart',
      { products: [{ sku: 'SRV-ASSIST-DEP', quantity: 1 }] },
      cookies,
    );
    expect(cart.statusCode, cart.body).toBe(200);
    return { orderId, cookies };
  };

  /** Every route that reads or writes what the session owned, and what a stranger gets from it. */
  const probe = async (orderId: string, cookies: Cookies) => {
    const key = { 'idempotency-key': `k-${Math.random()}` };
    const calls = [
      app.inject({ url: `/api/v3/command/${orderId}`, cookies }),
      app.inject({ url: `/api/v2/load-command/${orderId}`, cookies }),
      post('/api/v2/session/save-point', { orderId, step: 'summary', data: VALID_STEPS.summary }, cookies),
      post('/api/v3/pricing-engine/cart-config-from-command', { orderId }, cookies),
      post('/api/v2/add-code-promo', { orderId, code: 'BIENVENUE' }, cookies),
      post('/api/node/v1/subscription/stop-process', { orderId, reason: 'Test' }, cookies),
      post(
        '/api/node/v1/subscription/save-for-later',
        { orderId, email: 'jeanne.dupont@example.fr' },
        cookies,
        key,
      ),
      post('/api/node/v1/subscription/get-sign-url', { orderId }, cookies),
      app.inject({ url: `/api/node/v1/signing/${orderId}`, cookies }),
      app.inject({ url: `/api/node/v1/signing/${orderId}/document.pdf`, cookies }),
      post(`/api/node/v1/signing/${orderId}/send-code`, { channel: 'email' }, cookies),
      app.inject({ url: `/api/v2/converted/${orderId}`, cookies }),
    ];
    const answers = await Promise.all(calls);
    const cart = await app.inject({ url: '/api/v2/cart/web-cart', cookies });
    const draft = await app.inject({ url: '/api/v3/get-command-draft-id', cookies });
    return {
      statuses: answers.map((answer) => answer.statusCode),
      bodies: answers.map((answer) => answer.body).join('\n'),
      cartLines: cart.json().data?.lines?.length ?? 0,
      draft: draft.json().data.orderId,
    };
  };

  it('before the reset, the owner reads the order and its cart', async () => {
    const { orderId, cookies } = await customerWithOrder();
    const order = await app.inject({ url: `/api/v3/command/${orderId}`, cookies });
    expect(order.statusCode).toBe(200);
    expect(order.json().data.journey.payment.ibanMasked).toMatch(/189$/);
    expect((await app.inject({ url: '/api/v2/cart/web-cart', cookies })).json().data.lines).toHaveLength(1);
  });

  it('after session/raz, the old cookie reads and writes nothing', async () => {
    const { orderId, cookies } = await customerWithOrder();
    expect((await post('/api/node/v1/session/raz', {}, cookies)).statusCode).toBe(200);
    const after = await probe(orderId, cookies);
    for (const status of after.statuses) expect([400, 404]).toContain(status);
    expect(after.statuses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(10);
    expect(after.bodies).not.toContain('Dupont');
    expect(after.bodies).not.toContain('189');
    expect(after.cartLines).toBe(0);
    expect(after.draft).toBeNull();
  });

  it('after the 30-day expiry, likewise', async () => {
    const { orderId, cookies } = await customerWithOrder();
    const before = now;
    now = new Date(now.getTime() + 31 * 86_400_000);
    try {
      const after = await probe(orderId, cookies);
      for (const status of after.statuses) expect([400, 404]).toContain(status);
      expect(after.bodies).not.toContain('Dupont');
      expect(after.cartLines).toBe(0);
    } finally {
      now = before;
    }
  });
});
