import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts.js';
import { createTestDatabase, testConfig } from './test-app.js';

// A fixed clock: every hit of a test falls in one window, whatever the time the suite runs.
let now = new Date('2026-11-22T10:00:05Z');
const clock = { now: () => now };

/** Session revocation and rate limits hold for every instance on one PostgreSQL (issue 12). */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances share staff sessions and limits', () => {
  const handles: Array<{ close(): Promise<void> }> = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const first = await createTestDatabase();
    const second = await openDatabase({ databaseUrl: first.url as string });
    handles.push(second, first);
    const config = testConfig({ DELIVERY_POINT_LOOKUPS_PER_MINUTE: 4 });
    a = await buildApp({ config, database: first, clock });
    b = await buildApp({ config, database: second, clock });
    await a.ready();
    await b.ready();
    await seedDemoAccounts(first.db, clock);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
  });

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password }, remoteAddress });
  const outbox = (app: FastifyInstance, token: string) =>
    app.inject({ url: '/api/node/v1/admin/outbox', cookies: { [SESSION_COOKIES.admin]: token } });

  it('an admin logged out through instance A is refused by instance B at once', async () => {
    const response = await login(a, 'admin@voltaire.demo', DEMO_PASSWORD, '10.20.0.1');
    const token = response.cookies.find((cookie) => cookie.name === SESSION_COOKIES.admin)?.value as string;
    expect((await outbox(b, token)).statusCode).toBe(200);
    await a.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      cookies: { [SESSION_COOKIES.admin]: token },
    });
    expect((await outbox(b, token)).statusCode).toBe(401);
    expect((await outbox(a, token)).statusCode).toBe(401);
  });

  it('the per-account login limit counts the failures of both instances together', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const app = attempt % 2 === 0 ? a : b;
      statuses.push((await login(app, 'tlv@voltaire.demo', 'wrong', `10.21.${attempt}.1`)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    expect((await login(a, 'tlv@voltaire.demo', DEMO_PASSWORD, '10.21.99.1')).statusCode).toBe(429);
    expect((await login(b, 'tlv@voltaire.demo', DEMO_PASSWORD, '10.21.99.2')).statusCode).toBe(429);
  });

  it('the per-address login limit counts the failures of both instances together', async () => {
    const emails = ['vad@voltaire.demo', 'concession@voltaire.demo'];
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? a : b;
      const email = emails[attempt % 2] as string;
      expect((await login(app, email, 'wrong', '10.22.0.1')).statusCode).toBe(401);
    }
    expect((await login(a, 'partenaire@voltaire.demo', DEMO_PASSWORD, '10.22.0.1')).statusCode).toBe(429);
  });

  it('the delivery-point look-up budget of an address is shared by both instances', async () => {
    const lookUp = (app: FastifyInstance) =>
      app.inject({ url: '/api/v3/enedis/pdl/01100450002798', remoteAddress: '10.23.0.1' });
    const statuses = [
      (await lookUp(a)).statusCode,
      (await lookUp(b)).statusCode,
      (await lookUp(a)).statusCode,
      (await lookUp(b)).statusCode,
    ];
    expect(statuses).not.toContain(429);
    const limited = await lookUp(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('55');
    now = new Date(now.getTime() + 60_000);
    expect((await lookUp(a)).statusCode).not.toBe(429);
  });
});
