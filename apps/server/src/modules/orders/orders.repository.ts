import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { orders } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;

const isOrderId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** The orders table's queries; the transaction (or the database) is passed in. */
export const ordersRepository = {
  /**
   * The owner's order (or, read and signed only, the order whose signing link the customer's session opened),
   * or undefined for a missing one and for someone else's alike.
   */
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
      .where(
        and(
          eq(orders.id, id),
          or(eq(orders.ownerSessionHash, ownerKey), eq(orders.signerSessionHash, ownerKey)),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Any order by id, locked: for callers authorised otherwise (signing, a withdrawal link, a resume link). */
  async lockById(executor: DbExecutor, id: string): Promise<OrderRow | undefined> {
    if (!isOrderId(id)) return undefined;
    const [row] = await executor.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  /** Any order by id, unlocked: for callers authorised otherwise. */
  async findById(executor: DbExecutor, id: string): Promise<OrderRow | undefined> {
    if (!isOrderId(id)) return undefined;
    const [row] = await executor.select().from(orders).where(eq(orders.id, id));
    return row;
  },

  /** The owner's orders worked on since `since`, the latest first. */
  async listOwnedSince(
    executor: DbExecutor,
    ownerKey: string,
    since: Date,
    limit: number,
  ): Promise<OrderRow[]> {
    return executor
      .select()
      .from(orders)
      .where(and(eq(orders.ownerSessionHash, ownerKey), gte(orders.updatedAt, since)))
      .orderBy(desc(orders.updatedAt))
      .limit(limit);
  },

  /** The orders these agents (their e-mails) created before `until` and worked on since `since`, latest first. */
  async listOfAgentsBetween(
    executor: DbExecutor,
    agentIds: readonly string[],
    since: Date,
    until: Date,
    limit: number,
  ): Promise<OrderRow[]> {
    if (agentIds.length === 0) return [];
    return executor
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.agentId, [...agentIds]),
          lte(orders.createdAt, until),
          gte(orders.updatedAt, since),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(limit);
  },

  /** The owner's orders whose holder's name, e-mail, phone, PDL/PCE or reference contains `text`. */
  async searchOwned(
    executor: DbExecutor,
    ownerKey: string,
    text: string,
    limit: number,
  ): Promise<OrderRow[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const digits = text.replace(/\D/g, '');
    const holder = sql`${orders.journey} -> 'holder'`;
    const matches = [
      sql`(${holder} ->> 'firstName') || ' ' || (${holder} ->> 'lastName') ilike ${pattern}`,
      sql`(${holder} ->> 'lastName') || ' ' || (${holder} ->> 'firstName') ilike ${pattern}`,
      sql`${orders.customerEmail} ilike ${pattern}`,
      sql`${orders.reference} ilike ${pattern}`,
    ];
    if (digits.length >= 4) {
      matches.push(sql`${orders.deliveryPointId} like ${`%${digits}%`}`);
      matches.push(
        sql`regexp_replace(${holder} ->> 'phone', '[^0-9]', '', 'g') like ${`%${digits.replace(/^(33|0)/, '')}%`}`,
      );
    }
    return executor
      .select()
      .from(orders)
      .where(and(eq(orders.ownerSessionHash, ownerKey), or(...matches)))
      .orderBy(desc(orders.updatedAt))
      .limit(limit);
  },

  /** The customer's session that opened the order's signing link may now read and sign it. */
  async setSigner(executor: DbExecutor, id: string, signerKey: string): Promise<void> {
    await executor.update(orders).set({ signerSessionHash: signerKey }).where(eq(orders.id, id));
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
