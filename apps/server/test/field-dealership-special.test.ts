import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/modules/leads/leads.tables.js';
import { outboxMessages } from '../src/modules/outbox/outbox.tables.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { loginAs } from './admin-session.js';
import { agentDraft, type Cookies } from './field-helpers.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

const API_KEY = 'cle-comparateur-terrain-0123456789abcdef';
const HOME = {
  housingType: 'flat',
  surfaceM2: 60,
  occupants: 2,
  heatingEnergy: 'gas',
  hotWaterEnergy: 'gas',
  cookingEnergy: 'electricity',
} as const;
const CAR = {
  yearlyKm: 15_000,
  homeChargingShare: 1,
  consumptionKwhPer100Km: 18,
  batteryKwh: 60,
  chargerKw: 11,
  chargingHours: 6,
};
const RESERVED = ['elec-canal-special', 'gaz-canal-special'];

describe('dealership simulation and the special channel’s reserved offers', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const staff = {} as Record<'dealership' | 'special' | 'telesales' | 'comparison' | 'doorToDoor', Cookies>;
  beforeAll(async () => {
    t = await createTestApp({ config: { GRAPHQL_API_KEYS: [API_KEY] } });
    app = t.app;
    await seedDemoData(t.database.db, { now: () => new Date() });
    for (const [name, email] of Object.entries({
      dealership: 'concession@voltaire.demo',
      special: 'canal-special@voltaire.demo',
      telesales: 'tlv@voltaire.demo',
      comparison: 'comparateur@voltaire.demo',
      doorToDoor: 'vad@voltaire.demo',
    })) {
      staff[name as keyof typeof staff] = await loginAs(app, email);
    }
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, cookies: Cookies = {}) =>
    app.inject({ method: 'POST', url, payload, cookies });

  describe('reevaluate-elec-car-profil', () => {
    it('rounds the power with the domain’s kVA list and costs each offer the dealership sells', async () => {
      const response = await post(
        '/api/node/v1/static/reevaluate-elec-car-profil',
        { ...HOME, car: CAR },
        staff.dealership,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { before, estimate, charging, offers } = response.json().data;
      expect(before).toMatchObject({ recommendedKva: 6, recommendedOption: 'BASE' });
      // 6 kVA + (11 − 4.4) kVA = 12.6 → 15 kVA on the HP/HC list; 18 × 15,000 / 100 = 2,700 kWh.
      expect(estimate).toMatchObject({
        recommendedKva: 15,
        recommendedOption: 'HPHC',
        electricity: { breakdown: { electricCar: 2_700 } },
      });
      expect(charging).toMatchObject({ yearlyKwh: 2_700, offPeakSharePercent: 100, coversNeed: true });
      // Online-only and reserved offers are not the dealership's to sell.
      expect(offers.map((offer: { offerId: string }) => offer.offerId).sort()).toEqual([
        'elec-fixe',
        'elec-indexe',
      ]);
      const totals = offers.map((offer: { withCarCents: number }) => offer.withCarCents);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const offer of offers) {
        const priced = async (kva: number, option: string, consumption: object) =>
          (
            await post('/api/v3/pricing-engine/cart-prices', {
              energy: 'electricity',
              offerId: offer.offerId,
              kva,
              option,
              consumption,
            })
          ).json().data.annualTotalCents;
        expect(offer.withCarCents).toBe(
          await priced(15, 'HPHC', { hpKwh: estimate.electricity.hpKwh, hcKwh: estimate.electricity.hcKwh }),
        );
        expect(offer.withoutCarCents).toBe(
          await priced(6, 'BASE', { baseKwh: before.electricity.annualKwh }),
        );
        expect(offer.carCents).toBe(offer.withCarCents - offer.withoutCarCents);
      }
    });

    it('refuses a charger power that is not sold, in French', async () => {
      const response = await post('/api/node/v1/static/reevaluate-elec-car-profil', {
        ...HOME,
        car: { ...CAR, chargerKw: 5 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        field: 'car.chargerKw',
        message: 'Choisissez une puissance de recharge : 2,3, 3,7, 7,4, 11 ou 22 kW',
      });
    });
  });

  describe('the dealer sends the simulation', () => {
    const share = {
      simulation: { ...HOME, car: CAR },
      firstName: 'Paul',
      lastName: 'Martin',
      email: 'paul.martin@example.fr',
      phone: '0698765432',
      consent: true,
    };

    it('as a lead and a link to a draft prepared in the buyer’s name, with the buyer’s consent', async () => {
      const refused = await post(
        '/api/node/v1/agent/car-simulation/share',
        { ...share, consent: false },
        staff.dealership,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].message).toBe(
        'Le client doit accepter de recevoir sa simulation et d’être recontacté.',
      );
      const notDealer = await post('/api/node/v1/agent/car-simulation/share', share, staff.telesales);
      expect(notDealer.statusCode).toBe(403);

      const sent = await post('/api/node/v1/agent/car-simulation/share', share, staff.dealership);
      expect(sent.statusCode, sent.body).toBe(200);
      const { orderId, sentTo } = sent.json().data;
      expect(sentTo).toBe('p•••@example.fr');
      const [lead] = await t.database.db.select().from(leads).where(eq(leads.orderId, orderId));
      expect(lead).toMatchObject({ channel: 'dealership', email: 'paul.martin@example.fr' });
      const [mail] = await t.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, 'paul.martin@example.fr'),
            eq(outboxMessages.purpose, 'resume-link'),
          ),
        );
      expect(mail?.subject).toBe('Votre simulation de recharge à domicile — Voltaire Énergie');
      expect(mail?.text).toContain(
        '- puissance conseillée : 15\u00A0kVA, option Heures pleines / Heures creuses ;',
      );
      const token = /\/reprise\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] as string;

      // The buyer opens it on their own device: the draft is theirs, sold by the dealership.
      const restored = await post('/api/node/v1/subscription/reprise', { token });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data.order).toMatchObject({
        id: orderId,
        channel: 'dealership',
        agentId: 'concession@voltaire.demo',
        status: 'draft',
      });
    });
  });

  describe('the special channel’s offers', () => {
    const productIds = async (cookies: Cookies = {}) =>
      (await app.inject({ url: '/api/v2/products?type=offer', cookies }))
        .json()
        .data.map((item: { id: string }) => item.id);

    it('are listed for the special channel only', async () => {
      expect(await productIds(staff.special)).toEqual(expect.arrayContaining(RESERVED));
      for (const cookies of [
        {},
        staff.telesales,
        staff.comparison,
        staff.doorToDoor,
        staff.dealership,
      ] as Cookies[]) {
        const ids = await productIds(cookies);
        expect(ids).toContain('elec-fixe');
        for (const id of RESERVED) expect(ids).not.toContain(id);
      }
    });

    it('make the special workspace’s own catalogue, marked as reserved', async () => {
      const special = await app.inject({ url: '/api/node/v1/agent/catalogue', cookies: staff.special });
      const offers = special.json().data.offers as { id: string; reserved: boolean }[];
      expect(offers.filter((offer) => offer.reserved).map((offer) => offer.id)).toEqual(RESERVED);
      expect(offers.find((offer) => offer.id === 'elec-fixe')).toMatchObject({ reserved: false });
      const telesales = await app.inject({ url: '/api/node/v1/agent/catalogue', cookies: staff.telesales });
      const ids = telesales.json().data.offers.map((offer: { id: string }) => offer.id);
      expect(ids).not.toContain('elec-canal-special');
      expect(ids).not.toContain('elec-vert');
    });

    it('are unknown elsewhere: detail, quote, eligibility and the comparators’ GraphQL', async () => {
      const detail = await app.inject({ url: '/api/v2/products/detail/elec-canal-special' });
      expect(detail.statusCode).toBe(404);
      expect(detail.json().errors[0]).toEqual({
        code: 'OFFER_NOT_FOUND',
        message: 'L’offre « elec-canal-special » n’existe pas ou n’est plus proposée.',
      });
      expect(
        (await app.inject({ url: '/api/v2/products/detail/elec-canal-special', cookies: staff.special }))
          .statusCode,
      ).toBe(200);
      const quote = await post('/api/v3/pricing-engine/cart-prices', {
        energy: 'electricity',
        offerId: 'elec-canal-special',
        kva: 6,
        option: 'BASE',
        consumption: { baseKwh: 2_000 },
      });
      expect(quote.statusCode).toBe(404);
      const decisions = await post('/api/v2/eligibility', { context: { channel: 'specialChannel' } });
      const decided = decisions.json().data.map((d: { target: { id: string } }) => d.target.id);
      expect(decided).toContain('elec-fixe');
      for (const id of RESERVED) expect(decided).not.toContain(id);
      const special = await post('/api/v2/eligibility', { context: {} }, staff.special);
      expect(
        special.json().data.find((d: { target: { id: string } }) => d.target.id === 'elec-canal-special'),
      ).toMatchObject({ eligible: true });
      const graphql = await app.inject({
        method: 'POST',
        url: '/graphql/api',
        headers: { 'x-api-key': API_KEY },
        payload: { query: '{ offers { id } }' },
      });
      const offers = graphql.json().data.offers.map((offer: { id: string }) => offer.id);
      expect(offers).toContain('elec-fixe');
      for (const id of RESERVED) expect(offers).not.toContain(id);
    });

    it('are sold by the special channel, and refused to another channel by the order engine', async () => {
      const order = await agentDraft(app, staff.special, 'avantage@example.fr', {
        offerId: 'elec-canal-special',
      });
      const sold = await app.inject({ url: `/api/v3/command/${order.id}`, cookies: staff.special });
      expect(sold.json().data).toMatchObject({ channel: 'specialChannel', offerId: 'elec-canal-special' });
      const created = await app.inject({
        method: 'POST',
        url: '/api/v2/order',
        cookies: staff.telesales,
        payload: {},
      });
      const orderId = created.json().data.id;
      const save = (step: string, data: object) =>
        app.inject({
          method: 'POST',
          url: '/api/v3/session/nextjs-save-point',
          cookies: staff.telesales,
          payload: { orderId, step, data },
        });
      expect((await save('housing', VALID_STEPS.housing)).statusCode).toBe(200);
      const refused = await save('situation', { ...VALID_STEPS.situation, offerId: 'elec-canal-special' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('NOT_ELIGIBLE');
    });
  });
});
