import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { type Database, rowsOf, type Transaction } from '../../db/database.js';
import { BusinessError, businessErrorBody } from '../../http/envelope.js';
import { idempotencyKeys } from './idempotency-key.table.js';

export interface StoredResponse {
  status: number;
  body: unknown;
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const RETENTION_MS = 48 * 3_600_000;

/** Canonical JSON (sorted keys), so that the same body always has the same hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function hashRequest(body: unknown): string {
  return createHash('sha256')
    .update(canonical(body ?? null))
    .digest('hex');
}

/**
 * Stripe's model, in one transaction: the first request with a key runs, and its outcome is stored
 * with the business changes it made; a retry gets the stored outcome; the same key with another body
 * is refused (422); a retry while the first still runs is refused (409). A request cut off (crash,
 * SIGKILL) rolls back whole, so its retry runs again as if first.
 */
export function createIdempotencyService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async run(
      { scope, key, body }: { scope: string; key: string; body: unknown },
      handler: (tx: Transaction) => Promise<StoredResponse>,
    ): Promise<StoredResponse & { replayed: boolean }> {
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new BusinessError(
          'IDEMPOTENCY_KEY_INVALID',
          'L’en-tête Idempotency-Key doit compter de 8 à 128 lettres, chiffres, tirets ou soulignés.',
        );
      }
      const requestHash = hashRequest(body);
      return db.transaction(async (tx) => {
        const [{ locked } = { locked: false }] = rowsOf<{ locked: boolean }>(
          await tx.execute(
            sql`select pg_try_advisory_xact_lock(hashtextextended(${`${scope} ${key}`}, 0)) as locked`,
          ),
        );
        if (!locked) {
          throw new BusinessError(
            'IDEMPOTENCY_IN_PROGRESS',
            'Cette demande est déjà en cours de traitement. Patientez quelques secondes avant de réessayer.',
          );
        }
        const [stored] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
        if (stored) {
          if (stored.requestHash !== requestHash) {
            throw new BusinessError(
              'IDEMPOTENCY_KEY_REUSED',
              'Cette clé d’idempotence a déjà servi pour une autre demande.',
            );
          }
          return { status: stored.responseStatus, body: stored.responseBody.body, replayed: true };
        }
        // The business changes run in a savepoint: an expected refusal undoes them but is stored
        // and replayed like any first outcome.
        let response: StoredResponse;
        try {
          response = await tx.transaction((savepoint) => handler(savepoint));
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
          response = { status: error.statusCode, body: businessErrorBody(error) };
        }
        await tx.insert(idempotencyKeys).values({
          scope,
          key,
          requestHash,
          responseStatus: response.status,
          responseBody: { body: response.body },
          createdAt: clock.now(),
        });
        return { ...response, replayed: false };
      });
    },

    /** Keys are kept at least 24 h; older than 48 h they are deleted. */
    async purgeExpired(): Promise<number> {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(clock.now().getTime() - RETENTION_MS)))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
