import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { consentProofs } from './consent-proof.table.js';

describe('POST /api/node/v1/consent/record', () => {
  let t: TestApp;
  const now = new Date('2026-11-22T09:30:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
  });
  afterAll(() => t.close());

  const record = (payload: object, remoteAddress = '10.2.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/node/v1/consent/record', payload, remoteAddress });

  it('stores the time, the choice and the banner version, and nothing about the person', async () => {
    expect((await record({ mode: 'accept-all', bannerVersion: 1 })).statusCode).toBe(201);
    const custom = await record({
      mode: 'custom',
      categories: { analytics: 'audience', advertising: false },
      bannerVersion: 1,
    });
    expect(custom.statusCode).toBe(201);
    const rows = await t.database.db.select().from(consentProofs);
    expect(
      rows.map(({ mode, categories, bannerVersion, createdAt }) => ({
        mode,
        categories,
        bannerVersion,
        createdAt,
      })),
    ).toEqual([
      { mode: 'accept-all', categories: null, bannerVersion: 1, createdAt: now },
      {
        mode: 'custom',
        categories: { analytics: 'audience', advertising: false },
        bannerVersion: 1,
        createdAt: now,
      },
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'bannerVersion',
      'categories',
      'createdAt',
      'id',
      'mode',
    ]);
  });

  it.each([
    [{ mode: 'maybe', bannerVersion: 1 }],
    [{ mode: 'custom', categories: { unknownCategory: true }, bannerVersion: 1 }],
    [{ mode: 'accept-all' }],
    [{ mode: 'accept-all', bannerVersion: 1, email: 'jeanne@example.fr' }],
  ])('refuses %j with a 400 and stores nothing', async (payload) => {
    const before = (await t.database.db.select().from(consentProofs)).length;
    const response = await record(payload, '10.2.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('VALIDATION_ERROR');
    expect((await t.database.db.select().from(consentProofs)).length).toBe(before);
  });
});
