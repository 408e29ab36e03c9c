import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';

describe('staff login, role landing and sessions', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const clock = { now: () => now };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoAccounts(t.database.db, clock);
  });
  afterAll(() => t.close());

  let nextAddress = 0;
  const login = (email: string, password = DEMO_PASSWORD, ip = `10.1.1.${nextAddress++}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  const whoAmI = (cookies: Record<string, string>) =>
    t.app.inject({ url: '/so-partner/api/auth/get-user-infos', cookies });
  const cookieOf = (response: Awaited<ReturnType<typeof login>>, name: string) =>
    response.cookies.find((cookie) => cookie.name === name && cookie.value !== '')?.value as string;

  it.each([
    ['tlv@voltaire.demo', '/contrats-energies-tlv'],
    ['comparateur@voltaire.demo', '/contrats-energies-comparateur'],
    ['vad@voltaire.demo', '/contrats-energies-vad'],
    ['concession@voltaire.demo', '/concession/simulation'],
    ['canal-special@voltaire.demo', '/channel/edfom'],
    ['partenaire@voltaire.demo', '/espace-partenaire'],
    ['admin@voltaire.demo', '/admin'],
  ])('%s lands on %s', async (email, landingPath) => {
    const response = await login(email);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.landingPath).toBe(landingPath);
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    expect((await login('  TLV@Voltaire.demo ')).statusCode).toBe(200);
  });

  it.each([
    ['tlv@voltaire.demo', 'wrong-password'],
    ['nobody@voltaire.demo', DEMO_PASSWORD],
  ])('refuses %s with a wrong password or unknown e-mail, the same way', async (email, password) => {
    const response = await login(email, password, '10.1.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([
      { code: 'INVALID_CREDENTIALS', message: 'Adresse e-mail ou mot de passe incorrect.' },
    ]);
    expect(response.cookies.filter((cookie) => cookie.value !== '')).toHaveLength(0);
  });

  it('refuses an empty form with French field errors', async () => {
    const response = await login('', '', '10.1.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Champ obligatoire',
      'Champ obligatoire',
    ]);
  });

  it('issues a new session id at every login and ends the previous one', async () => {
    const first = cookieOf(await login('vad@voltaire.demo'), SESSION_COOKIES.partner);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: 'vad@voltaire.demo', password: DEMO_PASSWORD },
      cookies: { [SESSION_COOKIES.partner]: first },
    });
    const secondToken = cookieOf(second, SESSION_COOKIES.partner);
    expect(secondToken).not.toBe(first);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: first })).statusCode).toBe(401);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: secondToken })).json().data.role).toBe('doorToDoor');
  });

  it('ends an agent session after 30 minutes idle, and keeps it alive while used', async () => {
    const token = cookieOf(await login('tlv@voltaire.demo'), SESSION_COOKIES.partner);
    const start = now;
    now = new Date(start.getTime() + 25 * 60_000);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: token })).statusCode).toBe(200);
    now = new Date(start.getTime() + 50 * 60_000);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: token })).statusCode).toBe(200);
    now = new Date(start.getTime() + 81 * 60_000);
    const expired = await whoAmI({ [SESSION_COOKIES.partner]: token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('ends an agent session after 12 hours however active', async () => {
    const token = cookieOf(await login('concession@voltaire.demo'), SESSION_COOKIES.partner);
    const start = now;
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      now = new Date(start.getTime() + minutes * 60_000);
      expect((await whoAmI({ [SESSION_COOKIES.partner]: token })).statusCode).toBe(200);
    }
    now = new Date(start.getTime() + 12 * 60 * 60_000 + 1);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: token })).statusCode).toBe(401);
  });

  it('gives admins an opaque random token, never a JWT, that cannot be forged', async () => {
    const token = cookieOf(await login('admin@voltaire.demo'), SESSION_COOKIES.admin);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await whoAmI({ [SESSION_COOKIES.admin]: token })).json().data).toMatchObject({ isAdmin: true });
    expect(
      (await whoAmI({ [SESSION_COOKIES.admin]: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }))
        .statusCode,
    ).toBe(401);
    expect((await whoAmI({ [SESSION_COOKIES.partner]: token })).statusCode).toBe(401);
  });

  it('logout ends the session and clears every session cookie', async () => {
    const token = cookieOf(await login('comparateur@voltaire.demo'), SESSION_COOKIES.partner);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      cookies: { [SESSION_COOKIES.partner]: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(
      Object.values(SESSION_COOKIES).sort(),
    );
    expect((await whoAmI({ [SESSION_COOKIES.partner]: token })).statusCode).toBe(401);
  });

  it('tells the partner session: who is logged in, their channel and the analytics session info', async () => {
    const token = cookieOf(await login('tlv@voltaire.demo'), SESSION_COOKIES.partner);
    const infos = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/partner/infos-parcours',
      cookies: { [SESSION_COOKIES.partner]: token },
    });
    expect(infos.statusCode, infos.body).toBe(200);
    expect(infos.json().data).toMatchObject({
      user: { email: 'tlv@voltaire.demo', channel: 'telesales', landingPath: '/contrats-energies-tlv' },
      analytics: { channel: 'espace-conseiller', subscriptionChannel: 'telesales', venteType: 'assistee' },
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/session/partner/infos-parcours',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('rate-limits login attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login('tlv@voltaire.demo', 'bad', '10.1.0.99')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
