import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import type { DatabaseHandle } from '../../db/database.js';
import { createRateLimitService, type RateLimitService } from './rate-limit.service.js';

const MINUTE = 60_000;

describe('rate limits in the database', () => {
  let database: DatabaseHandle;
  let limits: RateLimitService;
  let now = new Date('2026-11-22T08:00:10Z');
  beforeAll(async () => {
    database = await createTestDatabase();
    limits = createRateLimitService({ db: database.db, clock: { now: () => now } });
  });
  afterAll(() => database.close());

  const hits = async (key: string, count: number, limit: number, windowMs = MINUTE) => {
    const decisions = [];
    for (let i = 0; i < count; i++) decisions.push(await limits.hit(key, limit, windowMs));
    return decisions;
  };

  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    const decisions = await hits('test:a', 5, 3);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[0]).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now = new Date('2026-11-22T08:01:00Z');
    expect((await limits.hit('test:a', 3, MINUTE)).allowed).toBe(true);
  });

  it('keeps one budget per key', async () => {
    await hits('test:b', 3, 3);
    expect((await limits.hit('test:b', 3, MINUTE)).allowed).toBe(false);
    expect((await limits.hit('test:c', 3, MINUTE)).allowed).toBe(true);
  });

  it('gives a refunded hit back', async () => {
    await hits('test:d', 3, 3);
    await limits.refund('test:d', MINUTE);
    expect((await limits.hit('test:d', 3, MINUTE)).allowed).toBe(true);
    expect((await limits.hit('test:d', 3, MINUTE)).allowed).toBe(false);
  });

  it('never lets concurrent hits past the limit', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 40 }, () => limits.hit('test:concurrent', 10, MINUTE)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it('purges the windows that have ended, and only those', async () => {
    now = new Date('2026-11-22T09:00:00Z');
    await limits.hit('test:long', 1, 60 * MINUTE);
    await limits.hit('test:short', 1, MINUTE);
    now = new Date('2026-11-22T09:01:00Z');
    expect(await limits.purgeEnded()).toBeGreaterThanOrEqual(1);
    expect((await limits.hit('test:long', 1, 60 * MINUTE)).allowed).toBe(false);
    expect((await limits.hit('test:short', 1, MINUTE)).allowed).toBe(true);
  });
});
