import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';

describe('per-route rate limits (@fastify/rate-limit) counted in the database', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  // A fixed clock: the test never straddles two windows.
  const clock = { now: () => new Date('2026-03-10T09:15:30Z') };
  beforeAll(async () => {
    first = await createTestApp({ clock });
    // Another instance, or cluster worker, on the same database.
    second = await buildApp({ config: testConfig(), database: first.database, clock });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('shares one budget between two instances: the 61st captcha challenge of a minute is refused', async () => {
    const url = '/api/node/v1/captcha/challenge';
    for (let call = 0; call < 60; call++) {
      const app = call % 2 === 0 ? first.app : second;
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    const refused = await second.inject({ url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().errors[0].code).toBeTypeOf('string');
    // Another route keeps its own budget.
    expect((await first.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
