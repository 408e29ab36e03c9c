import { eq } from 'drizzle-orm';
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
    async insertUsers(rows: UserRow[]): Promise<void> {
      await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
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
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
