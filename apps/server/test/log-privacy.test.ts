import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logging/logger-options.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts.js';
import { loginAs } from './admin-session.js';
import { VALID_STEPS } from './journey-fixtures.js';
import { complete, EMAIL, latestCode, PHONE, sendCode, signWith, submittedOrder } from './signing-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const ADMIN_EMAIL = 'admin@voltaire.demo';
const WRONG_PASSWORD = 'Mauvais-mot-de-passe-42';
const { holder, payment } = VALID_STEPS;

/**
 * A representative run of the API (a whole subscription and signature, logins, refusals, database failures)
 * with a logger that keeps every line: none may hold the personal data or secrets the requests carried.
 */
describe('no personal data in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  const secrets = new Set<string>([
    EMAIL,
    ADMIN_EMAIL,
    PHONE,
    PHONE.slice(1),
    payment.iban,
    payment.iban.replaceAll(' ', ''),
    payment.accountHolder,
    holder.firstName,
    holder.lastName,
    holder.birthDate,
    VALID_STEPS.housing.address.fullAddress,
    DEMO_PASSWORD,
    WRONG_PASSWORD,
  ]);

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    t = await createTestApp({
      logger: pino(loggerOptions('debug') as pino.LoggerOptions, sink),
      extend: (app) => {
        // A value PostgreSQL quotes in its own message, and a unique violation it quotes in `detail`.
        app.post('/api/test/bad-cast', async () => t.database.db.execute(sql`select ${EMAIL}::int`));
        app.post('/api/test/duplicate', async () => {
          await t.database.db.execute(sql`create temporary table if not exists people (email text unique)`);
          await t.database.db.execute(sql`insert into people values (${EMAIL}) on conflict do nothing`);
          await t.database.db.execute(sql`insert into people values (${EMAIL})`);
        });
      },
    });
    await seedCatalogue(t.database.db);
    await seedDemoAccounts(t.database.db, { now: () => new Date() });
  });
  afterAll(() => t.close());

  it('runs a subscription, a signature, logins and failures without logging who they were about', async () => {
    const { app } = t;
    await app.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      payload: { context: { email: EMAIL } },
    });
    const order = await submittedOrder(app);
    await app.inject({ url: `/api/node/v1/signing/${order.id}`, cookies: order.cookies });
    await app.inject({
      method: 'POST',
      url: `/api/node/v1/signing/${order.id}/shown`,
      cookies: order.cookies,
      headers: { 'user-agent': `Navigateur de ${holder.firstName} ${holder.lastName}` },
    });
    const sent = await sendCode(app, order);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(t.database.db, PHONE, order);
    secrets.add(code);
    await signWith(app, order, code === '000000' ? '111111' : '000000');
    expect((await signWith(app, order, code)).statusCode).toBe(200);
    expect((await complete(app, order)).statusCode).toBe(200);

    for (const password of [WRONG_PASSWORD, `${DEMO_PASSWORD}\u0000`]) {
      await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { email: ADMIN_EMAIL, password },
      });
    }
    await app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: `${EMAIL}\u0000`, password: 'x' },
    });
    const admin = await loginAs(app, ADMIN_EMAIL);
    for (const value of Object.values(admin)) secrets.add(value);
    for (const value of Object.values(order.cookies)) secrets.add(value);
    await app.inject({ url: `/api/node/v1/admin/outbox?to=${encodeURIComponent(EMAIL)}`, cookies: admin });
    await app.inject({
      method: 'POST',
      url: '/api/node/v1/subscription/save-for-later',
      cookies: order.cookies,
      headers: { 'idempotency-key': 'cle-de-test-1234567890' },
      payload: { orderId: order.id, email: EMAIL },
    });
    await app.inject({
      method: 'POST',
      url: '/api/node/v1/debugger/notify',
      payload: { level: 'error', message: `Erreur pour ${EMAIL}`, url: `/offres?tel=${PHONE}` },
    });

    expect((await app.inject({ method: 'POST', url: '/api/test/bad-cast' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/api/test/duplicate' })).statusCode).toBe(500);

    // Response times are decimals whose digits could match a 6-digit code by chance.
    const output = lines.join('').replaceAll(/"responseTime":[0-9.e-]+/g, '');
    const leaked = [...secrets].filter((secret) =>
      /^\d{6}$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(output) : output.includes(secret),
    );
    expect(leaked).toEqual([]);
    expect(output).not.toMatch(/select .*::int|insert into people/i);
    expect(output).toContain('"sqlState":"22P02"');
    expect(output).toContain('"sqlState":"23505"');
    expect(output).toContain('"constraint":"people_email_key"');
  });
});
