import { type EligibilityRulesDocument, type Predicate, PromoCodeSchema } from '@voltaire/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { VALID_STEPS } from '../../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ELIGIBILITY_RULES } from '../../seed/demo-eligibility-rules.js';
import { seedDemoData } from '../../seed/seed-demo-data.js';
import { createPromoService } from '../promo/promo.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

// Sunday 22 November 2026.
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
type Cookies = Record<string, string>;

/** The server is the authority: channel, eligibility, campaign, editability, promo limits and meter state. */
describe('the order engine enforces every rule on the server', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Cookies;
  let points = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    app = t.app;
    await seedDemoData(t.database.db, clock);
    await createPromoService({ db: t.database.db, clock }).savePromo(
      PromoCodeSchema.parse({
        code: 'UNEFOIS',
        label: '10 % une fois par client',
        effect: { kind: 'percentOnKwh', percent: 10 },
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        perCustomerLimit: 1,
      }),
    );
    admin = await loginAs(app, 'admin@voltaire.demo');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookies: Cookies = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, cookies });
  const newOrder = async (cookies: Cookies = {}) => {
    const created = await post('/api/v2/order', {}, cookies);
    expect(created.statusCode, created.body).toBe(201);
    const session = created.cookies.find((cookie) => cookie.name === SESSION_COOKIES.webApp);
    return {
      id: created.json().data.id as string,
      cookies: session ? { [SESSION_COOKIES.webApp]: session.value } : cookies,
      view: created.json().data,
    };
  };
  type Order = Awaited<ReturnType<typeof newOrder>>;
  const save = (order: Order, step: string, data: unknown) =>
    post('/api/v2/session/save-point', { orderId: order.id, step, data }, order.cookies);
  /** A delivery point of its own for each order: one active order per PDL. */
  const ownPoint = () => ({
    mode: 'confirmed',
    point: { energy: 'electricity', id: `5550000000${String(++points).padStart(4, '0')}` },
    confirmedMine: true,
  });
  const saveAll = async (order: Order, changes: Partial<Record<keyof typeof VALID_STEPS, unknown>> = {}) => {
    const steps = { ...VALID_STEPS, deliveryPoint: ownPoint(), ...changes };
    for (const [step, data] of Object.entries(steps)) {
      const saved = await save(order, step, data);
      expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
    }
  };
  const importRules = async (document: EligibilityRulesDocument) => {
    const imported = await app.inject({
      method: 'POST',
      url: '/api/v2/admin/eligibility/import',
      payload: document,
      cookies: admin,
    });
    expect(imported.statusCode, imported.body).toBe(200);
  };
  const firstError = (response: { json(): { errors: Array<{ code: string; message: string }> } }) =>
    response.json().errors[0] ?? { code: '', message: '' };

  describe('the channel comes from the session', () => {
    it.each(['telesales', 'partner', 'specialChannel', 'customerRelations'])(
      'refuses an anonymous visitor naming the %s channel (403), creating nothing',
      async (channel) => {
        const refused = await post('/api/v2/order', { channel });
        expect(refused.statusCode).toBe(403);
        expect(firstError(refused).code).toBe('CHANNEL_FORBIDDEN');
        expect(firstError(refused).message).toMatch(/est réservé à ses conseillers connectés\.$/);
        const draft = await app.inject({ url: '/api/v3/get-command-draft-id', cookies: {} });
        expect(draft.json().data.orderId).toBeNull();
      },
    );

    it('gives an agent’s order the agent’s channel and id, and refuses another channel', async () => {
      const agent = await loginAs(app, 'tlv@voltaire.demo');
      const order = await newOrder(agent);
      expect(order.view).toMatchObject({
        channel: 'telesales',
        agentId: 'tlv@voltaire.demo',
        kind: 'subscription',
      });
      const other = await post(
        '/api/v3/create-command-and-select',
        { offerId: 'elec-fixe', channel: 'comparison' },
        agent,
      );
      expect(other.statusCode).toBe(403);
      expect(firstError(other).message).toBe(
        'Le canal « Comparateur » est réservé à ses conseillers connectés.',
      );
      const special = await newOrder(await loginAs(app, 'canal-special@voltaire.demo'));
      expect(special.view.channel).toBe('specialChannel');
      // The agent's orders are theirs: a customer's session does not reach them.
      expect((await app.inject({ url: `/api/v3/command/${order.id}`, cookies: {} })).statusCode).toBe(404);
    });
  });

  describe('eligibility of the chosen offer', () => {
    it('refuses elec-vert on the telesales channel at the save-point that chooses it', async () => {
      const order = await newOrder(await loginAs(app, 'tlv@voltaire.demo'));
      await save(order, 'housing', VALID_STEPS.housing);
      await save(order, 'deliveryPoint', ownPoint());
      const refused = await save(order, 'situation', { ...VALID_STEPS.situation, offerId: 'elec-vert' });
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused).code).toBe('NOT_ELIGIBLE');
      expect(firstError(refused).message).toMatch(
        /^L’offre « Électricité Verte » n’est pas disponible pour cette souscription : Canal de vente Télévente/,
      );
      const kept = await app.inject({ url: `/api/v3/command/${order.id}`, cookies: order.cookies });
      expect(kept.json().data.journey.situation).toBeUndefined();
    });

    it('refuses gas for 20000 Ajaccio, and again when the address moves there after the offer', async () => {
      const ajaccio = {
        addressMode: 'manual',
        address: {
          streetNumber: '5',
          streetName: 'Cours Napoléon',
          zipCode: '20000',
          city: 'Ajaccio',
          inseeCode: '2A004',
          consentFindPoint: true,
        },
        housingType: 'flat',
      };
      const gas = {
        ...VALID_STEPS.situation,
        energy: 'gas',
        offerId: 'gaz-fixe',
        kva: undefined,
        option: undefined,
        annualKwh: 9_000,
      };
      const order = await newOrder();
      await save(order, 'housing', ajaccio);
      await save(order, 'deliveryPoint', { mode: 'unknown', energy: 'gas' });
      const refused = await save(order, 'situation', gas);
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused).message).toMatch(
        /^L’offre « Gaz Prix Fixe » n’est pas disponible|Code postal 20000/,
      );

      const paris = await newOrder();
      await save(paris, 'housing', VALID_STEPS.housing);
      await save(paris, 'deliveryPoint', { mode: 'unknown', energy: 'gas' });
      expect((await save(paris, 'situation', gas)).statusCode).toBe(200);
      const moved = await save(paris, 'housing', ajaccio);
      expect(moved.statusCode).toBe(409);
      expect(firstError(moved).code).toBe('NOT_ELIGIBLE');
    });

    it('checks again at push: an offer the rules exclude since is not sent to signing', async () => {
      const order = await newOrder();
      await saveAll(order);
      await importRules({
        ...DEMO_ELIGIBILITY_RULES,
        attachments: [
          ...DEMO_ELIGIBILITY_RULES.attachments,
          { target: { type: 'offer', id: 'elec-fixe' }, compositionId: 'clients-ou-partenaires' },
        ],
      });
      try {
        const pushed = await post(`/api/v3/command/push/${order.id}`, {}, order.cookies);
        expect(pushed.statusCode).toBe(409);
        expect(firstError(pushed).code).toBe('NOT_ELIGIBLE');
        expect(
          (await app.inject({ url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json().data
            .status,
        ).toBe('draft');
      } finally {
        await importRules(DEMO_ELIGIBILITY_RULES);
      }
    });

    const byFieldKind: Array<[string, Omit<Predicate, 'id' | 'name'>]> = [
      ['string', { field: 'postalCode', operator: 'startsWith', value: '69' }],
      ['enum', { field: 'housingType', operator: 'equals', value: 'house' }],
      ['number', { field: 'kva', operator: 'gte', value: 9 }],
      ['boolean', { field: 'existingCustomer', operator: 'isTrue' }],
      ['date', { field: 'date', operator: 'gte', value: '2027-01-01' }],
    ];
    it.each(byFieldKind)(
      'refuses by a rule on a %s field, at the save-point and at push',
      async (_kind, rule) => {
        const order = await newOrder();
        await saveAll(order);
        await importRules({
          version: 1,
          predicates: [{ id: 'regle', name: 'Règle de test', ...rule } as Predicate],
          compositions: [{ id: 'test', name: 'Test', kind: 'all', children: [{ predicateId: 'regle' }] }],
          attachments: [{ target: { type: 'offer', id: 'elec-fixe' }, compositionId: 'test' }],
        });
        try {
          const saved = await save(order, 'situation', VALID_STEPS.situation);
          expect(saved.statusCode).toBe(409);
          expect(firstError(saved).code).toBe('NOT_ELIGIBLE');
          expect(firstError(saved).message).toContain('condition non remplie');
          expect((await post(`/api/v3/command/push/${order.id}`, {}, order.cookies)).statusCode).toBe(409);
        } finally {
          await importRules(DEMO_ELIGIBILITY_RULES);
        }
      },
    );
  });

  describe('campaigns, editability, promo limits, meter', () => {
    it('refuses every mutation of a submitted order with 409 ORDER_LOCKED, changing nothing', async () => {
      const order = await newOrder();
      await saveAll(order);
      expect((await post(`/api/v3/command/push/${order.id}`, {}, order.cookies)).statusCode).toBe(200);
      const before = (await app.inject({ url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json()
        .data;
      const mutations: Array<[string, unknown]> = [
        ...Object.entries(VALID_STEPS).map(
          ([step, data]) =>
            ['/api/v2/session/save-point', { orderId: order.id, step, data }] as [string, unknown],
        ),
        [
          '/api/v3/session/nextjs-save-point',
          { orderId: order.id, step: 'summary', data: VALID_STEPS.summary },
        ],
        ['/api/v2/add-code-promo', { orderId: order.id, code: 'UNEFOIS' }],
        ['/api/v2/add-code-pin', { orderId: order.id, pin: '4821' }],
        ['/api/v3/update-existing-command', { orderId: order.id, offerId: 'elec-indexe' }],
        ['/api/v2/command/restart', { orderId: order.id }],
        [
          '/api/v3/add-products-to-command-and-select',
          { orderId: order.id, products: [{ sku: 'SRV-ASSIST-DEP', quantity: 1 }] },
        ],
      ];
      for (const [url, payload] of mutations) {
        const refused = await post(url, payload, order.cookies);
        expect(refused.statusCode, `${url}: ${refused.body}`).toBe(409);
        expect(['ORDER_LOCKED', 'FORBIDDEN_TRANSITION']).toContain(firstError(refused).code);
      }
      const after = (await app.inject({ url: `/api/v3/command/${order.id}`, cookies: order.cookies })).json()
        .data;
      expect(after).toEqual(before);
    });

    it('counts wrong PIN codes per order: the 11th try on one order is refused even from new addresses', async () => {
      const order = await newOrder();
      for (let attempt = 0; attempt < 10; attempt++) {
        const wrong = await app.inject({
          method: 'POST',
          url: '/api/v2/add-code-pin',
          payload: { orderId: order.id, pin: String(1000 + attempt) },
          cookies: order.cookies,
          remoteAddress: `10.77.0.${attempt}`,
        });
        expect(wrong.statusCode).toBe(400);
      }
      const blocked = await app.inject({
        method: 'POST',
        url: '/api/v2/add-code-pin',
        payload: { orderId: order.id, pin: '4821' },
        cookies: order.cookies,
        remoteAddress: '10.77.1.1',
      });
      expect(blocked.statusCode).toBe(429);
    });

    it('drops a once-per-customer code applied before the holder step when the holder has used it', async () => {
      const first = await newOrder();
      await saveAll(first);
      expect(
        (await post('/api/v2/add-code-promo', { orderId: first.id, code: 'UNEFOIS' }, first.cookies))
          .statusCode,
      ).toBe(200);
      expect((await post(`/api/v3/command/push/${first.id}`, {}, first.cookies)).statusCode).toBe(200);

      const second = await newOrder();
      await save(second, 'housing', VALID_STEPS.housing);
      await save(second, 'deliveryPoint', ownPoint());
      await save(second, 'situation', VALID_STEPS.situation);
      expect(
        (await post('/api/v2/add-code-promo', { orderId: second.id, code: 'UNEFOIS' }, second.cookies))
          .statusCode,
      ).toBe(200);
      const holder = await save(second, 'holder', VALID_STEPS.holder);
      expect(holder.statusCode).toBe(200);
      expect(holder.json().data.promoCode).toBeNull();
      expect(holder.json().notifications).toEqual([
        'Le code promo UNEFOIS a été retiré de votre commande : Vous avez déjà utilisé ce code promo.',
      ]);
      // Applied again once the holder is known: refused.
      const again = await post(
        '/api/v2/add-code-promo',
        { orderId: second.id, code: 'UNEFOIS' },
        second.cookies,
      );
      expect(again.statusCode).toBe(400);
      expect(firstError(again).code).toBe('PROMO_ALREADY_USED');
    });

    it('refuses a supplier switch on a disconnected meter, pointing to a move-in', async () => {
      const order = await newOrder();
      await save(order, 'housing', VALID_STEPS.housing);
      await save(order, 'deliveryPoint', {
        mode: 'confirmed',
        point: { energy: 'electricity', id: '01100450002805' },
        confirmedMine: true,
      });
      const refused = await save(order, 'situation', VALID_STEPS.situation);
      expect(refused.statusCode).toBe(409);
      expect(firstError(refused)).toMatchObject({
        code: 'METER_DISCONNECTED',
        message:
          'Ce compteur est résilié : il ne peut pas changer de fournisseur. Choisissez « J’emménage » pour demander sa mise en service.',
      });
      const connection = await save(order, 'situation', {
        ...VALID_STEPS.situation,
        kind: 'connection',
        startDate: '2027-01-15',
      });
      expect(connection.statusCode).toBe(200);
    });
  });
});
