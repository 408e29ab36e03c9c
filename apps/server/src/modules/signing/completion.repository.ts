import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { contracts } from './signing.tables.js';

export type ContractRow = typeof contracts.$inferSelect;

/** The queries on completed subscriptions (`contracts`); the executor is passed in. */
export const completionRepository = {
  async findByOrder(executor: DbExecutor, orderId: string): Promise<ContractRow | undefined> {
    const [row] = await executor.select().from(contracts).where(eq(contracts.orderId, orderId));
    return row;
  },

  /** The contract whose withdrawal link's token has this SHA-256; with `lock`, held until the transaction ends. */
  async findByWithdrawalTokenHash(
    executor: DbExecutor,
    tokenHash: string,
    { lock = false } = {},
  ): Promise<ContractRow | undefined> {
    const query = executor.select().from(contracts).where(eq(contracts.withdrawalTokenHash, tokenHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async insert(executor: DbExecutor, row: ContractRow): Promise<void> {
    await executor.insert(contracts).values(row);
  },

  async markWithdrawn(executor: DbExecutor, orderId: string, withdrawnAt: Date): Promise<void> {
    await executor.update(contracts).set({ withdrawnAt }).where(eq(contracts.orderId, orderId));
  },
};

export type CompletionRepository = typeof completionRepository;
