import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { driverValues, preparedQuery, rowPlaceholders } from '../../db/prepared.js';
import { orders } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;

const isOrderId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

const ownedBy = and(
  eq(orders.id, sql.placeholder('id')),
  or(
    eq(orders.ownerSessionHash, sql.placeholder('owner')),
    eq(orders.signerSessionHash, sql.placeholder('owner')),
  ),
);
const findOwnedQuery = preparedQuery('orders_find_owned', (executor, name) =>
  executor.select().from(orders).where(ownedBy).prepare(name),
);
const lockOwnedQuery = preparedQuery('orders_lock_owned', (executor, name) =>
  executor.select().from(orders).where(ownedBy).for('update').prepare(name),
);
const allColumns = rowPlaceholders(orders);
const insertQuery = preparedQuery('orders_insert', (executor, name) =>
  executor.insert(orders).values(allColumns).prepare(name),
);
const updateIfVersionQuery = preparedQuery('orders_update_if_version', (executor, name) =>
  executor
    .update(orders)
    .set(allColumns)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.version, sql.placeholder('expectedVersion'))))
    .returning({ id: orders.id })
    .prepare(name),
);

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
    const [row] = await (lock ? lockOwnedQuery : findOwnedQuery)(executor).execute({ id, owner: ownerKey });
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
    await executor
      .update(orders)
      .set({ signerSessionHash: signerKey, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, id));
  },

  async insert(executor: DbExecutor, row: OrderRow): Promise<void> {
    await insertQuery(executor).execute(driverValues(orders, row));
  },

  async update(executor: DbExecutor, row: OrderRow): Promise<void> {
    await executor.update(orders).set(row).where(eq(orders.id, row.id));
  },

  /** Writes the row if it is still at `version` (nobody changed it since it was read); false otherwise. */
  async updateIfVersion(executor: DbExecutor, row: OrderRow, version: number): Promise<boolean> {
    const written = await updateIfVersionQuery(executor).execute({
      ...driverValues(orders, row),
      expectedVersion: version,
    });
    return written.length === 1;
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
