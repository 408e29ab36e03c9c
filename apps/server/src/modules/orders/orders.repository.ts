import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { orders } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;

const isOrderId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** The orders table's queries; the transaction (or the database) is passed in. */
export const ordersRepository = {
  /** The owner's order, or undefined for a missing one and for someone else's alike. */
  async findOwned(
    executor: DbExecutor,
    id: string,
    ownerKey: string,
    { lock = false } = {},
  ): Promise<OrderRow | undefined> {
    if (!isOrderId(id)) return undefined;
    const query = executor
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.ownerSessionHash, ownerKey)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Any order by id, locked: for callers authorised otherwise (signing, a withdrawal link, a resume link). */
  async lockById(executor: DbExecutor, id: string): Promise<OrderRow | undefined> {
    if (!isOrderId(id)) return undefined;
    const [row] = await executor.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  async insert(executor: DbExecutor, row: OrderRow): Promise<void> {
    await executor.insert(orders).values(row);
  },

  async update(executor: DbExecutor, row: OrderRow): Promise<void> {
    await executor.update(orders).set(row).where(eq(orders.id, row.id));
  },

  /** The owner's draft worked on last. */
  async latestDraftId(executor: DbExecutor, ownerKey: string): Promise<string | null> {
    const [row] = await executor
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.ownerSessionHash, ownerKey), eq(orders.status, 'draft')))
      .orderBy(desc(orders.updatedAt), desc(orders.createdAt))
      .limit(1);
    return row?.id ?? null;
  },
};

export type OrdersRepository = typeof ordersRepository;
