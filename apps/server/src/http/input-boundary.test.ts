import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/admin-session.js';
import { VALID_STEPS } from '../../test/journey-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { systemClock } from '../clock.js';
import { seedDemoAccounts } from '../seed/seed-demo-accounts.js';
import { findInputProblem } from './input-boundary.js';

const NUL = 'motif\u0000caché';
const LONE_SURROGATE = 'adresse \ud800';

const invalidText = {
  errors: [
    { code: 'INVALID_TEXT', message: 'Le texte envoyé contient un caractère non autorisé.', field: 'body' },
  ],
  notifications: [],
  data: null,
};

function nested(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

describe('findInputProblem', () => {
  it.each([
    ['plain text', { a: ['Éloïse 🌞', 1, null, true] }, undefined],
    ['a NUL in a value', { a: [`x${'\u0000'}`] }, 'INVALID_TEXT'],
    ['a NUL in a key', { 'a\u0000': 1 }, 'INVALID_TEXT'],
    ['a lone high surrogate', ['\ud800'], 'INVALID_TEXT'],
    ['a lone low surrogate', 'x\udc00y', 'INVALID_TEXT'],
    ['32 levels', JSON.parse(nested(32)), undefined],
    ['33 levels', JSON.parse(nested(33)), 'JSON_TOO_DEEP'],
  ])('%s → %s', (_label, value, problem) => {
    expect(findInputProblem(value)).toBe(problem);
  });

  it('walks 100,000 levels without exhausting the stack', () => {
    expect(findInputProblem(JSON.parse(nested(100_000)), Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('the input boundary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * A telesales agent with a live web session too: routes that need a session (or staff, for set-campaign) refuse
   * anyone else before the body is read.
   */
  let cookies: Record<string, string> = {};
  beforeAll(async () => {
    await seedDemoAccounts(t.database.db, systemClock);
    const opened = await t.app.inject({ method: 'POST', url: '/api/node/v1/session/sync', payload: {} });
    cookies = {
      ...Object.fromEntries(opened.cookies.map((cookie) => [cookie.name, cookie.value])),
      ...(await loginAs(t.app, 'tlv@voltaire.demo')),
    };
  });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, cookies });

  it.each([
    ['/api/v2/session/stop', { orderId: randomUUID(), reason: NUL }],
    ['/api/node/v1/subscription/stop-process', { orderId: randomUUID(), reason: 'price', newBundle: NUL }],
    ['/api/v3/abandon-from-web', { orderId: randomUUID(), reason: NUL, newBundle: NUL }],
    ['/api/v3/set-campaign', { orderId: randomUUID(), campaign: NUL }],
    ['/api/node/v1/debugger/notify', { level: 'error', message: NUL, url: NUL, userAgent: NUL }],
    ['/api/node/v1/session/sync', { context: { note: NUL } }],
    ['/api/node/v1/session/sync', { context: { note: LONE_SURROGATE } }],
    ['/api/v2/auth/login', { email: `jeanne${'\u0000'}@example.fr`, password: 'x' }],
    [
      '/api/v2/session/save-point',
      {
        orderId: randomUUID(),
        step: 'housing',
        data: {
          ...VALID_STEPS.housing,
          address: { ...VALID_STEPS.housing.address, fullAddress: LONE_SURROGATE },
        },
      },
    ],
  ])('POST %s with unstorable text → French 400 before validation', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidText);
  });

  it('refuses a NUL in a query string, a URL parameter and a cookie', async () => {
    for (const [url, field, headers] of [
      ['/api/node/v1/admin/outbox?to=a%00b', 'query', {}],
      ['/api/v3/command/abc%00def', 'params', {}],
      ['/api/v2/session', 'cookie', { cookie: 'voltaire_session=abc%00def' }],
    ] as const) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([
        { code: 'INVALID_TEXT', message: 'Le texte envoyé contient un caractère non autorisé.', field },
      ]);
    }
  });

  it('refuses 1,000 levels of nested JSON with a French 400, and the database still answers', async () => {
    const deep = `{"context":${nested(1_000)}}`;
    expect(deep.length).toBeLessThan(16_384);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('JSON_TOO_DEEP');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets ordinary French text, emoji included, through', async () => {
    const response = await post('/api/node/v1/session/sync', {
      context: { note: 'Chez Éloïse, 3ᵉ étage 🌞' },
    });
    expect(response.statusCode).toBe(200);
  });
});
