import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { rateLimitCounters } from './rate-limit.table.js';

export interface RateLimitServiceDeps {
  db: Database;
  clock: Clock;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/** A counter's key: its purpose in clear, its subject (address, e-mail…) as a SHA-256, never in clear. */
export function rateLimitKey(purpose: string, subject: string): string {
  return `${purpose}:${createHash('sha256').update(subject).digest('hex')}`;
}

/** How often ended windows are deleted; any instance may do it (a plain delete). */
export const RATE_LIMIT_PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Fixed-window counters in the database (PGlite or PostgreSQL), so that every instance shares one budget.
 * A hit is counted before the decision: concurrent attempts can never slip past the limit together.
 */
export function createRateLimitService({ db, clock }: RateLimitServiceDeps) {
  const windowOf = (windowMs: number) => {
    const now = clock.now().getTime();
    const start = now - (now % windowMs);
    return { now, start: new Date(start), end: new Date(start + windowMs) };
  };

  /** Counts one hit on `key` in the current window of `windowMs`: the window's count and the ms it has left. */
  const count = async (key: string, windowMs: number): Promise<{ count: number; remainingMs: number }> => {
    const window = windowOf(windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, windowStart: window.start, count: 1, expiresAt: window.end })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    return { count: row?.count ?? 1, remainingMs: window.end.getTime() - window.now };
  };

  return {
    count,

    /** Counts one hit on `key` and tells whether it is within `limit` hits per `windowMs`. */
    async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
      const { count: hits, remainingMs } = await count(key, windowMs);
      if (hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1_000)) };
    },

    /** Takes back one hit of the current window: an attempt that turned out not to count (a successful login). */
    async refund(key: string, windowMs: number): Promise<void> {
      const window = windowOf(windowMs);
      await db
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(
          and(
            eq(rateLimitCounters.key, key),
            eq(rateLimitCounters.windowStart, window.start),
            gt(rateLimitCounters.count, 0),
          ),
        );
    },

    /** Deletes the windows that have ended. */
    async purgeEnded(): Promise<number> {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lte(rateLimitCounters.expiresAt, clock.now()))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
