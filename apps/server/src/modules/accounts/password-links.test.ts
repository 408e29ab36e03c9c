import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { type Cookies, passwordLinkTokenOf, userManage } from '../../../test/partner-helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/seed-demo-data.js';

let now = new Date('2026-11-25T09:00:00Z');
const clock = { now: () => now };
const tick = () => {
  now = new Date(now.getTime() + 1_000);
};

/** Invitation and reset links: single use, 72 h, a password of 12 characters at least that is not breached. */
describe('password links', () => {
  let t: TestApp;
  let partnerAdmin: Cookies;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoData(t.database.db, clock);
    partnerAdmin = await loginAs(t.app, 'partenaire@voltaire.demo');
  });
  afterAll(() => t.close());

  /** One address per call: the per-address limit is tested on its own. */
  const nextAddress = () => {
    address += 1;
    return `10.40.0.${address}`;
  };
  const post = (url: string, payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const view = (token: string) => post('/api/node/v1/account/password-link', { token });
  const setPassword = (token: string, password: string, remoteAddress?: string) =>
    post('/api/node/v1/account/set-password', { token, password }, remoteAddress);
  const login = (email: string, password: string) => post('/api/v2/auth/login', { email, password });

  async function invite(email: string): Promise<string> {
    tick();
    const response = await userManage(t.app, partnerAdmin, {
      action: 'create',
      email,
      displayName: 'Vendeuse Invitée',
      role: 'doorToDoor',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.person.id;
  }

  it('the invited seller sets a password once, then logs in and lands on their channel', async () => {
    await invite('vendeuse@pap.example');
    const token = await passwordLinkTokenOf(t.database.db, 'vendeuse@pap.example');
    const shown = await view(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toEqual({
      purpose: 'invitation',
      email: 'vendeuse@pap.example',
      displayName: 'Vendeuse Invitée',
      organisationName: 'Porte-à-Porte Conseil',
      expiresAt: '2026-11-28T09:00:01.000Z',
    });

    const short = await setPassword(token, 'court-11car');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('Le mot de passe doit faire au moins 12 caractères.');
    const breached = await setPassword(token, 'QWERTY123456');
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors).toEqual([
      {
        code: 'PASSWORD_BREACHED',
        message:
          'Ce mot de passe figure dans une liste de mots de passe divulgués ou trop courants : choisissez-en un autre.',
        field: 'password',
      },
    ]);

    const set = await setPassword(token, 'cheval agrafe pile 7');
    expect(set.statusCode, set.body).toBe(200);
    const loggedIn = await login('vendeuse@pap.example', 'cheval agrafe pile 7');
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json().data.landingPath).toBe('/contrats-energies-vad');

    const again = await setPassword(token, 'un autre mot de passe');
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0]).toEqual({
      code: 'PASSWORD_LINK_INVALID',
      message:
        'Ce lien n’est pas valide ou a déjà servi. Demandez à votre administrateur de vous en envoyer un nouveau.',
    });
  });

  it('a link expires after 72 hours', async () => {
    await invite('tardif@pap.example');
    const token = await passwordLinkTokenOf(t.database.db, 'tardif@pap.example');
    const start = now;
    now = new Date(now.getTime() + 72 * 3_600_000 + 1_000);
    try {
      const expired = await setPassword(token, 'cheval agrafe pile 7');
      expect(expired.statusCode).toBe(410);
      expect(expired.json().errors[0]).toEqual({
        code: 'PASSWORD_LINK_EXPIRED',
        message:
          'Ce lien a expiré (il était valable 72 heures). Demandez à votre administrateur de vous en envoyer un nouveau.',
      });
      expect((await view(token)).statusCode).toBe(410);
    } finally {
      now = start;
    }
  });

  it('a reset link replaces the previous one and, once used, ends the person’s sessions', async () => {
    const id = await invite('reinit@pap.example');
    await setPassword(await passwordLinkTokenOf(t.database.db, 'reinit@pap.example'), 'premier mot de passe');
    const session = await login('reinit@pap.example', 'premier mot de passe');
    const cookies = Object.fromEntries(
      session.cookies.filter(({ value }) => value).map(({ name, value }) => [name, value]),
    );
    tick();
    await userManage(t.app, partnerAdmin, { action: 'resetPassword', userId: id });
    const first = await passwordLinkTokenOf(t.database.db, 'reinit@pap.example');
    tick();
    await userManage(t.app, partnerAdmin, { action: 'resetPassword', userId: id });
    const second = await passwordLinkTokenOf(t.database.db, 'reinit@pap.example');
    expect(second).not.toBe(first);
    expect((await view(first)).statusCode).toBe(404);
    expect((await view(second)).json().data.purpose).toBe('reset');
    // Until the link is used, the old password still works.
    expect((await t.app.inject({ url: '/so-partner/api/auth/get-user-infos', cookies })).statusCode).toBe(
      200,
    );
    expect((await setPassword(second, 'second mot de passe')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/so-partner/api/auth/get-user-infos', cookies })).statusCode).toBe(
      401,
    );
    expect((await login('reinit@pap.example', 'premier mot de passe')).statusCode).toBe(401);
    expect((await login('reinit@pap.example', 'second mot de passe')).statusCode).toBe(200);
  });

  it('limits tries per address (429 with Retry-After), and refuses a malformed token before looking it up', async () => {
    const malformed = await view('pas-un-jeton');
    expect(malformed.statusCode).toBe(400);
    const unknown = 'A'.repeat(43);
    for (let attempt = 1; attempt <= 20; attempt += 1)
      expect((await setPassword(unknown, 'cheval agrafe pile 7', '10.41.0.1')).statusCode).toBe(404);
    const limited = await setPassword(unknown, 'cheval agrafe pile 7', '10.41.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().errors[0].message).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
  });
});
