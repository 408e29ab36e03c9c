import { solveChallenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newsletterSubscriptions } from './newsletter-subscription.table.js';

describe('newsletter subscription with the self-hosted captcha', () => {
  let t: TestApp;
  let nextAddress = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { CAPTCHA_MAX_NUMBER: 1_000 } });
  });
  afterAll(() => t.close());

  async function solvedCaptcha(): Promise<string> {
    const response = await t.app.inject({ url: '/api/node/v1/captcha/challenge' });
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    const payload = { ...challenge, number: solution?.number };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  const subscribe = (payload: object, url = '/api/node/v1/newsletter/add') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.3.0.${nextAddress++}` });

  it('subscribes with a solved captcha, through either SPEC path', async () => {
    const first = await subscribe({
      email: 'jeanne@example.fr',
      consent: true,
      captcha: await solvedCaptcha(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ subscribed: true });
    const second = await subscribe(
      { email: 'paul@example.fr', consent: true, captcha: await solvedCaptcha() },
      '/api/v2/public/newsletter/subscribe',
    );
    expect(second.statusCode).toBe(200);
    const emails = (await t.database.db.select().from(newsletterSubscriptions))
      .map((row) => row.email)
      .sort();
    expect(emails).toEqual(['jeanne@example.fr', 'paul@example.fr']);
  });

  it('answers the same for an address already subscribed', async () => {
    const again = await subscribe({
      email: 'JEANNE@example.fr',
      consent: true,
      captcha: await solvedCaptcha(),
    });
    expect(again.statusCode).toBe(200);
    expect((await t.database.db.select().from(newsletterSubscriptions)).length).toBe(2);
  });

  it('refuses a replayed captcha solution', async () => {
    const captcha = await solvedCaptcha();
    expect((await subscribe({ email: 'a@example.fr', consent: true, captcha })).statusCode).toBe(200);
    const replay = await subscribe({ email: 'b@example.fr', consent: true, captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0]).toEqual({
      code: 'CAPTCHA_INVALID',
      message: 'La vérification anti-robot a échoué. Veuillez réessayer.',
    });
  });

  it.each(['not-base64-json', Buffer.from('{"algorithm":"SHA-256","number":1}').toString('base64')])(
    'refuses a forged captcha %s',
    async (captcha) => {
      const response = await subscribe({ email: 'c@example.fr', consent: true, captcha });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('CAPTCHA_INVALID');
    },
  );

  it('refuses a bad e-mail, a missing consent and a missing captcha with French messages', async () => {
    const response = await subscribe({ email: 'pas-un-email', consent: false });
    expect(response.statusCode).toBe(400);
    const messages = response
      .json()
      .errors.map((error: { field: string; message: string }) => [error.field, error.message]);
    expect(messages).toEqual([
      ['email', 'Adresse e-mail invalide'],
      ['consent', 'Votre accord est nécessaire pour recevoir la lettre d’information.'],
      ['captcha', 'Veuillez confirmer que vous n’êtes pas un robot.'],
    ]);
  });
});
