import { STEP_DRAFT_TOO_LARGE } from '@voltaire/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { orders } from './orders.tables.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
type Order = { id: string; cookies: Record<string, string> };

async function newOrder(app: FastifyInstance): Promise<Order> {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
  const cookie = created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
  return { id: created.json().data.id as string, cookies: { [SESSION_COOKIES.webApp]: cookie } };
}

describe('PUT /api/node/v1/subscription/order/:id/drafts/:step, the step in progress kept on the order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const keep = (order: Order, step: string, payload: unknown, cookies = order.cookies) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/node/v1/subscription/order/${order.id}/drafts/${step}`,
      cookies,
      payload: payload as object,
    });
  const load = async (order: Order) =>
    (await t.app.inject({ method: 'GET', url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json()
      .data;

  it('keeps what was typed for the order’s owner, without the IBAN nor any consent, until the step is saved', async () => {
    const order = await newOrder(t.app);
    const typed = {
      address: { fullAddress: '12 Rue de la Roquette 75011 Paris', consentFindPoint: true },
      housingType: 'flat',
    };
    const kept = await keep(order, 'housing', { values: typed });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toEqual({ step: 'housing' });
    expect(
      (await keep(order, 'payment', { values: { iban: 'FR7630006000011234567890189', debitDay: 5 } }))
        .statusCode,
    ).toBe(200);
    expect((await load(order)).journey.drafts).toEqual({
      housing: { address: { fullAddress: '12 Rue de la Roquette 75011 Paris' }, housingType: 'flat' },
      payment: { debitDay: 5 },
    });
    // Nowhere in the database is the IBAN in clear.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(JSON.stringify(row?.journey)).not.toContain('1234567890189');

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/save-point',
      cookies: order.cookies,
      payload: { orderId: order.id, step: 'housing', data: VALID_STEPS.housing },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await load(order)).journey.drafts).toEqual({ payment: { debitDay: 5 } });
  });

  it('answers someone else exactly as for a missing order (404)', async () => {
    const order = await newOrder(t.app);
    const stranger = await newOrder(t.app);
    const response = await keep(order, 'holder', { values: { firstName: 'Camille' } }, stranger.cookies);
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBe('Commande introuvable.');
    expect((await load(order)).journey.drafts).toBeUndefined();
  });

  it('refuses a bad draft with a French 400, never a 5xx', async () => {
    const order = await newOrder(t.app);
    const tooLarge = await keep(order, 'holder', { values: { firstName: 'x'.repeat(9_000) } });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors[0].message).toBe(STEP_DRAFT_TOO_LARGE);
    const notAnObject = await keep(order, 'holder', { values: ['Camille'] });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().errors[0].message).toBe('Le brouillon doit être un objet de champs.');
    const unknownStep = await keep(order, 'cuisine', { values: {} });
    expect(unknownStep.statusCode).toBe(400);
    expect(unknownStep.json().errors[0].message).toBe('Étape du parcours inconnue');
    const noBody = await t.app.inject({
      method: 'PUT',
      url: `/api/node/v1/subscription/order/${order.id}/drafts/holder`,
      cookies: order.cookies,
      headers: { 'content-type': 'application/json' },
      payload: '{"values":',
    });
    expect(noBody.statusCode).toBe(400);
  });
});
