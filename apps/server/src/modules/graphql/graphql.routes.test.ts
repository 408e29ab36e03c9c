import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Clock } from '../../clock.js';
import { loadConfig } from '../../config.js';
import { loggerOptions } from '../../logging/logger-options.js';
import { seedCatalogue } from '../../seed/seed-catalogue.js';

const clock: Clock = { now: () => new Date('2026-03-15T10:00:00+01:00') };
const KEY = 'comparateur-cle-secrete-4f1d2c3b5a6e7f80';
const OTHER_KEY = 'autre-comparateur-cle-9a8b7c6d5e4f3a2b';
const UNAUTHORIZED = {
  errors: [{ message: 'Clé d’API absente ou invalide.', extensions: { code: 'INVALID_API_KEY' } }],
};

const OFFERS_QUERY = /* GraphQL */ `
  query Offres($energy: Energy) {
    offers(energy: $energy) {
      id
      kind
      name
      prices {
        date
        validFrom
        indexedDiscountPercent
        electricityOptions { option kwhPrices { band millicentsPerKwh formatted } subscriptions { kva monthlyCents } }
        gasClasses { usageClass subscriptionCentsPerYear kwhPricesByZone { zone millicentsPerKwh } }
      }
    }
  }
`;

const QUOTE_QUERY = /* GraphQL */ `
  query Devis($input: QuoteInput!) {
    quote(input: $input) {
      offerId
      kva
      gasZone
      gasUsageClass
      annualTotalCents
      recommendedMonthlyPaymentCents
      differenceVsRegulatedCents
      lines
    }
  }
`;

