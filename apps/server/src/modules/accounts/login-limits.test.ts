import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts.js';

const MINUTE = 60_000;

describe('login limits per account and per address, in the database', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const clock = { now: () => now };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await seedDemoAccounts(t.database.db, clock);
  });
  afterAll(() => t.close());
  // Each test starts in fresh windows.
  beforeEach(() => {
    now = new Date(now.getTime() + 24 * 60 * MINUTE);
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password }, remoteAddress });

  it('refuses an account after 10 failures from 10 addresses, right password included, until the window passes', async () => {
    const start = now.getTime();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await login('tlv@voltaire.demo', `wrong-${attempt}`, `10.3.${attempt % 10}.1`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(90).fill(429));

    const right = await login('tlv@voltaire.demo', DEMO_PASSWORD, '10.3.99.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      errors: [
        {
          code: 'TOO_MANY_LOGIN_ATTEMPTS',
          message: expect.stringMatching(/^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/),
        },
      ],
      notifications: [],
      data: null,
    });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(right.cookies.filter((cookie) => cookie.value !== '')).toHaveLength(0);

    expect((await login('vad@voltaire.demo', DEMO_PASSWORD, '10.3.98.1')).statusCode).toBe(200);
    now = new Date(start + retryAfter * 1_000);
    expect((await login('tlv@voltaire.demo', DEMO_PASSWORD, '10.3.99.2')).statusCode).toBe(200);
  });

  it('counts the same e-mail in any case, spacing or width as one account', async () => {
    const spellings = [
      'vad@voltaire.demo',
      'VAD@VOLTAIRE.DEMO',
      '  Vad@Voltaire.Demo ',
      'vad@voltaire.demo\u00A0',
      'v\u200Bad@voltaire.demo',
      '\uFF56\uFF41\uFF44@voltaire.demo',
    ];
    for (let attempt = 0; attempt < 10; attempt++) {
      const email = spellings[attempt % spellings.length] as string;
      expect((await login(email, 'wrong', `10.4.${attempt}.1`)).statusCode).toBe(401);
    }
    for (const email of spellings)
      expect((await login(email, DEMO_PASSWORD, '10.4.99.1')).statusCode).toBe(429);
  });

  it('lets any spelling of the address log in when the password is right', async () => {
    expect(
      (await login('\uFF56\uFF41\uFF44@Voltaire.demo\u00A0', DEMO_PASSWORD, '10.5.0.1')).statusCode,
    ).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let attempt = 0; attempt < 15; attempt++)
      expect((await login('admin@voltaire.demo', DEMO_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
  });

  it('counts unknown e-mails too, without telling them apart', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await login('nobody@voltaire.demo', 'wrong', `10.7.${attempt}.1`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('refuses an address after 10 failures a minute, whatever the accounts, with Retry-After', async () => {
    const emails = ['tlv@voltaire.demo', 'vad@voltaire.demo', 'concession@voltaire.demo', 'x@voltaire.demo'];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++)
      statuses.push((await login(emails[attempt % emails.length] as string, 'wrong', '10.8.0.1')).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const limited = await login('partenaire@voltaire.demo', DEMO_PASSWORD, '10.8.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login('partenaire@voltaire.demo', DEMO_PASSWORD, '10.8.0.2')).statusCode).toBe(200);
  });

  it('lets no more than 10 concurrent wrong guesses be checked', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        login('comparateur@voltaire.demo', `wrong-${attempt}`, `10.9.${attempt}.1`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
  });
});
