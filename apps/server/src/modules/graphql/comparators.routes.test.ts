import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Clock } from '../../clock.js';
import { loadConfig } from '../../config.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';
import { seedGateways } from '../../seed/seed-gateways.js';
import { gatewayAttributions } from '../gateways/gateways.tables.js';
import { leads } from '../leads/leads.tables.js';
import { KEY_QUOTA_MESSAGE } from './graphql.routes.js';

const clock: Clock = { now: () => new Date('2026-03-15T10:00:00+01:00') };
const SELECTAPRIX_KEY = 'selectaprix-cle-secrete-0123456789abcdef';
const BARE_KEY = 'cle-sans-comparateur-0123456789abcdef';

const OFFER_COSTS = /* GraphQL */ `
  query Comparatif($profile: ConsumptionProfileInput!) {
    offerCosts(profile: $profile) {
      offer { id }
      annualTotalCents
      unavailableReason
      quote { kva gasZone gasUsageClass }
    }
  }
`;

const CREATE_LEAD = /* GraphQL */ `
  mutation Lead($input: ComparatorLeadInput!) {
    createLead(input: $input) { leadId gatewayId link }
  }
`;

const LEAD_INPUT = {
  civility: 'Mme',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'Camille.Durand@example.fr',
  phone: '06 12 34 56 78',
  marketingOptIn: true,
  marketingConsentText: 'J’accepte d’être rappelée par Voltaire Énergie au sujet de son offre.',
  offerId: 'elec-fixe',
  campaign: 'printemps2026',
};

describe('/graphql/api for comparison sites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { GRAPHQL_API_KEYS: [`selectaprix:${SELECTAPRIX_KEY}`, BARE_KEY] },
    });
    await seedCatalogue(t.database.db);
    await seedGateways(t.database.db, clock.now());
  });
  afterAll(() => t.close());

  const graphql = (body: object, key: string | null = SELECTAPRIX_KEY) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql/api',
      payload: body,
      headers: key === null ? {} : { 'x-api-key': key },
    });

  describe('offerCosts: every offer priced for one consumption profile', () => {
    it('electricity Base 6 kVA, 2,500 kWh/yr: the TRV, the fixed and the green offers as computed by hand', async () => {
      const response = await graphql({
        query: OFFER_COSTS,
        variables: { profile: { energy: 'electricity', kva: 6, option: 'BASE', baseKwh: 2_500 } },
      });
      const costs = response.json().data.offerCosts as { offer: { id: string }; annualTotalCents: number }[];
      const byOffer = Object.fromEntries(costs.map((cost) => [cost.offer.id, cost.annualTotalCents]));
      // Subscription 15.47 € × 12 = 185.64 €, whatever the offer (same as the TRV).
      expect(byOffer['elec-trv']).toBe(67_364); // + 2,500 × 0.1952 € = 488.00 €
      expect(byOffer['elec-fixe']).toBe(65_414); // + 2,500 × 0.18740 € = 468.50 €
      expect(byOffer['elec-vert']).toBe(68_814); // + 2,500 × 0.20100 € = 502.50 €
      // Indexed: the TRV kWh less 8 % (0.179584 €), give or take the rounding of the price.
      expect(Math.abs((byOffer['elec-indexe'] ?? 0) - 63_460)).toBeLessThanOrEqual(1);
      expect(costs.map((cost) => cost.offer.id)).toEqual([
        'elec-trv',
        'elec-fixe',
        'elec-indexe',
        'elec-vert',
      ]);
    });

    it('gas 12,000 kWh/yr in Paris 11e (INSEE 75111, zone 1, class B1)', async () => {
      const response = await graphql({
        query: OFFER_COSTS,
        variables: { profile: { energy: 'gas', gasAnnualKwh: 12_000, inseeCode: '75111' } },
      });
      const [reference] = response.json().data.offerCosts;
      // CRE reference, heating: 12,000 × 0.10192 € = 1,223.04 € + 343.90 € a year.
      expect(reference).toEqual({
        offer: { id: 'gaz-reference' },
        annualTotalCents: 156_694,
        unavailableReason: null,
        quote: { kva: null, gasZone: 1, gasUsageClass: 'B1' },
      });
    });

    it('a profile no offer can price is one error, in French', async () => {
      const response = await graphql({
        query: OFFER_COSTS,
        variables: { profile: { energy: 'electricity', kva: 40, option: 'BASE', baseKwh: 2_500 } },
      });
      expect(response.json().errors[0]).toMatchObject({
        message: 'La puissance souscrite doit être comprise entre 0 et 36\u00A0kVA. Au-delà, contactez-nous.',
        extensions: { code: 'POWER_OUT_OF_RANGE' },
      });
    });
  });

  describe('createLead', () => {
    it('creates a lead attributed to the comparator behind the key, and gives the link to continue on', async () => {
      const response = await graphql({ query: CREATE_LEAD, variables: { input: LEAD_INPUT } });
      expect(response.statusCode).toBe(200);
      const created = response.json().data.createLead;
      expect(created).toEqual({
        leadId: expect.any(String),
        gatewayId: 'selectaprix',
        link: 'http://localhost:3000/offres?utm_source=selectaprix&utm_campaign=printemps2026&offre=elec-fixe',
      });
      const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, created.leadId));
      expect(lead).toMatchObject({
        channel: 'comparison',
        email: 'camille.durand@example.fr',
        phone: '0612345678',
        marketingOptIn: true,
        marketingOptInProofText: LEAD_INPUT.marketingConsentText,
      });
      const attribution = await t.database.db
        .select()
        .from(gatewayAttributions)
        .where(eq(gatewayAttributions.leadId, created.leadId));
      expect(attribution).toMatchObject([{ gatewayId: 'selectaprix', source: 'api', orderId: null }]);
    });

    it('refuses a lead without any way to reach the person, and a key tied to no comparator', async () => {
      const noContact = await graphql({
        query: CREATE_LEAD,
        variables: { input: { lastName: 'Durand', marketingOptIn: false } },
      });
      expect(noContact.json().errors[0]).toMatchObject({
        message: 'email : Indiquez au moins une adresse e-mail ou un numéro de téléphone.',
        extensions: { code: 'VALIDATION_ERROR' },
      });
      const bare = await graphql({ query: CREATE_LEAD, variables: { input: LEAD_INPUT } }, BARE_KEY);
      expect(bare.json().errors[0]).toMatchObject({
        message: 'Cette clé d’API n’est rattachée à aucun comparateur : elle ne peut pas créer de lead.',
        extensions: { code: 'NO_COMPARATOR' },
      });
    });

    it('without a key: 401, nothing created', async () => {
      const before = (await t.database.db.select().from(leads)).length;
      const response = await graphql({ query: CREATE_LEAD, variables: { input: LEAD_INPUT } }, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errors: [{ message: 'Clé d’API absente ou invalide.', extensions: { code: 'INVALID_API_KEY' } }],
      });
      expect((await t.database.db.select().from(leads)).length).toBe(before);
    });
  });
});

