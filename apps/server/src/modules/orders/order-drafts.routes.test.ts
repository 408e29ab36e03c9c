import { PromoCodeSchema } from '@voltaire/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { createPromoService, type PromoService } from '../promo/promo.service.js';
import { pinCodes } from '../promo/promo.tables.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

let now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };
type Cookies = Record<string, string>;
interface Order {
  id: string;
  cookies: Cookies;
}

function sessionCookies(response: { cookies: Array<{ name: string; value: string }> }): Cookies {
  const value = response.cookies.find((cookie) => cookie.name === SESSION_COOKIES.webApp)?.value;
  if (!value) throw new Error('no session cookie');
  return { [SESSION_COOKIES.webApp]: value };
}

describe('order drafts: the session’s draft, an offer chosen up front, a move-in, restart, campaign', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let promo: PromoService;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    app = t.app;
    await seedCatalogue(t.database.db);
    await seedDemoAccounts(t.database.db, clock);
    promo = createPromoService({ db: t.database.db, clock });
    await promo.savePromo(
      PromoCodeSchema.parse({
        code: 'RECOMMENCE',
        label: '10 % sur le kWh',
        effect: { kind: 'percentOnKwh', percent: 10 },
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      }),
    );
    await t.database.db.insert(pinCodes).values([
      {
        code: '7314',
        campaign: 'PARTENAIRES-2026',
        label: 'Partenaires',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      },
      {
        code: '2210',
        campaign: 'ETE-2025',
        label: 'Été 2025',
        validFrom: '2025-06-01',
        validTo: '2025-08-31',
      },
    ]);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookies: Cookies = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, cookies });
  const newOrder = async (cookies: Cookies = {}): Promise<Order> => {
    const created = await post('/api/node/v1/subscription/order', {}, cookies);
    expect(created.statusCode).toBe(201);
    return {
      id: created.json().data.id,
      cookies: created.cookies.length ? sessionCookies(created) : cookies,
    };
  };
  const load = (order: Order, cookies = order.cookies) =>
    app.inject({ url: `/api/v3/command/${order.id}`, cookies });
  const saveStep = (order: Order, step: string, data: unknown) =>
    post('/api/v2/session/save-point', { orderId: order.id, step, data }, order.cookies);
  const draftId = async (cookies: Cookies) =>
    (await app.inject({ url: '/api/v3/get-command-draft-id', cookies })).json().data.orderId;
  const errorsOf = (response: { json(): { errors: Array<{ field?: string; message: string }> } }) =>
    response.json().errors.map((error) => [error.field, error.message]);

  it('subscription/order creates a draft like /api/v2/order', async () => {
    const created = await post('/api/node/v1/subscription/order', { channel: 'web' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      status: 'draft',
      kind: 'subscription',
      channel: 'web',
      agentId: null,
      completedSteps: [],
    });
    expect((await post('/api/node/v1/subscription/order', { channel: 'pigeon' })).statusCode).toBe(400);
  });

  it('create-command-and-select with fromOrderId adds the other energy, reusing housing, holder and payment', async () => {
    const first = await newOrder();
    for (const [step, data] of Object.entries(VALID_STEPS)) {
      const payload =
        step === 'deliveryPoint' ? { ...data, point: { energy: 'electricity', id: '33333333333301' } } : data;
      expect((await saveStep(first, step, payload)).statusCode).toBe(200);
    }
    const select = (payload: object, cookies = first.cookies) =>
      post('/api/v3/create-command-and-select', payload, cookies);

    const early = await select({ offerId: 'gaz-fixe', fromOrderId: first.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].message).toBe(
      'Terminez d’abord votre première souscription avant d’ajouter une autre énergie.',
    );
    expect((await post(`/api/v3/command/push/${first.id}`, {}, first.cookies)).statusCode).toBe(200);

    const sameEnergy = await select({ offerId: 'elec-fixe', fromOrderId: first.id });
    expect(sameEnergy.statusCode).toBe(400);
    expect(sameEnergy.json().errors[0].code).toBe('SAME_ENERGY');
    expect((await select({ offerId: 'gaz-fixe', fromOrderId: first.id }, {})).statusCode).toBe(404);

    const gas = await select({ offerId: 'gaz-fixe', fromOrderId: first.id });
    expect(gas.statusCode).toBe(201);
    const draft = gas.json().data;
    expect(draft).toMatchObject({
      status: 'draft',
      offerId: 'gaz-fixe',
      completedSteps: ['housing', 'holder', 'payment'],
      journey: {
        preset: { situation: { offerId: 'gaz-fixe', energy: 'gas' } },
        housing: VALID_STEPS.housing,
        holder: { email: VALID_STEPS.holder.email, lastName: 'Dupont' },
        payment: { ibanMasked: 'FR76 •••• •••• •••• •••• •••• 189', accountHolder: 'Jeanne Dupont' },
      },
    });
    const firstPayment = (await load(first)).json().data.journey.payment;
    expect(draft.journey.payment.mandateReference).not.toBe(firstPayment.mandateReference);
    expect(JSON.stringify(draft)).not.toContain('3456 7890');
  });

  it('get-command-draft-id gives the session’s draft worked on last, or null', async () => {
    expect(await draftId({})).toBeNull();
    const first = await newOrder();
    now = new Date(now.getTime() + 1_000);
    const second = await newOrder(first.cookies);
    expect(await draftId(first.cookies)).toBe(second.id);
    now = new Date(now.getTime() + 1_000);
    await saveStep(first, 'housing', VALID_STEPS.housing);
    expect(await draftId(first.cookies)).toBe(first.id);
    await post('/api/v3/abandon-from-web', { orderId: first.id, reason: 'Erreur' }, first.cookies);
    expect(await draftId(first.cookies)).toBe(second.id);
    const stranger = await newOrder();
    expect(await draftId(stranger.cookies)).toBe(stranger.id);
  });

  describe('create-command-and-select', () => {
    it('creates a draft with the offer preselected, without counting the situation step as done', async () => {
      const created = await post('/api/v3/create-command-and-select', { offerId: 'gaz-fixe', energy: 'gas' });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({
        status: 'draft',
        channel: 'web',
        offerId: 'gaz-fixe',
        completedSteps: [],
        journey: { preset: { situation: { offerId: 'gaz-fixe', energy: 'gas' } } },
      });
      expect(created.json().data.journey.situation).toBeUndefined();
      const cookies = sessionCookies(created);
      expect(await draftId(cookies)).toBe(created.json().data.id);
    });

    it('refuses each bad field in French', async () => {
      const cases: Array<[unknown, string, string]> = [
        [{}, 'offerId', 'Choisissez une offre'],
        [{ offerId: '' }, 'offerId', 'Choisissez une offre'],
        [
          { offerId: 'elec-inconnue' },
          'offerId',
          'L’offre « elec-inconnue » n’existe pas ou n’est plus proposée.',
        ],
        [{ offerId: 'elec-trv' }, 'offerId', 'L’offre « elec-trv » n’existe pas ou n’est plus proposée.'],
        [
          { offerId: 'elec-fixe', energy: 'gas' },
          'energy',
          'L’offre « Électricité Fixe » ne concerne pas le gaz.',
        ],
        [{ offerId: 'elec-fixe', energy: 'fioul' }, 'energy', 'Énergie inconnue'],
        [{ offerId: 'elec-fixe', channel: 'pigeon' }, 'channel', 'Canal de vente inconnu'],
      ];
      for (const [payload, field, message] of cases) {
        const response = await post('/api/v3/create-command-and-select', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorsOf(response)).toEqual([[field, message]]);
      }
    });
  });

  describe('update-existing-command', () => {
    it('changes the preset offer, then the situation’s once saved (same energy only)', async () => {
      const order = await newOrder();
      const preset = await post(
        '/api/v3/update-existing-command',
        { orderId: order.id, offerId: 'gaz-indexe' },
        order.cookies,
      );
      expect(preset.statusCode, preset.body).toBe(200);
      expect(preset.json().data).toMatchObject({
        offerId: 'gaz-indexe',
        completedSteps: [],
        journey: { preset: { situation: { offerId: 'gaz-indexe', energy: 'gas' } } },
      });

      expect((await saveStep(order, 'situation', VALID_STEPS.situation)).statusCode).toBe(200);
      const changed = await post(
        '/api/v3/update-existing-command',
        { orderId: order.id, offerId: 'elec-vert' },
        order.cookies,
      );
      expect(changed.json().data).toMatchObject({
        offerId: 'elec-vert',
        journey: { situation: { offerId: 'elec-vert', energy: 'electricity', kva: 6 } },
      });
      const otherEnergy = await post(
        '/api/v3/update-existing-command',
        { orderId: order.id, offerId: 'gaz-fixe' },
        order.cookies,
      );
      expect(otherEnergy.statusCode).toBe(400);
      expect(otherEnergy.json().errors[0].message).toMatch(
        /^L’offre « .+ » ne concerne pas l’électricité, l’énergie de votre souscription\.$/,
      );
      expect((await load(order)).json().data.offerId).toBe('elec-vert');
    });

    it('answers 404 for someone else’s order, 409 for a cancelled one, 400 for an unknown offer', async () => {
      const order = await newOrder();
      const stranger = await newOrder();
      const foreign = await post(
        '/api/v3/update-existing-command',
        { orderId: order.id, offerId: 'elec-fixe' },
        stranger.cookies,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().errors[0].message).toBe('Commande introuvable.');
      expect(
        (await post('/api/v3/update-existing-command', { orderId: order.id, offerId: 'nope' }, order.cookies))
          .statusCode,
      ).toBe(400);
      expect(
        errorsOf(await post('/api/v3/update-existing-command', { offerId: 'elec-fixe' }, order.cookies)),
      ).toEqual([['orderId', 'Indiquez la commande']]);
      await post('/api/v3/abandon-from-web', { orderId: order.id, reason: 'Erreur' }, order.cookies);
      const cancelled = await post(
        '/api/v3/update-existing-command',
        { orderId: order.id, offerId: 'elec-fixe' },
        order.cookies,
      );
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().errors[0].message).toBe('Cette commande n’est plus modifiable.');
    });
  });

  describe('command/init-immo', () => {
    it('creates a move-in draft: situation « connection » preset, the step still to do', async () => {
      const created = await post('/api/v2/command/init-immo', {});
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({
        status: 'draft',
        completedSteps: [],
        journey: { preset: { situation: { kind: 'connection' } } },
      });
      const withOffer = await post('/api/v2/command/init-immo', {
        offerId: 'gaz-fixe',
        moveInDate: '2026-11-23',
      });
      expect(withOffer.json().data).toMatchObject({
        offerId: 'gaz-fixe',
        journey: {
          preset: {
            situation: { kind: 'connection', energy: 'gas', offerId: 'gaz-fixe', startDate: '2026-11-23' },
          },
        },
      });
    });

    it('refuses a move-in date before the earliest connection, a bad date, an offer of another energy', async () => {
      expect(errorsOf(await post('/api/v2/command/init-immo', { moveInDate: '2026-11-22' }))).toEqual([
        ['moveInDate', 'La mise en service est possible au plus tôt le 23/11/2026.'],
      ]);
      const badDate = await post('/api/v2/command/init-immo', { moveInDate: '31/12/2026' });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().errors[0].field).toBe('moveInDate');
      expect(
        errorsOf(await post('/api/v2/command/init-immo', { offerId: 'gaz-fixe', energy: 'electricity' })),
      ).toEqual([['energy', 'L’offre « Gaz Fixe » ne concerne pas l’électricité.']]);
    });
  });

  describe('command/restart', () => {
    it('cancels the draft (promo released) and opens a new one for the same home and delivery point', async () => {
      const order = await newOrder();
      for (const step of ['housing', 'deliveryPoint', 'situation', 'holder'] as const) {
        expect((await saveStep(order, step, VALID_STEPS[step])).statusCode).toBe(200);
      }
      expect(
        (await post('/api/v2/add-code-pin', { orderId: order.id, pin: '7314' }, order.cookies)).statusCode,
      ).toBe(200);
      expect(
        (await post('/api/v2/add-code-promo', { orderId: order.id, code: 'RECOMMENCE' }, order.cookies))
          .statusCode,
      ).toBe(200);
      expect(await promo.uses('RECOMMENCE')).toBe(1);

      const restarted = await post('/api/v2/command/restart', { orderId: order.id }, order.cookies);
      expect(restarted.statusCode, restarted.body).toBe(201);
      const { order: fresh, previousOrderId } = restarted.json().data;
      expect(previousOrderId).toBe(order.id);
      expect(fresh.id).not.toBe(order.id);
      expect(fresh).toMatchObject({
        status: 'draft',
        completedSteps: ['housing', 'deliveryPoint'],
        campaign: 'PARTENAIRES-2026',
        promoCode: null,
        offerId: null,
        journey: { housing: VALID_STEPS.housing, deliveryPoint: VALID_STEPS.deliveryPoint },
      });
      expect(fresh.journey.holder).toBeUndefined();
      expect((await load(order)).json().data.status).toBe('cancelled');
      expect(await promo.uses('RECOMMENCE')).toBe(0);
      expect(await draftId(order.cookies)).toBe(fresh.id);

      const again = await post('/api/v2/command/restart', { orderId: order.id }, order.cookies);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].message).toBe(
        'Seule une souscription en cours de saisie peut être recommencée.',
      );
    });

    it('answers 404 for someone else’s draft and leaves it alone', async () => {
      const order = await newOrder();
      const stranger = await newOrder();
      const foreign = await post('/api/v2/command/restart', { orderId: order.id }, stranger.cookies);
      expect(foreign.statusCode).toBe(404);
      expect((await load(order)).json().data.status).toBe('draft');
      expect(errorsOf(await post('/api/v2/command/restart', {}, order.cookies))).toEqual([
        ['orderId', 'Indiquez la commande'],
      ]);
    });
  });

  describe('session/clear-command-draft', () => {
    it('cancels the session’s draft, then has nothing left to clear', async () => {
      const order = await newOrder();
      const cleared = await post('/api/v2/session/clear-command-draft', {}, order.cookies);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data).toEqual({ cancelledOrderId: order.id });
      expect((await load(order)).json().data.status).toBe('cancelled');
      expect(await draftId(order.cookies)).toBeNull();
      expect((await post('/api/v2/session/clear-command-draft', {}, order.cookies)).json().data).toEqual({
        cancelledOrderId: null,
      });
      expect((await post('/api/v2/session/clear-command-draft', {})).json().data).toEqual({
        cancelledOrderId: null,
      });
    });

    it('leaves other sessions’ drafts alone', async () => {
      const order = await newOrder();
      const stranger = await newOrder();
      await post('/api/v2/session/clear-command-draft', {}, stranger.cookies);
      expect((await load(order)).json().data.status).toBe('draft');
    });
  });

  describe('set-campaign', () => {
    /** A telesales agent's draft: set-campaign is for staff; a customer attaches a campaign by its PIN. */
    const agentOrder = async () => newOrder(await loginAs(app, 'tlv@voltaire.demo'));

    it('attaches a campaign of a pin code in force to an agent’s draft; a customer is refused', async () => {
      const order = await agentOrder();
      const set = await post(
        '/api/v3/set-campaign',
        { orderId: order.id, campaign: 'PARTENAIRES-2026' },
        order.cookies,
      );
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toMatchObject({ campaign: 'PARTENAIRES-2026', channel: 'telesales' });
      expect((await load(order)).json().data.campaign).toBe('PARTENAIRES-2026');

      const customer = await newOrder();
      const refused = await post(
        '/api/v3/set-campaign',
        { orderId: customer.id, campaign: 'PARTENAIRES-2026' },
        customer.cookies,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({
        code: 'CAMPAIGN_FORBIDDEN',
        message:
          'Une campagne se rattache avec son code PIN. Seul un conseiller peut la rattacher directement.',
      });
      expect((await load(customer)).json().data.campaign).toBeNull();
    });

    it('refuses an unknown or ended campaign, a missing one, someone else’s order', async () => {
      const order = await agentOrder();
      expect(
        errorsOf(
          await post('/api/v3/set-campaign', { orderId: order.id, campaign: 'INCONNUE' }, order.cookies),
        ),
      ).toEqual([['campaign', 'La campagne « INCONNUE » n’existe pas ou n’est plus active.']]);
      const ended = await post(
        '/api/v3/set-campaign',
        { orderId: order.id, campaign: 'ETE-2025' },
        order.cookies,
      );
      expect(ended.statusCode).toBe(400);
      expect(ended.json().errors[0].code).toBe('CAMPAIGN_UNKNOWN');
      expect(
        errorsOf(await post('/api/v3/set-campaign', { orderId: order.id, campaign: ' ' }, order.cookies)),
      ).toEqual([['campaign', 'Indiquez une campagne']]);
      const otherAgent = await loginAs(app, 'comparateur@voltaire.demo');
      const foreign = await post(
        '/api/v3/set-campaign',
        { orderId: order.id, campaign: 'PARTENAIRES-2026' },
        otherAgent,
      );
      expect(foreign.statusCode).toBe(404);
      expect((await load(order)).json().data.campaign).toBeNull();
    });
  });
});
