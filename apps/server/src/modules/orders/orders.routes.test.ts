import { PromoCodeSchema } from '@voltaire/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { interventions } from '../delivery-points/delivery-points.tables.js';
import { createPromoService } from '../promo/promo.service.js';
import { pinCodes } from '../promo/promo.tables.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

async function newOrder(app: FastifyInstance, remoteAddress = '10.5.0.1') {
  const created = await app.inject({ method: 'POST', url: '/api/v2/order', payload: {}, remoteAddress });
  const cookie = created.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
  return { id: created.json().data.id as string, cookies: { [SESSION_COOKIES.webApp]: cookie }, created };
}

describe('orders along the journey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedCatalogue(t.database.db);
    const promo = createPromoService({ db: t.database.db, clock });
    const base = {
      effect: { kind: 'percentOnKwh', percent: 10 },
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    };
    await promo.savePromo(PromoCodeSchema.parse({ ...base, code: 'BIENVENUE', label: '10 % sur le kWh' }));
    await promo.savePromo(
      PromoCodeSchema.parse({
        ...base,
        code: 'ETE2025',
        label: 'Été',
        validFrom: '2025-06-01',
        validTo: '2025-08-31',
      }),
    );
    await promo.savePromo(
      PromoCodeSchema.parse({ ...base, code: 'COMPTEURS', label: 'Épuisé', globalLimit: 1 }),
    );
    await promo.savePromo(
      PromoCodeSchema.parse({ ...base, code: 'GAZONLY', label: 'Gaz', offerIds: ['gaz-fixe'] }),
    );
    await t.database.db.insert(pinCodes).values({
      code: '4821',
      campaign: 'PARTENAIRES-2026',
      label: 'Partenaires',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
  });
  afterAll(() => t.close());

  const save = (order: { id: string; cookies: Record<string, string> }, step: string, data: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/session/save-point',
      cookies: order.cookies,
      payload: { orderId: order.id, step, data },
    });
  const completeJourney = async (
    order: { id: string; cookies: Record<string, string> },
    pdl = '12345678901234',
  ) => {
    for (const [step, data] of Object.entries(VALID_STEPS)) {
      const payload =
        step === 'deliveryPoint' ? { ...data, point: { energy: 'electricity', id: pdl } } : data;
      const response = await save(order, step, payload);
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  it('creates a draft owned by the visitor’s session, and hides it from anyone else (404)', async () => {
    const order = await newOrder(t.app);
    expect(order.created.statusCode).toBe(201);
    expect(order.created.json().data).toMatchObject({
      status: 'draft',
      completedSteps: [],
      reference: expect.stringMatching(/^VOL-2026-/),
    });
    expect(
      (await t.app.inject({ url: `/api/v2/load-command/${order.id}`, cookies: order.cookies })).statusCode,
    ).toBe(200);
    const stranger = await newOrder(t.app);
    const foreign = await t.app.inject({ url: `/api/v3/command/${order.id}`, cookies: stranger.cookies });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].message).toBe('Commande introuvable.');
    expect(
      (await t.app.inject({ url: '/api/v3/command/not-a-uuid', cookies: order.cookies })).statusCode,
    ).toBe(404);
  });

  it('validates each step with its French rules and keeps nothing of a refused step', async () => {
    const order = await newOrder(t.app);
    const refused = await save(order, 'housing', {
      address: { ...VALID_STEPS.housing.address, zipCode: '7501', oneLineSearchValid: false },
    });
    expect(refused.statusCode).toBe(400);
    const messages = refused
      .json()
      .errors.map((error: { field: string; message: string }) => [error.field, error.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['address.zipCode', 'Code postal invalide.'],
        ['address.oneLineSearchValid', 'Votre adresse n’a pas pu être trouvée'],
      ]),
    );
    expect(
      (await t.app.inject({ url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json().data
        .completedSteps,
    ).toEqual([]);
    expect((await save(order, 'housing', VALID_STEPS.housing)).json().data.completedSteps).toEqual([
      'housing',
    ]);
    expect(
      (
        await save(order, 'payment', { ...VALID_STEPS.payment, iban: 'FR76 3000 6000 0112 3456 7890 188' })
      ).json().errors[0].message,
    ).toBe('IBAN invalide');
  });

  it('keeps every step when several are saved at once (two tabs), each write on the latest version', async () => {
    const order = await newOrder(t.app);
    const steps = ['housing', 'deliveryPoint', 'situation', 'payment', 'summary'] as const;
    const answers = await Promise.all(steps.map((step) => save(order, step, VALID_STEPS[step])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const stored = (await t.app.inject({ url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json()
      .data;
    expect([...stored.completedSteps].sort()).toEqual([...steps].sort());
    expect(stored.version).toBe(1 + steps.length);
  });

  it('stores the IBAN encrypted and only ever shows it masked, with a SEPA mandate reference', async () => {
    const order = await newOrder(t.app);
    const saved = await save(order, 'payment', VALID_STEPS.payment);
    const payment = saved.json().data.journey.payment;
    expect(payment.ibanMasked).toBe('FR76 •••• •••• •••• •••• •••• 189');
    expect(payment.mandateReference).toMatch(/^VOLT-VOL2026/);
    expect(saved.body).not.toContain('3000 6000');
    expect(saved.body).not.toContain('30006000');
    expect(saved.body).not.toContain('ibanSealed');
    const { orders } = await import('./orders.tables.js');
    const [row] = await t.database.db.select().from(orders);
    expect(JSON.stringify(row)).not.toContain('30006000011234567890189');
  });

  it('goes to signing only once complete, then can no longer be edited; a second order on the same PDL is refused', async () => {
    const order = await newOrder(t.app);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/v3/command/push/${order.id}`,
      cookies: order.cookies,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].message).toBe(
      'Toutes les étapes doivent être complétées avant la signature.',
    );
    await completeJourney(order, '11111111111111');
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/v3/command/push/${order.id}`,
      cookies: order.cookies,
    });
    expect(pushed.json().data.status).toBe('submitted');
    expect((await save(order, 'summary', VALID_STEPS.summary)).json().errors[0].code).toBe('ORDER_LOCKED');

    const neighbour = await newOrder(t.app);
    await completeJourney(neighbour, '11111111111111');
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/v3/command/push/${neighbour.id}`,
      cookies: neighbour.cookies,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].message).toBe(
      'Une souscription est déjà en cours pour ce point de livraison. Vérifiez le numéro de votre compteur ou contactez-nous.',
    );
  });

  it('books the chosen technician visit on submission, refuses the same half-day twice, frees it on cancellation', async () => {
    const appointment = { date: '2026-12-02', period: 'morning', label: '08h00–12h00' };
    const withVisit = async (pdl: string) => {
      const order = await newOrder(t.app);
      await completeJourney(order, pdl);
      const situation = await save(order, 'situation', { ...VALID_STEPS.situation, appointment });
      expect(situation.statusCode, situation.body).toBe(200);
      // The summary's rules depend on the situation: saved again after it.
      expect((await save(order, 'summary', VALID_STEPS.summary)).statusCode).toBe(200);
      return order;
    };
    const push = (order: { id: string; cookies: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: `/api/v3/command/push/${order.id}`, cookies: order.cookies });
    const visits = () =>
      t.database.db.select().from(interventions).where(eq(interventions.date, '2026-12-02'));

    const first = await withVisit('22222222222201');
    expect((await push(first)).statusCode).toBe(200);
    expect(await visits()).toMatchObject([
      {
        id: first.id,
        citycode: '75111',
        period: 'morning',
        status: 'planned',
        deliveryPointId: '22222222222201',
      },
    ]);

    const second = await withVisit('22222222222202');
    const taken = await push(second);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toEqual({
      code: 'APPOINTMENT_TAKEN',
      message:
        'Le créneau de rendez-vous choisi n’est plus disponible. Choisissez-en un autre à l’étape « Offre ».',
    });
    expect(
      (await t.app.inject({ url: `/api/v3/command/${second.id}`, cookies: second.cookies })).json().data
        .status,
    ).toBe('draft');

    const stopped = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/stop-process',
      cookies: first.cookies,
      payload: { orderId: first.id, reason: 'Je change d’avis' },
    });
    expect(stopped.statusCode).toBe(200);
    expect((await visits()).map((visit) => visit.status)).toEqual(['cancelled']);
    expect((await push(second)).statusCode).toBe(200);
    expect((await visits()).map((visit) => [visit.id, visit.status]).sort()).toEqual(
      [
        [first.id, 'cancelled'],
        [second.id, 'planned'],
      ].sort(),
    );
  });

  it('a double click on « signer » sends the order once: the second push is refused by the state machine', async () => {
    const appointment = { date: '2026-12-03', period: 'afternoon', label: '13h00–17h00' };
    const order = await newOrder(t.app);
    await completeJourney(order, '33333333333301');
    expect((await save(order, 'situation', { ...VALID_STEPS.situation, appointment })).statusCode).toBe(200);
    expect((await save(order, 'summary', VALID_STEPS.summary)).statusCode).toBe(200);
    const push = () =>
      t.app.inject({ method: 'POST', url: `/api/v3/command/push/${order.id}`, cookies: order.cookies });
    const answers = await Promise.all([push(), push()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().errors[0]).toEqual({
      code: 'FORBIDDEN_TRANSITION',
      message: 'Seule une commande en brouillon peut être envoyée à la signature.',
    });
    const booked = await t.database.db.select().from(interventions).where(eq(interventions.id, order.id));
    expect(booked.map((visit) => visit.status)).toEqual(['planned']);
  });

  it('stops a journey with a reason; a cancelled order cannot be cancelled again', async () => {
    const order = await newOrder(t.app);
    const stop = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        cookies: order.cookies,
        payload: { orderId: order.id, reason: 'Trop cher' },
      });
    expect((await stop('/api/node/v1/subscription/stop-process')).json().data.status).toBe('cancelled');
    const again = await stop('/api/v3/abandon-from-web');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('FORBIDDEN_TRANSITION');
    const noReason = await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/stop',
      cookies: order.cookies,
      payload: { orderId: order.id, reason: ' ' },
    });
    expect(noReason.json().errors[0].message).toBe('Indiquez un motif');
  });

  it('applies a promo code, each refusal with its own French message, and releases it on cancellation', async () => {
    const order = await newOrder(t.app, '10.5.1.1');
    await save(order, 'situation', VALID_STEPS.situation);
    const apply = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/add-code-promo',
        cookies: order.cookies,
        payload: { orderId: order.id, code },
        remoteAddress: '10.5.1.1',
      });
    expect((await apply('bienvenue')).json().data.promoCode).toBe('BIENVENUE');
    for (const [code, message] of [
      ['INCONNU', 'Ce code promo n’existe pas. Vérifiez votre saisie.'],
      ['ETE2025', 'Ce code promo a expiré.'],
      ['GAZONLY', 'Ce code promo ne s’applique pas à l’offre choisie.'],
    ]) {
      const refused = await apply(code as string);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].message).toBe(message);
    }
    const other = await newOrder(t.app, '10.5.1.2');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v2/add-code-promo',
      cookies: other.cookies,
      payload: { orderId: other.id, code: 'COMPTEURS' },
    });
    expect(first.statusCode).toBe(200);
    const exhausted = await apply('COMPTEURS');
    expect(exhausted.json().errors[0].message).toBe(
      'Ce code promo a atteint son nombre maximal d’utilisations.',
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/stop',
      cookies: other.cookies,
      payload: { orderId: other.id, reason: 'Annulée' },
    });
    expect((await apply('COMPTEURS')).statusCode).toBe(200);
  });

  it('checks a code without using it', async () => {
    const valid = await t.app.inject({
      url: '/api/v2/is-code-promo-valid/BIENVENUE',
      remoteAddress: '10.5.2.1',
    });
    expect(valid.json().data).toEqual({ valid: true, code: 'BIENVENUE', message: '10 % sur le kWh' });
    const expired = await t.app.inject({
      url: '/api/v2/is-code-promo-valid/ETE2025',
      remoteAddress: '10.5.2.1',
    });
    expect(expired.json().data).toEqual({
      valid: false,
      code: 'PROMO_EXPIRED',
      message: 'Ce code promo a expiré.',
    });
  });

  it('answers 429 after 10 invalid codes in 10 minutes from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await t.app.inject({ url: `/api/v2/is-code-promo-valid/FAUX${i}`, remoteAddress: '10.5.3.1' }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await t.app.inject({
      url: '/api/v2/is-code-promo-valid/BIENVENUE',
      remoteAddress: '10.5.3.1',
    });
    expect(blocked.json().errors[0].message).toBe(
      'Trop de codes invalides. Réessayez dans quelques minutes.',
    );
  });

  it('attaches a campaign from a pin code, and refuses an unknown or malformed one', async () => {
    const order = await newOrder(t.app, '10.5.4.1');
    const pin = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/add-code-pin',
        cookies: order.cookies,
        payload: { orderId: order.id, pin: value },
        remoteAddress: '10.5.4.1',
      });
    expect((await pin('4821')).json().data.campaign).toBe('PARTENAIRES-2026');
    expect((await pin('0000')).json().errors[0]).toEqual({
      code: 'PIN_UNKNOWN',
      message: 'Ce code PIN n’est pas reconnu.',
    });
    expect((await pin('48a1')).statusCode).toBe(400);
  });
});

describe('POST /api/v3/pricing-engine/cart-config-from-command', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  it('builds the cart configuration from the order and prices it; an order without offer gets a French 400', async () => {
    const order = await newOrder(t.app, '10.6.0.1');
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/pricing-engine/cart-config-from-command',
        cookies: order.cookies,
        payload: { orderId: order.id },
      });
    const early = await call();
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].message).toBe('Choisissez d’abord une offre.');
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/session/save-point',
      cookies: order.cookies,
      payload: {
        orderId: order.id,
        step: 'situation',
        data: { ...VALID_STEPS.situation, offerId: 'elec-fixe', consumption: { baseKwh: 2_500 } },
      },
    });
    const response = await call();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.config).toMatchObject({
      offerId: 'elec-fixe',
      energy: 'electricity',
      kva: 6,
      option: 'BASE',
    });
    // Priced by the server from the catalogue: the same as the pricing engine's own quote.
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/v3/pricing-engine/cart-prices',
      payload: {
        offerId: 'elec-fixe',
        energy: 'electricity',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_500 },
      },
    });
    expect(response.json().data.prices.annualTotalCents).toBe(quoted.json().data.annualTotalCents);
    const stranger = await newOrder(t.app, '10.6.0.2');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v3/pricing-engine/cart-config-from-command',
      cookies: stranger.cookies,
      payload: { orderId: order.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('deducts the order’s promo code and adds the express connection fee', async () => {
    await createPromoService({ db: t.database.db, clock }).savePromo(
      PromoCodeSchema.parse({
        code: 'MOINS50',
        label: '50 € offerts',
        effect: { kind: 'fixedAmount', cents: 5_000 },
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      }),
    );
    const order = await newOrder(t.app, '10.6.0.3');
    const save = (step: string, data: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/session/save-point',
        cookies: order.cookies,
        payload: { orderId: order.id, step, data },
      });
    expect(
      (
        await save('situation', {
          ...VALID_STEPS.situation,
          kind: 'connection',
          offerId: 'elec-fixe',
          consumption: { baseKwh: 2_500 },
          express: true,
          startDate: '2026-11-24',
        })
      ).statusCode,
    ).toBe(200);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v2/add-code-promo',
      cookies: order.cookies,
      payload: { orderId: order.id, code: 'moins50' },
    });
    expect(applied.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/pricing-engine/cart-config-from-command',
      cookies: order.cookies,
      payload: { orderId: order.id },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.config.promo).toEqual({ kind: 'fixedAmount', cents: 5_000, label: 'MOINS50' });
    expect(data.expressFeeCents).toBe(4_500);
    // 50 € off the year's energy, then 45 € for the express connection.
    const full = data.prices.annualSubscriptionCents + data.prices.annualEnergyCents;
    expect(data.prices.promoDiscountCents).toBe(5_000);
    expect(data.prices.annualTotalCents).toBe(full - 5_000);
    expect(data.firstYearTotalCents).toBe(full - 5_000 + 4_500);
  });
});
