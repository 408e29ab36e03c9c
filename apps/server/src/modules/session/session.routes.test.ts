import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_COOKIES } from './session-cookies.js';

describe('customer web session', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
  });
  afterAll(() => t.close());

  const sync = (body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      payload: body as object,
      cookies: cookie ? { [SESSION_COOKIES.webApp]: cookie } : {},
    });

  it('GET /api/v2/session without a cookie gives the defaults and creates nothing', async () => {
    const response = await t.app.inject({ url: '/api/v2/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errors: [],
      notifications: [],
      data: {
        active: false,
        analytics: { channel: 'site-voltaire', venteType: 'autonome' },
        context: {},
        expiresAt: null,
      },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('session/sync creates the session with an HttpOnly SameSite=Lax cookie of 30 days', async () => {
    const response = await sync({ analytics: { channel: 'comparateur' }, context: { step: 'adresse' } });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIES.webApp);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    expect(response.json().data).toEqual({
      active: true,
      analytics: { channel: 'comparateur', venteType: 'autonome' },
      context: { step: 'adresse' },
      expiresAt: '2026-12-22T10:00:00.000Z',
    });
  });

  it('merges later syncs into the same session and reads it back', async () => {
    const first = await sync({ context: { step: 'adresse', zipCode: '75011' } });
    const token = first.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
    await sync({ analytics: { venteType: 'assistee' }, context: { step: 'offre' } }, token);
    const read = await t.app.inject({ url: '/api/v2/session', cookies: { [SESSION_COOKIES.webApp]: token } });
    expect(read.json().data).toMatchObject({
      active: true,
      analytics: { channel: 'site-voltaire', venteType: 'assistee' },
      context: { step: 'offre', zipCode: '75011' },
    });
  });

  it('an expired session is not read back', async () => {
    const first = await sync({ context: { step: 'adresse' } });
    const token = first.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
    now = new Date(now.getTime() + 31 * 86_400_000);
    const read = await t.app.inject({ url: '/api/v2/session', cookies: { [SESSION_COOKIES.webApp]: token } });
    expect(read.json().data.active).toBe(false);
  });

  it('refuses a malformed body with a French validation error and stores nothing', async () => {
    const response = await sync({ analytics: { channel: '' }, unknown: 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.errors[0].code).toBe('VALIDATION_ERROR');
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses invalid JSON with a French 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      headers: { 'content-type': 'application/json' },
      payload: '{"analytics":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ code: 'BAD_REQUEST', message: 'La requête est invalide.' });
  });

  it('session/raz deletes the session and clears every session cookie of SPEC §6', async () => {
    const first = await sync({ context: { step: 'adresse' } });
    const token = first.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value as string;
    const raz = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/raz',
      cookies: { [SESSION_COOKIES.webApp]: token },
    });
    expect(raz.statusCode).toBe(200);
    const cleared = raz.cookies.map((c) => c.name).sort();
    expect(cleared).toEqual(Object.values(SESSION_COOKIES).sort());
    for (const cookie of raz.cookies) expect(cookie.value).toBe('');
    const read = await t.app.inject({ url: '/api/v2/session', cookies: { [SESSION_COOKIES.webApp]: token } });
    expect(read.json().data.active).toBe(false);
  });
});
