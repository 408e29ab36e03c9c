import { TERMINATION_STATUSES_DUE } from '@voltaire/domain';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  contractChanges,
  contractCodes,
  contractGrants,
  contractTerminations,
  customerContracts,
  customers,
} from './customers.tables.js';

export type CustomerRow = typeof customers.$inferSelect;
export type ContractRow = typeof customerContracts.$inferSelect;
export type ContractChangeRow = typeof contractChanges.$inferSelect;
export type ContractCodeRow = typeof contractCodes.$inferSelect;
export type TerminationRow = typeof contractTerminations.$inferSelect;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The customers module's queries; the transaction (or the database) is passed in. */
export const customersRepository = {
  async customerByEmail(executor: DbExecutor, email: string): Promise<CustomerRow | undefined> {
    const [row] = await executor.select().from(customers).where(eq(customers.email, email.toLowerCase()));
    return row;
  },

  async customersByPhone(executor: DbExecutor, phone: string): Promise<CustomerRow[]> {
    return executor.select().from(customers).where(eq(customers.phone, phone));
  },

  async customer(executor: DbExecutor, id: string): Promise<CustomerRow | undefined> {
    const [row] = await executor.select().from(customers).where(eq(customers.id, id));
    return row;
  },

  async insertCustomer(executor: DbExecutor, row: CustomerRow): Promise<void> {
    await executor.insert(customers).values(row);
  },

  async contract(executor: DbExecutor, id: string, { lock = false } = {}): Promise<ContractRow | undefined> {
    if (!isUuid(id)) return undefined;
    const query = executor.select().from(customerContracts).where(eq(customerContracts.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async contractOfOrder(executor: DbExecutor, orderId: string): Promise<ContractRow | undefined> {
    const [row] = await executor
      .select()
      .from(customerContracts)
      .where(eq(customerContracts.orderId, orderId));
    return row;
  },

  /** A customer's contracts that still supply or will, oldest first (by reference for the same instant). */
  async liveContractsOf(executor: DbExecutor, customerIds: readonly string[]): Promise<ContractRow[]> {
    if (customerIds.length === 0) return [];
    return executor
      .select()
      .from(customerContracts)
      .where(
        and(
          inArray(customerContracts.customerId, [...customerIds]),
          inArray(customerContracts.status, ['pendingStart', 'active']),
        ),
      )
      .orderBy(asc(customerContracts.createdAt), asc(customerContracts.reference));
  },

  async insertContract(executor: DbExecutor, row: ContractRow): Promise<void> {
    await executor.insert(customerContracts).values(row);
  },

  async updateContract(executor: DbExecutor, id: string, fields: Partial<ContractRow>): Promise<void> {
    await executor.update(customerContracts).set(fields).where(eq(customerContracts.id, id));
  },

  /** Contracts whose calendar may have moved them on (start reached, end passed). */
  async contractsDue(executor: DbExecutor, today: string): Promise<ContractRow[]> {
    return executor
      .select()
      .from(customerContracts)
      .where(
        or(
          and(eq(customerContracts.status, 'pendingStart'), lte(customerContracts.startDate, today)),
          and(eq(customerContracts.status, 'active'), gt(customerContracts.endDate, '')),
        ),
      );
  },

  async openChange(executor: DbExecutor, contractId: string): Promise<ContractChangeRow | undefined> {
    const [row] = await executor
      .select()
      .from(contractChanges)
      .where(and(eq(contractChanges.contractId, contractId), isNull(contractChanges.closedAt)));
    return row;
  },

  async change(executor: DbExecutor, orderId: string): Promise<ContractChangeRow | undefined> {
    if (!isUuid(orderId)) return undefined;
    const [row] = await executor.select().from(contractChanges).where(eq(contractChanges.orderId, orderId));
    return row;
  },

  async insertChange(executor: DbExecutor, row: ContractChangeRow): Promise<void> {
    await executor.insert(contractChanges).values(row);
  },

  async updateChange(
    executor: DbExecutor,
    orderId: string,
    fields: Partial<ContractChangeRow>,
  ): Promise<void> {
    await executor.update(contractChanges).set(fields).where(eq(contractChanges.orderId, orderId));
  },

  async latestCode(executor: DbExecutor, contractId: string, { lock = false } = {}) {
    const query = executor
      .select()
      .from(contractCodes)
      .where(eq(contractCodes.contractId, contractId))
      .orderBy(desc(contractCodes.createdAt))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insertCode(executor: DbExecutor, row: ContractCodeRow): Promise<void> {
    await executor.insert(contractCodes).values(row);
  },

  async updateCode(executor: DbExecutor, id: string, fields: Partial<ContractCodeRow>): Promise<void> {
    await executor.update(contractCodes).set(fields).where(eq(contractCodes.id, id));
  },

  /** Wrong codes typed for a contract since `since`, across its codes. */
  async wrongAttemptsSince(executor: DbExecutor, contractId: string, since: Date): Promise<number> {
    const rows = await executor
      .select({ wrong: contractCodes.wrongAttempts })
      .from(contractCodes)
      .where(and(eq(contractCodes.contractId, contractId), gt(contractCodes.createdAt, since)));
    return rows.reduce((total, row) => total + row.wrong, 0);
  },

  async grant(executor: DbExecutor, row: typeof contractGrants.$inferInsert): Promise<void> {
    await executor
      .insert(contractGrants)
      .values(row)
      .onConflictDoUpdate({
        target: [contractGrants.sessionHash, contractGrants.contractId],
        set: { grantedAt: row.grantedAt, expiresAt: row.expiresAt },
      });
  },

  async hasGrant(executor: DbExecutor, sessionHash: string, contractId: string, now: Date): Promise<boolean> {
    if (!isUuid(contractId)) return false;
    const [row] = await executor
      .select({ contractId: contractGrants.contractId })
      .from(contractGrants)
      .where(
        and(
          eq(contractGrants.sessionHash, sessionHash),
          eq(contractGrants.contractId, contractId),
          gt(contractGrants.expiresAt, now),
        ),
      );
    return row !== undefined;
  },

  async revokeGrants(executor: DbExecutor, sessionHash: string): Promise<number> {
    const rows = await executor
      .delete(contractGrants)
      .where(eq(contractGrants.sessionHash, sessionHash))
      .returning({ contractId: contractGrants.contractId });
    return rows.length;
  },

  async insertTermination(executor: DbExecutor, row: TerminationRow): Promise<void> {
    await executor.insert(contractTerminations).values(row).onConflictDoNothing();
  },

  /** The termination a move (its order) queued, if any. */
  async terminationOfOrder(
    executor: DbExecutor,
    orderId: string,
    { lock = false } = {},
  ): Promise<TerminationRow | undefined> {
    if (!isUuid(orderId)) return undefined;
    const query = executor
      .select()
      .from(contractTerminations)
      .where(eq(contractTerminations.orderId, orderId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /**
   * Claims the terminations (and cancellations) due for a call, oldest first: rows another instance holds are
   * skipped, and each claimed row is leased until `leaseUntil` (its `nextAttemptAt`).
   */
  async claimDueTerminations(
    db: DbExecutor,
    { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
  ): Promise<TerminationRow[]> {
    const due = db
      .select({ orderId: contractTerminations.orderId })
      .from(contractTerminations)
      .where(
        and(
          inArray(contractTerminations.status, [...TERMINATION_STATUSES_DUE]),
          or(isNull(contractTerminations.nextAttemptAt), lte(contractTerminations.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(contractTerminations.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(contractTerminations)
      .set({ nextAttemptAt: leaseUntil })
      .where(inArray(contractTerminations.orderId, due))
      .returning();
  },

  /** Updates a termination; with `lease`, only while that call still holds it. */
  async updateTermination(
    executor: DbExecutor,
    orderId: string,
    fields: Partial<TerminationRow>,
    lease?: Date,
  ): Promise<void> {
    await executor
      .update(contractTerminations)
      .set(fields)
      .where(
        and(
          eq(contractTerminations.orderId, orderId),
          lease ? eq(contractTerminations.nextAttemptAt, lease) : undefined,
        ),
      );
  },
};

export type CustomersRepository = typeof customersRepository;
