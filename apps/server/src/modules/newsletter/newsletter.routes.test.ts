import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/admin-session.js';
import { solvedCaptcha } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';
import { seedDemoOrganisations } from '../../seed/seed-demo-organisations.js';
import { newsletterSubscriptions } from './newsletter-subscription.table.js';

describe('newsletter: double opt-in, one-click unsubscribe, proof of consent', () => {
  let t: TestApp;
  let nextAddress = 0;
  let now = new Date();
  beforeAll(async () => {
    t = await createTestApp({ config: { CAPTCHA_MAX_NUMBER: 1_000 }, clock: { now: () => now } });
    await seedDemoOrganisations(t.database.db, { now: () => now });
    await seedDemoAccounts(t.database.db, { now: () => now });
  });
  afterAll(() => t.close());

  const subscribe = async (payload: object, url = '/api/node/v1/newsletter/add') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.3.0.${nextAddress++}` });
  // The test clock moves by days: a fresh admin session each time.
  const mailsTo = async (to: string) =>
    (
      await t.app.inject({
        url: `/api/node/v1/admin/outbox?to=${to}`,
        cookies: await loginAs(t.app, 'admin@voltaire.demo'),
      })
    ).json().data.messages;
  const tokenIn = (text: string, path: string) => new RegExp(`${path}/([^\\s]+)`).exec(text)?.[1] as string;

  it('sends only a confirmation link, then the welcome with List-Unsubscribe once confirmed', async () => {
    const response = await subscribe({
      email: 'Jeanne@example.fr',
      consent: true,
      captcha: await solvedCaptcha(t.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ confirmationRequired: true });
    const [confirmation, ...others] = await mailsTo('jeanne@example.fr');
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ purpose: 'newsletter-confirmation' });
    const token = tokenIn(confirmation.text, '/newsletter/confirmation');
    const [pending] = await t.database.db.select().from(newsletterSubscriptions);
    expect(pending).toMatchObject({
      status: 'pending',
      consentIp: '10.3.0.0',
      consentTextVersion: '2025-01',
      source: '/api/node/v1/newsletter/add',
    });
    expect(pending?.confirmationTokenHash).not.toBe(token);

    now = new Date(now.getTime() + 3 * 86_400_000);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/newsletter/confirm',
      payload: { token },
    });
    expect(confirmed.json().data).toEqual({ confirmed: true });
    const welcome = (await mailsTo('jeanne@example.fr'))[0];
    expect(welcome.purpose).toBe('newsletter-welcome');
    const unsubscribeToken = tokenIn(welcome.text, '/newsletter/desinscription');
    expect(welcome.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/node/v1/newsletter/unsubscribe/${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/newsletter/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/node/v1/newsletter/unsubscribe/${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const [gone] = await t.database.db.select().from(newsletterSubscriptions);
    expect(gone).toMatchObject({ status: 'unsubscribed', confirmedIp: '127.0.0.1' });
  });

  it('refuses an expired link (7 days) and a forged unsubscribe link in French', async () => {
    await subscribe(
      { email: 'paul@example.fr', consent: true, captcha: await solvedCaptcha(t.app) },
      '/api/v2/public/newsletter/subscribe',
    );
    const token = tokenIn((await mailsTo('paul@example.fr'))[0].text, '/newsletter/confirmation');
    now = new Date(now.getTime() + 7 * 86_400_000 + 60_000);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/newsletter/confirm',
      payload: { token },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0].message).toBe(
      'Ce lien de confirmation a expiré (il est valable 7 jours). Inscrivez-vous de nouveau pour en recevoir un autre.',
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/node/v1/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().errors[0].message).toBe('Ce lien de désinscription n’est pas valable.');
  });

  it('answers the same for a confirmed address and sends it nothing', async () => {
    await subscribe({ email: 'lea@example.fr', consent: true, captcha: await solvedCaptcha(t.app) });
    const token = tokenIn((await mailsTo('lea@example.fr'))[0].text, '/newsletter/confirmation');
    await t.app.inject({ method: 'POST', url: '/api/node/v1/newsletter/confirm', payload: { token } });
    const before = (await mailsTo('lea@example.fr')).length;
    const again = await subscribe({
      email: 'LEA@example.fr',
      consent: true,
      captcha: await solvedCaptcha(t.app),
    });
    expect(again.json().data).toEqual({ confirmationRequired: true });
    expect((await mailsTo('lea@example.fr')).length).toBe(before);
  });

  it('refuses a replayed captcha, a bad e-mail and a missing consent with French messages', async () => {
    const captcha = await solvedCaptcha(t.app);
    expect((await subscribe({ email: 'a@example.fr', consent: true, captcha })).statusCode).toBe(200);
    const replay = await subscribe({ email: 'b@example.fr', consent: true, captcha });
    expect(replay.json().errors[0]).toEqual({
      code: 'CAPTCHA_INVALID',
      message: 'La vérification anti-robot a échoué. Veuillez réessayer.',
    });
    const response = await subscribe({ email: 'pas-un-email', consent: false });
    expect(
      response.json().errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    ).toEqual([
      ['email', 'Adresse e-mail invalide'],
      ['consent', 'Votre accord est nécessaire pour recevoir la lettre d’information.'],
      ['captcha', 'Veuillez confirmer que vous n’êtes pas un robot.'],
    ]);
  });
});
