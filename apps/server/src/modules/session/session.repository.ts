import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { driverValues, preparedQuery, rowPlaceholders } from '../../db/prepared.js';
import { webSessions } from './session.table.js';

export type WebSessionRow = typeof webSessions.$inferSelect;

const findActiveQuery = preparedQuery('web_sessions_find_active', (executor, name) =>
  executor
    .select()
    .from(webSessions)
    .where(
      and(
        eq(webSessions.tokenHash, sql.placeholder('tokenHash')),
        gt(webSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare(name),
);

const columns = rowPlaceholders(webSessions);
const upsertQuery = preparedQuery('web_sessions_upsert', (executor, name) =>
  executor
    .insert(webSessions)
    .values(columns)
    .onConflictDoUpdate({
      target: webSessions.tokenHash,
      set: { data: columns.data, updatedAt: columns.updatedAt, expiresAt: columns.expiresAt },
    })
    .prepare(name),
);

export function createSessionRepository(db: Database) {
  return {
    async findActive(tokenHash: string, now: Date): Promise<WebSessionRow | undefined> {
      const [row] = await findActiveQuery(db).execute({ tokenHash, now: now.toISOString() });
      return row;
    },
    async upsert(row: WebSessionRow): Promise<void> {
      await upsertQuery(db).execute(driverValues(webSessions, row));
    },
    async delete(tokenHash: string): Promise<void> {
      await db.delete(webSessions).where(eq(webSessions.tokenHash, tokenHash));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
