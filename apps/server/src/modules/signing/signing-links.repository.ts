import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { signingLinks } from './signing.tables.js';

export type SigningLinkRow = typeof signingLinks.$inferSelect;

/** The queries on the signing links sent for agents' sales; the executor is passed in. */
export const signingLinksRepository = {
  /** The link whose token has this SHA-256, held (`FOR UPDATE`) until the transaction ends. */
  async lockByTokenHash(executor: DbExecutor, tokenHash: string): Promise<SigningLinkRow | undefined> {
    const [row] = await executor
      .select()
      .from(signingLinks)
      .where(eq(signingLinks.tokenHash, tokenHash))
      .for('update');
    return row;
  },

  /** Every link of these orders, the latest first. */
  async listOfOrders(executor: DbExecutor, orderIds: readonly string[]): Promise<SigningLinkRow[]> {
    return executor
      .select()
      .from(signingLinks)
      .where(inArray(signingLinks.orderId, [...orderIds]))
      .orderBy(desc(signingLinks.createdAt));
  },

  async insert(executor: DbExecutor, row: typeof signingLinks.$inferInsert): Promise<void> {
    await executor.insert(signingLinks).values(row);
  },

  /** The order's links still live stop working. */
  async revokeLiveOf(executor: DbExecutor, orderId: string, revokedAt: Date): Promise<void> {
    await executor
      .update(signingLinks)
      .set({ revokedAt })
      .where(and(eq(signingLinks.orderId, orderId), isNull(signingLinks.revokedAt)));
  },

  async markOpened(executor: DbExecutor, id: string, openedAt: Date): Promise<void> {
    await executor.update(signingLinks).set({ openedAt }).where(eq(signingLinks.id, id));
  },
};

export type SigningLinksRepository = typeof signingLinksRepository;
