import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const INTERNAL_KEY = 'cle-interne-de-test-0123456789';

describe('private eligibility-cache calls (drupal and ms-cart-engine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { INTERNAL_API_KEY: INTERNAL_KEY } });
  });
  afterAll(() => t.close());

  it.each([
    '/api/node/v1/private/drupal/eligibility-cache',
    '/api/node/v1/private/ms-cart-engine/eligibility-cache',
  ])('%s gives the cache status to an internal service, and refuses others in French', async (url) => {
    const internal = await t.app.inject({ url, headers: { 'x-internal-key': INTERNAL_KEY } });
    expect(internal.statusCode).toBe(200);
    expect(internal.json().data).toMatchObject({ version: expect.any(Number) });
    const wrongKey = await t.app.inject({ url, headers: { 'x-internal-key': 'mauvaise-cle' } });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json().errors[0].message).toBe(
      'Cet appel est réservé aux services internes de Voltaire.',
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
