import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { captchaUses } from './captcha-use.table.js';

export interface CaptchaServiceDeps {
  db: Database;
  clock: Clock;
  hmacKey: string;
  /** Proof-of-work difficulty: the widget tries up to this many numbers. */
  maxNumber: number;
  ttlSeconds: number;
}

/** Self-hosted proof-of-work captcha (ALTCHA): no third-party call, nothing tracked. */
export function createCaptchaService({ db, clock, hmacKey, maxNumber, ttlSeconds }: CaptchaServiceDeps) {
  return {
    createChallenge: () =>
      createChallenge({ hmacKey, maxNumber, expires: new Date(clock.now().getTime() + ttlSeconds * 1_000) }),

    /** True once per valid, unexpired solution; a replayed solution is refused. */
    async verify(payload: string | null | undefined): Promise<boolean> {
      if (!payload || payload.length > 2_000) return false;
      const isValid = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!isValid) return false;
      const solved = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
      const expiresParam = Number(extractParams(solved).expires ?? 0);
      const now = clock.now();
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
      const inserted = await db
        .insert(captchaUses)
        .values({
          signature: solved.signature,
          expiresAt: new Date(expiresParam ? expiresParam * 1_000 : now.getTime() + ttlSeconds * 1_000),
        })
        .onConflictDoNothing()
        .returning({ signature: captchaUses.signature });
      return inserted.length === 1;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
