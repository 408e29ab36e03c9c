import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { webSessions } from './session.table.js';

export type WebSessionRow = typeof webSessions.$inferSelect;

export function createSessionRepository(db: Database) {
  return {
    async findActive(tokenHash: string, now: Date): Promise<WebSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(webSessions)
        .where(and(eq(webSessions.tokenHash, tokenHash), gt(webSessions.expiresAt, now)));
      return row;
    },
    async upsert(row: WebSessionRow): Promise<void> {
      await db
        .insert(webSessions)
        .values(row)
        .onConflictDoUpdate({
          target: webSessions.tokenHash,
          set: { data: row.data, updatedAt: row.updatedAt, expiresAt: row.expiresAt },
        });
    },
    async delete(tokenHash: string): Promise<void> {
      await db.delete(webSessions).where(eq(webSessions.tokenHash, tokenHash));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
