import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { SESSION_COOKIES } from '../src/modules/session/session-cookies.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { seedDemoAccounts } from '../src/seed/seed-demo-accounts.js';
import { loginAs } from './admin-session.js';
import { createTestDatabase, testConfig } from './test-app.js';

/** Several stateless instances on one PostgreSQL share everything that must survive (ARCHITECTURE §3). */
describe.runIf(process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL', () => {
  const handles: Array<{ close(): Promise<void> }> = [];
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  beforeAll(async () => {
    const first = await createTestDatabase();
    const url = first.url;
    if (!url) throw new Error('the PostgreSQL test database exposes its url');
    const second = await openDatabase({ databaseUrl: url });
    handles.push(second, first);
    apps = [
      await buildApp({ config: testConfig(), database: first }),
      await buildApp({ config: testConfig(), database: second }),
    ];
    for (const app of apps) await app.ready();
    await seedCatalogue(first.db);
    await seedDemoAccounts(first.db, { now: () => new Date() });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
  });

  it('a session written through one instance is read and updated through the other', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const created = await a.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      payload: { context: { step: 'adresse' } },
    });
    const token = created.cookies.find((cookie) => cookie.name === SESSION_COOKIES.webApp)?.value as string;
    await b.inject({
      method: 'POST',
      url: '/api/node/v1/session/sync',
      payload: { context: { zipCode: '75011' } },
      cookies: { [SESSION_COOKIES.webApp]: token },
    });
    const read = await a.inject({ url: '/api/v2/session', cookies: { [SESSION_COOKIES.webApp]: token } });
    expect(read.json().data.context).toEqual({ step: 'adresse', zipCode: '75011' });
  });

  it('50 concurrent syncs of one session through two instances all succeed and leave one session', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const created = await a.inject({ method: 'POST', url: '/api/node/v1/session/sync', payload: {} });
    const token = created.cookies.find((cookie) => cookie.name === SESSION_COOKIES.webApp)?.value as string;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/node/v1/session/sync',
          payload: { context: { [`k${i}`]: i } },
          cookies: { [SESSION_COOKIES.webApp]: token },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const tokens = new Set(
      responses.map((r) => r.cookies.find((c) => c.name === SESSION_COOKIES.webApp)?.value),
    );
    expect(tokens).toEqual(new Set([token]));
  });

  it('a rules change made through one instance reaches the other one’s cache (LISTEN/NOTIFY)', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const request = { context: { postalCode: '20000' }, targets: [{ type: 'offer', id: 'elec-fixe' }] };
    const eligibleOnB = async () =>
      (await b.inject({ method: 'POST', url: '/api/v2/eligibility', payload: request })).json().data[0]
        .eligible;
    expect(await eligibleOnB()).toBe(true);

    const admin = await loginAs(a, 'admin@voltaire.demo');
    const rules = {
      version: 1,
      predicates: [{ id: 'corse', name: 'Corse', field: 'postalCode', operator: 'startsWith', value: '20' }],
      compositions: [
        { id: 'hors-corse', name: 'Hors Corse', kind: 'not', children: [{ predicateId: 'corse' }] },
      ],
      attachments: [{ target: { type: 'offer', id: 'elec-fixe' }, compositionId: 'hors-corse' }],
    };
    const imported = await a.inject({
      method: 'POST',
      url: '/api/v2/admin/eligibility/import',
      payload: rules,
      cookies: admin,
    });
    expect(imported.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await eligibleOnB()).toBe(false), { timeout: 5_000, interval: 50 });
  });
});
