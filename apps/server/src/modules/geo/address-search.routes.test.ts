import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBanServer, startFakeBanServer } from '../../../test/fake-ban-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('GET /api/node/v1/address/search against a BAN-compatible server', () => {
  let ban: FakeBanServer;
  let t: TestApp;
  beforeAll(async () => {
    ban = await startFakeBanServer();
    t = await createTestApp({ config: { ADDRESS_API_URL: ban.url, ADDRESS_API_TIMEOUT_MS: 300 } });
  });
  afterAll(async () => {
    await t.close();
    await ban.close();
  });

  const search = (query: string) => t.app.inject({ url: `/api/node/v1/address/search?${query}` });

  it('maps the features’ properties to SPEC’s address fields', async () => {
    const response = await search('q=8%20bd%20du%20port');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        fullAddress: '8 Boulevard du Port 80000 Amiens',
        streetNumber: '8',
        streetName: 'Boulevard du Port',
        zipCode: '80000',
        city: 'Amiens',
        inseeCode: '80021',
      },
      {
        fullAddress: '8 Boulevard du Port 62100 Calais',
        streetNumber: '8',
        streetName: 'Boulevard du Port',
        zipCode: '62100',
        city: 'Calais',
        inseeCode: '62193',
      },
    ]);
  });

  it('sends type=housenumber and autocomplete=1 by default', async () => {
    await search('q=8%20bd%20du%20port');
    const sent = ban.requests.at(-1);
    expect(sent?.get('type')).toBe('housenumber');
    expect(sent?.get('autocomplete')).toBe('1');
    expect(sent?.has('postcode')).toBe(false);
  });

  it('filters by postal code, or by INSEE code when given', async () => {
    await search('q=48%20rue%20de%20la%20roquette&postcode=75011');
    expect(ban.requests.at(-1)?.get('postcode')).toBe('75011');
    await search('q=48%20rue%20de%20la%20roquette&postcode=75011&citycode=75111&type=street&autocomplete=0');
    const sent = ban.requests.at(-1);
    expect(sent?.get('citycode')).toBe('75111');
    expect(sent?.get('type')).toBe('street');
    expect(sent?.get('autocomplete')).toBe('0');
  });

  it.each(['panne', 'lent', 'cassé'])('answers [] when the address API fails (%s)', async (q) => {
    const response = await search(`q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('does not call the API below 3 characters', async () => {
    const before = ban.requests.length;
    expect((await search('q=8%20')).json()).toEqual([]);
    expect(ban.requests.length).toBe(before);
  });

  it('refuses a malformed postal code filter in French', async () => {
    const response = await search('q=rue&postcode=7501');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Code postal invalide.',
    });
  });
});

describe('address search with the API unreachable', () => {
  it('answers [] when nothing listens', async () => {
    const t = await createTestApp({
      config: { ADDRESS_API_URL: 'http://127.0.0.1:1/search', ADDRESS_API_TIMEOUT_MS: 300 },
    });
    const response = await t.app.inject({ url: '/api/node/v1/address/search?q=8%20bd%20du%20port' });
    expect(response.json()).toEqual([]);
    await t.close();
  });
});
