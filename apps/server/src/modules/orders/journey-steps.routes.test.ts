import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

// Sunday 22 November 2026: a switch starts on Thursday 10 December (JO+14) at the earliest.
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

async function newOrder(app: FastifyInstance) {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {} });
  const cookie = created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
  return { id: created.json().data.id as string, cookies: { [SESSION_COOKIES.webApp]: cookie } };
}

describe('the journey steps the web form sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const save = (order: { id: string; cookies: Record<string, string> }, step: string, data: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/session/nextjs-save-point',
      cookies: order.cookies,
      payload: { orderId: order.id, step, data },
    });

  it('an address typed by hand (« Je ne trouve pas mon adresse ») needs no suggestion, but the consent', async () => {
    const order = await newOrder(t.app);
    const { oneLineSearchValid: _found, fullAddress: _full, ...typed } = VALID_STEPS.housing.address;
    const saved = await save(order, 'housing', {
      addressMode: 'manual',
      address: typed,
      housingType: 'house',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.journey.housing).toMatchObject({ addressMode: 'manual', housingType: 'house' });
    const refused = await save(order, 'housing', {
      addressMode: 'manual',
      address: { ...typed, consentFindPoint: false },
    });
    expect(refused.json().errors).toEqual([
      {
        code: 'VALIDATION_ERROR',
        message: 'Votre accord est nécessaire pour rechercher votre point de livraison.',
        field: 'address.consentFindPoint',
      },
    ]);
  });

  it('« Je ne le connais pas » keeps the energy chosen', async () => {
    const order = await newOrder(t.app);
    const saved = await save(order, 'deliveryPoint', { mode: 'unknown', energy: 'gas' });
    expect(saved.json().data.journey.deliveryPoint).toEqual({ mode: 'unknown', energy: 'gas' });
  });

  it('refuses a start date before the earliest one and a power the option does not offer; keeps a technician’s slot', async () => {
    const order = await newOrder(t.app);
    const early = await save(order, 'situation', { ...VALID_STEPS.situation, startDate: '2026-12-09' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toContainEqual({
      code: 'VALIDATION_ERROR',
      message: 'La date de début doit être au plus tôt le 10/12/2026.',
      field: 'startDate',
    });
    const power = await save(order, 'situation', { ...VALID_STEPS.situation, kva: 3, option: 'HPHC' });
    expect(power.json().errors[0]).toMatchObject({ field: 'kva' });
    const appointment = { date: '2026-12-01', period: 'morning', label: '08h00–12h00' };
    const saved = await save(order, 'situation', {
      ...VALID_STEPS.situation,
      kind: 'connection',
      startDate: '2026-12-01',
      express: true,
      appointment,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.journey.situation).toMatchObject({ express: true, appointment });
  });

  it('keeps the proof of a marketing opt-in, and refuses an opt-in without one', async () => {
    const order = await newOrder(t.app);
    const proof = {
      wording: 'J’accepte de recevoir les offres par e-mail.',
      answeredAt: '2026-11-22T09:59:00.000Z',
    };
    const saved = await save(order, 'holder', {
      ...VALID_STEPS.holder,
      marketingOptIn: true,
      marketingOptInProof: proof,
    });
    expect(saved.json().data.journey.holder).toMatchObject({
      marketingOptIn: true,
      marketingOptInProof: proof,
    });
    const refused = await save(order, 'holder', { ...VALID_STEPS.holder, marketingOptIn: true });
    expect(refused.json().errors[0]).toMatchObject({ field: 'marketingOptInProof' });
  });
});