describe('/graphql/api', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp({
      clock,
      config: { GRAPHQL_API_KEYS: [KEY, OTHER_KEY] },
      logger: pino(loggerOptions('trace') as pino.LoggerOptions, sink),
    });
    await seedCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const graphql = (body: unknown, headers: Record<string, string> = { 'x-api-key': KEY }, query = '') =>
    t.app.inject({ method: 'POST', url: `/graphql/api${query}`, payload: body as object, headers });

  describe('the API key (DECISIONS §1)', () => {
    it('is accepted in the X-Api-Key header', async () => {
      const response = await graphql({ query: '{ offers { id } }' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.offers).toHaveLength(7);
    });

    it('is accepted as ?key= on POST and on GET, with query, variables and operationName', async () => {
      const post = await graphql({ query: '{ offer(id: "elec-fixe") { name } }' }, {}, `?key=${OTHER_KEY}`);
      expect(post.json()).toEqual({ data: { offer: { name: 'Électricité Fixe' } } });
      const params = new URLSearchParams({
        key: KEY,
        query: 'query Une($id: ID!) { offer(id: $id) { id kind } } query Autre { offers { id } }',
        variables: JSON.stringify({ id: 'gaz-indexe' }),
        operationName: 'Une',
      });
      const get = await t.app.inject({ method: 'GET', url: `/graphql/api?${params}` });
      expect(get.statusCode).toBe(200);
      expect(get.json()).toEqual({ data: { offer: { id: 'gaz-indexe', kind: 'indexed' } } });
    });

    it.each([
      ['no key', {}, ''],
      ['a wrong header', { 'x-api-key': `${KEY}0` }, ''],
      ['a wrong ?key=', {}, '?key=nope'],
      ['an empty header', { 'x-api-key': '' }, `?key=${KEY}`],
    ])('refuses %s with a GraphQL-style 401', async (_label, headers, query) => {
      const response = await graphql(
        { query: '{ offers { id } }' },
        headers as Record<string, string>,
        query,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    });

    it('refuses every call when no key is configured', async () => {
      const bare = await createTestApp({ clock });
      try {
        const response = await bare.app.inject({
          method: 'POST',
          url: `/graphql/api?key=${KEY}`,
          headers: { 'x-api-key': KEY },
          payload: { query: '{ offers { id } }' },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED);
      } finally {
        await bare.close();
      }
    });

    it('never writes the key in the logs, whatever the outcome', async () => {
      await graphql({ query: '{ offers { id } }' }, {}, `?key=${KEY}`);
      await graphql({ query: '{ nope }' }, {}, `?key=${KEY}`);
      await graphql({ query: '{ offers { id } }' }, { 'x-api-key': OTHER_KEY });
      await graphql({ query: '{ offers { id } }' }, { 'x-api-key': `${KEY}0` });
      await graphql(
        { query: QUOTE_QUERY, variables: { input: { offerId: 'elec-fixe', kva: 37, baseKwh: 1 } } },
        {},
        `?key=${KEY}`,
      );
      await t.app.inject({
        method: 'GET',
        url: `/graphql/api?key=${KEY}&query=${encodeURIComponent('{ nope }')}`,
      });
      const output = logLines.join('');
      expect(output).toContain('/graphql/api');
      expect(output).toContain('Graphql validation error');
      expect(output).not.toContain(KEY);
      expect(output).not.toContain(OTHER_KEY);
      expect(output).not.toContain('comparateur-cle');
    });
  });

  describe('offers and prices for comparison sites', () => {
    it('lists the active offers of an energy with the prices in force today', async () => {
      const response = await graphql({ query: OFFERS_QUERY, variables: { energy: 'electricity' } });
      const offers = response.json().data.offers;
      expect(offers.map((offer: { id: string }) => offer.id)).toEqual([
        'elec-trv',
        'elec-fixe',
        'elec-indexe',
        'elec-vert',
      ]);
      const indexed = offers[2];
      expect(indexed.prices).toMatchObject({
        date: '2026-03-15',
        validFrom: '2025-08-01',
        indexedDiscountPercent: 8,
      });
      expect(indexed.prices.electricityOptions[0].kwhPrices).toEqual([
        { band: 'base', millicentsPerKwh: 17_958, formatted: '0,17958\u00A0€' },
      ]);
      expect(indexed.prices.gasClasses).toEqual([]);
    });

    it('gives gas prices by class and zone, and null prices on a day without them', async () => {
      const response = await graphql({
        query:
          '{ offer(id: "gaz-fixe") { prices { gasClasses { usageClass kwhPricesByZone { zone millicentsPerKwh } } } before: prices(date: "2025-12-31") { date } } }',
      });
      const { offer } = response.json().data;
      const b1 = offer.prices.gasClasses.find((c: { usageClass: string }) => c.usageClass === 'B1');
      expect(b1.kwhPricesByZone.slice(0, 2)).toEqual([
        { zone: 1, millicentsPerKwh: 9_890 },
        { zone: 2, millicentsPerKwh: 10_000 },
      ]);
      expect(offer.before).toBeNull();
    });

    it('answers null for an unknown offer', async () => {
      expect((await graphql({ query: '{ offer(id: "inconnue") { id } }' })).json()).toEqual({
        data: { offer: null },
      });
    });
  });

  describe('quote', () => {
    it('TRV Base 6 kVA, 2,500 kWh → 673.64 €, 57 € a month', async () => {
      const response = await graphql({
        query: QUOTE_QUERY,
        variables: { input: { offerId: 'elec-trv', kva: 6, option: 'BASE', baseKwh: 2_500 } },
      });
      expect(response.json().data.quote).toMatchObject({
        offerId: 'elec-trv',
        kva: 6,
        annualTotalCents: 67_364,
        recommendedMonthlyPaymentCents: 5_700,
        differenceVsRegulatedCents: 0,
      });
    });

    it('gas B1 from the commune (Paris 11e, zone 1), 12,000 kWh → 1,566.94 €', async () => {
      const response = await graphql({
        query: QUOTE_QUERY,
        variables: { input: { offerId: 'gaz-reference', gasAnnualKwh: 12_000, inseeCode: '75111' } },
      });
      expect(response.json().data.quote).toMatchObject({
        gasZone: 1,
        gasUsageClass: 'B1',
        annualTotalCents: 156_694,
      });
    });

    it('reports domain failures as GraphQL errors with their code and French message', async () => {
      const power = await graphql({
        query: QUOTE_QUERY,
        variables: { input: { offerId: 'elec-fixe', kva: 37, baseKwh: 2_500 } },
      });
      expect(power.statusCode).toBe(200);
      expect(power.json().data).toEqual({ quote: null });
      expect(power.json().errors[0]).toMatchObject({
        message: 'La puissance souscrite doit être comprise entre 0 et 36\u00A0kVA. Au-delà, contactez-nous.',
        extensions: { code: 'POWER_OUT_OF_RANGE' },
        path: ['quote'],
      });
      const unknown = await graphql({
        query: QUOTE_QUERY,
        variables: { input: { offerId: 'x', baseKwh: 1 } },
      });
      expect(unknown.json().errors[0]).toMatchObject({ extensions: { code: 'OFFER_NOT_FOUND' } });
      const missing = await graphql({
        query: QUOTE_QUERY,
        variables: { input: { offerId: 'gaz-fixe', gasAnnualKwh: 1_000 } },
      });
      expect(missing.json().errors[0]).toMatchObject({
        message: 'gas.zone : La zone tarifaire gaz va de 1 à 6',
        extensions: { code: 'VALIDATION_ERROR' },
      });
      const corsica = await graphql({
        query: QUOTE_QUERY,
        variables: { input: { offerId: 'gaz-fixe', gasAnnualKwh: 1_000, inseeCode: '2A004' } },
      });
      expect(corsica.json().errors[0].extensions.code).toBe('GAS_NETWORK_UNAVAILABLE');
    });
  });

  it('accepts batched queries', async () => {
    const response = await graphql([
      { query: '{ offer(id: "elec-vert") { kind } }' },
      { query: 'query Gaz { offers(energy: gas) { id } }', operationName: 'Gaz' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { data: { offer: { kind: 'green' } } },
      { data: { offers: [{ id: 'gaz-reference' }, { id: 'gaz-fixe' }, { id: 'gaz-indexe' }] } },
    ]);
  });

  it('refuses a batch of more than 20 operations', async () => {
    const batch = Array.from({ length: 21 }, () => ({ query: '{ offers { id } }' }));
    const response = await graphql(batch);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          message: 'Trop d’opérations dans un même envoi (20 au plus).',
          extensions: { code: 'BATCH_TOO_LARGE' },
        },
      ],
    });
    expect((await graphql(batch.slice(1))).statusCode).toBe(200);
  });

  it('refuses queries nested too deep', async () => {
    const response = await graphql({
      query:
        '{ offers { prices { electricityOptions { kwhPrices { band } } } } a: offers { b: prices { c: gasClasses { d: kwhPricesByZone { zone } } } } }',
    });
    expect(response.statusCode).toBe(200);
    const deep = await graphql({
      query: `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }'} }`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0]).toMatchObject({
      message: 'La requête GraphQL est trop imbriquée.',
      extensions: {
        code: 'GRAPHQL_TOO_DEEP',
        detail: expect.stringContaining('exceeds the query depth limit'),
      },
    });
  });

  it('serves GraphiQL outside production, with its own CSP', async () => {
    const page = await t.app.inject({ url: '/graphiql' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('https://unpkg.com');
  });
});

describe('/graphql/api in production and under load', () => {
  it('has no GraphiQL in production', async () => {
    const t = await createTestApp({ config: { APP_ENV: 'prod', GRAPHQL_API_KEYS: [KEY] } });
    try {
      expect(t.app.hasRoute({ method: 'GET', url: '/graphiql' })).toBe(false);
      expect(t.app.hasRoute({ method: 'POST', url: '/graphql/api' })).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is rate-limited per client address, wrong keys included', async () => {
    const t = await createTestApp({ config: { GRAPHQL_API_KEYS: [KEY], GRAPHQL_RATE_LIMIT_PER_MINUTE: 3 } });
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
      for (const key of [KEY, 'wrong', 'wrong', KEY]) statuses.push((await call(key, '10.0.0.1')).statusCode);
      expect(statuses).toEqual([200, 401, 401, 429]);
      const limited = await call(KEY, '10.0.0.1');
      expect(limited.json()).toEqual({
        errors: [
          {
            code: 'TOO_MANY_REQUESTS',
            message: 'Trop de requêtes. Réessayez dans quelques instants.',
            extensions: { code: 'TOO_MANY_REQUESTS' },
          },
        ],
        notifications: [],
        data: null,
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(KEY, '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GRAPHQL_API_KEYS', () => {
  it('reads comma-separated keys of 32 characters at least', () => {
    const loaded = loadConfig({ GRAPHQL_API_KEYS: ` ${KEY}, ${OTHER_KEY} ,` });
    expect(loaded.ok && loaded.config.GRAPHQL_API_KEYS).toEqual([KEY, OTHER_KEY]);
    const short = loadConfig({ GRAPHQL_API_KEYS: `${KEY},court` });
    expect(short.ok).toBe(false);
    expect(!short.ok && short.errors[0]).toContain(
      'GRAPHQL_API_KEYS chaque clé doit compter au moins 32 caractères',
    );
  });
});
