import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from './accounts.table.js';
import { passwordLinks } from './password-links.table.js';

export type UserRow = typeof users.$inferSelect;
export type PasswordLinkRow = typeof passwordLinks.$inferSelect;

/** The people of organisations (the users table, from the accounts module) and their password links. */
export function createPeopleRepository(db: DbExecutor) {
  return {
    async listOfOrganisation(organisationId: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(eq(users.organisationId, organisationId))
        .orderBy(asc(users.displayName), asc(users.email));
    },

    /** The person, only within that organisation: anyone else's answers as missing. */
    async findInOrganisation(id: string, organisationId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.organisationId, organisationId)));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** False when the e-mail is taken (nothing is written). */
    async insert(row: typeof users.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return inserted.length > 0;
    },

    async update(
      id: string,
      changes: Partial<
        Pick<UserRow, 'displayName' | 'role' | 'orgRole' | 'specialChannel' | 'disabledAt' | 'passwordHash'>
      >,
    ): Promise<void> {
      await db.update(users).set(changes).where(eq(users.id, id));
    },

    /** A new link replaces the person's unused ones. */
    async replaceLinks(row: PasswordLinkRow): Promise<void> {
      await db
        .delete(passwordLinks)
        .where(and(eq(passwordLinks.userId, row.userId), isNull(passwordLinks.usedAt)));
      await db.insert(passwordLinks).values(row);
    },

    async findLink(tokenHash: string, { lock = false } = {}): Promise<PasswordLinkRow | undefined> {
      const query = db.select().from(passwordLinks).where(eq(passwordLinks.tokenHash, tokenHash));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Marks the link used and drops the person's other unused links. */
    async useLink(tokenHash: string, userId: string, usedAt: Date): Promise<void> {
      await db.update(passwordLinks).set({ usedAt }).where(eq(passwordLinks.tokenHash, tokenHash));
      await db
        .delete(passwordLinks)
        .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
    },

    async usersByEmails(emails: readonly string[]): Promise<UserRow[]> {
      if (emails.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.email, [...emails]));
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
