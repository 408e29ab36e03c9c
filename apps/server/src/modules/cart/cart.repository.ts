import type { CartLine } from '@voltaire/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { carts, orderAddOns } from './cart.tables.js';

export type CartRow = typeof carts.$inferSelect;
export type OrderAddOnsRow = typeof orderAddOns.$inferSelect;

/** The cart module's queries (session carts, an order's add-ons); the executor is passed in. */
export const cartRepository = {
  /** The session's cart; with `lock`, held (`FOR UPDATE`) until the transaction ends. */
  async findOwned(
    executor: DbExecutor,
    ownerHash: string,
    { lock = false } = {},
  ): Promise<CartRow | undefined> {
    const query = executor.select().from(carts).where(eq(carts.ownerSessionHash, ownerHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async lockById(executor: DbExecutor, id: string): Promise<CartRow | undefined> {
    const [row] = await executor.select().from(carts).where(eq(carts.id, id)).for('update');
    return row;
  },

  /** Writes the session's cart lines, open again: a new cart, or the next version of the session's one. */
  async upsertLines(executor: DbExecutor, draft: CartRow): Promise<CartRow | undefined> {
    const [row] = await executor
      .insert(carts)
      .values(draft)
      .onConflictDoUpdate({
        target: carts.ownerSessionHash,
        set: {
          lines: draft.lines,
          status: 'open',
          version: sql`${carts.version} + 1`,
          updatedAt: draft.updatedAt,
          savedAt: null,
        },
      })
      .returning();
    return row;
  },

  async update(
    executor: DbExecutor,
    id: string,
    changes: Partial<Omit<CartRow, 'id'>>,
  ): Promise<CartRow | undefined> {
    const [row] = await executor.update(carts).set(changes).where(eq(carts.id, id)).returning();
    return row;
  },

  async deleteOwned(executor: DbExecutor, ownerHash: string): Promise<void> {
    await executor.delete(carts).where(eq(carts.ownerSessionHash, ownerHash));
  },

  /** The order's add-ons; with `lock`, held (`FOR UPDATE`) until the transaction ends. */
  async findAddOns(
    executor: DbExecutor,
    orderId: string,
    { lock = false } = {},
  ): Promise<OrderAddOnsRow | undefined> {
    const query = executor.select().from(orderAddOns).where(eq(orderAddOns.orderId, orderId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async upsertAddOns(
    executor: DbExecutor,
    orderId: string,
    lines: CartLine[],
    updatedAt: Date,
  ): Promise<void> {
    await executor
      .insert(orderAddOns)
      .values({ orderId, lines, updatedAt })
      .onConflictDoUpdate({ target: orderAddOns.orderId, set: { lines, updatedAt } });
  },
};

export type CartRepository = typeof cartRepository;