describe('per-key rate limit (database counters, shared by every instance)', () => {
  it('a key over its budget gets a French 429 from any address; another key goes on', async () => {
    const t = await createTestApp({
      clock,
      config: {
        GRAPHQL_API_KEYS: [`selectaprix:${SELECTAPRIX_KEY}`, BARE_KEY],
        GRAPHQL_KEY_LIMIT_PER_MINUTE: 2,
      },
    });
    try {
      const call = (key: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/graphql/api',
          headers: { 'x-api-key': key },
          payload: { query: '{ offers { id } }' },
          remoteAddress,
        });
      const statuses = [];
      for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
        statuses.push((await call(SELECTAPRIX_KEY, address)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await call(SELECTAPRIX_KEY, '10.1.0.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        errors: [
          {
            code: 'TOO_MANY_REQUESTS',
            message: KEY_QUOTA_MESSAGE,
            extensions: { code: 'TOO_MANY_REQUESTS' },
          },
        ],
        notifications: [],
        data: null,
      });
      expect(KEY_QUOTA_MESSAGE).toBe(
        'Votre clé d’API a atteint son nombre de requêtes par minute. Réessayez dans quelques instants.',
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(BARE_KEY, '10.1.0.1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GRAPHQL_API_KEYS with their gateway', () => {
  it('reads `passerelle:clé`, the key itself of 32 characters at least', () => {
    const loaded = loadConfig({ GRAPHQL_API_KEYS: `selectaprix:${SELECTAPRIX_KEY},${BARE_KEY}` });
    expect(loaded.ok && loaded.config.GRAPHQL_API_KEYS).toEqual([`selectaprix:${SELECTAPRIX_KEY}`, BARE_KEY]);
    const short = loadConfig({ GRAPHQL_API_KEYS: 'selectaprix-avec-un-nom-tres-long:court' });
    expect(!short.ok && short.errors[0]).toContain(
      'GRAPHQL_API_KEYS chaque clé doit compter au moins 32 caractères',
    );
  });
});
