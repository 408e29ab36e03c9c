import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { createEligibilityRepository } from '../modules/eligibility/eligibility.repository.js';
import { DEMO_ELIGIBILITY_RULES } from './demo-eligibility-rules.js';

/**
 * Writes the demo rules as the very first version of the rules; once any version exists (an earlier
 * start, an admin's change), it rolls back and leaves the rules alone.
 */
export async function seedDemoEligibilityRules(db: Database): Promise<void> {
  const repository = createEligibilityRepository();
  try {
    await db.transaction(async (tx) => {
      if ((await repository.bumpVersion(tx)) !== 1) tx.rollback();
      await repository.replaceAll(tx, DEMO_ELIGIBILITY_RULES);
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}
