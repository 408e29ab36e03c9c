import { PromoCodeSchema } from '@voltaire/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { createPromoService } from '../src/modules/promo/promo.service.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { createTestDatabase, testConfig } from './test-app.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

/** Promo limits hold exactly under concurrency, across two app instances on one PostgreSQL. */
describe.runIf(process.env.TEST_DATABASE_URL)('promo code limits under concurrency', () => {
  const handles: Array<{ close(): Promise<void> }> = [];
  let apps: FastifyInstance[] = [];
  let promo: ReturnType<typeof createPromoService>;
  beforeAll(async () => {
    const first = await createTestDatabase();
    const second = await openDatabase({ databaseUrl: first.url as string });
    handles.push(second, first);
    apps = [
      await buildApp({ config: testConfig(), database: first, clock }),
      await buildApp({ config: testConfig(), database: second, clock }),
    ];
    promo = createPromoService({ db: first.db, clock });
    const base = {
      label: 'Test',
      effect: { kind: 'fixedAmount', cents: 3_000 },
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    };
    await promo.savePromo(
      PromoCodeSchema.parse({ ...base, code: 'DIXPLACES', globalLimit: 10, perCustomerLimit: null }),
    );
    await promo.savePromo(
      PromoCodeSchema.parse({ ...base, code: 'UNEFOIS', globalLimit: null, perCustomerLimit: 1 }),
    );
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
  });

  const newOrder = async (app: FastifyInstance) => {
    const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
    const cookie = created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
    return { id: created.json().data.id as string, cookies: { [SESSION_COOKIES.webApp]: cookie } };
  };
  const apply = (
    app: FastifyInstance,
    order: { id: string; cookies: Record<string, string> },
    code: string,
    index: number,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/add-code-promo',
      cookies: order.cookies,
      payload: { orderId: order.id, code },
      remoteAddress: `10.7.${Math.floor(index / 250)}.${index % 250}`,
    });

  it('a code limited to 10 uses: 200 concurrent redemptions through two instances → exactly 10', async () => {
    const orders = await Promise.all(
      Array.from({ length: 200 }, (_, i) => newOrder(apps[i % 2] as FastifyInstance)),
    );
    const responses = await Promise.all(
      orders.map((order, i) => apply(apps[(i + 1) % 2] as FastifyInstance, order, 'DIXPLACES', i)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(190);
    const refusals = new Set(
      responses.filter((r) => r.statusCode === 400).map((r) => r.json().errors[0].code),
    );
    expect(refusals).toEqual(new Set(['PROMO_EXHAUSTED']));
    expect(
      await createPromoService({ db: (handles[1] as unknown as { db: never }).db, clock }).uses('DIXPLACES'),
    ).toBe(10);
  }, 120_000);

  it('a per-customer limit of 1: 50 parallel attempts by one customer → exactly 1', async () => {
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, i) => newOrder(apps[i % 2] as FastifyInstance)),
    );
    for (const order of orders) {
      const saved = await (apps[0] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/v3/session/nextjs-save-point',
        cookies: order.cookies,
        payload: { orderId: order.id, step: 'holder', data: VALID_STEPS.holder },
      });
      expect(saved.statusCode).toBe(200);
    }
    const responses = await Promise.all(
      orders.map((order, i) => apply(apps[i % 2] as FastifyInstance, order, 'UNEFOIS', 1_000 + i)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refusals = new Set(
      responses.filter((r) => r.statusCode !== 200).map((r) => r.json().errors[0].code),
    );
    expect(refusals).toEqual(new Set(['PROMO_ALREADY_USED']));
  }, 120_000);
});
