import { and, eq, inArray, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { staffSessions, users } from './accounts.table.js';

export type UserRow = typeof users.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export function createAccountsRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async countUsers(): Promise<number> {
      return db.$count(users);
    },
    async insertUsers(rows: (typeof users.$inferInsert)[]): Promise<void> {
      await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
    },
    /** Gives these accounts to an organisation (the demo seed, when it creates the demo organisations). */
    async moveToOrganisation(emails: readonly string[], organisationId: string): Promise<void> {
      if (emails.length === 0) return;
      await db
        .update(users)
        .set({ organisationId })
        .where(inArray(users.email, [...emails]));
    },
    /** False when no such user exists. */
    async updatePasswordHash(userId: string, passwordHash: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },
    /** False when no such user exists. */
    async markDisabled(userId: string, disabledAt: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ disabledAt })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length > 0;
    },
    async insertSession(row: StaffSessionRow): Promise<void> {
      await db.insert(staffSessions).values(row);
    },
    async findSession(tokenHash: string): Promise<StaffSessionRow | undefined> {
      const [row] = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
      return row;
    },
    async touchSession(tokenHash: string, lastSeenAt: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt }).where(eq(staffSessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },
    /** Every session of the user, but the one whose hash is `keep`. */
    async deleteSessionsOfUser(userId: string, keep?: string): Promise<number> {
      const deleted = await db
        .delete(staffSessions)
        .where(
          keep
            ? and(eq(staffSessions.userId, userId), ne(staffSessions.tokenHash, keep))
            : eq(staffSessions.userId, userId),
        )
        .returning({ tokenHash: staffSessions.tokenHash });
      return deleted.length;
    },
    async deleteSessionsOfOrganisation(organisationId: string): Promise<number> {
      const deleted = await db
        .delete(staffSessions)
        .where(
          inArray(
            staffSessions.userId,
            db.select({ id: users.id }).from(users).where(eq(users.organisationId, organisationId)),
          ),
        )
        .returning({ tokenHash: staffSessions.tokenHash });
      return deleted.length;
    },
    /** Sessions past their absolute end or idle since `idleSince`. */
    async deleteEndedSessions(now: Date, idleSince: Date): Promise<number> {
      const deleted = await db
        .delete(staffSessions)
        .where(or(lte(staffSessions.expiresAt, now), lte(staffSessions.lastSeenAt, idleSince)))
        .returning({ tokenHash: staffSessions.tokenHash });
      return deleted.length;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
