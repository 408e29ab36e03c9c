import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type {
  TerminationReceipt,
  TerminationRequest,
} from '../../integrations/grid-operators/grid-operator-provider.js';
import { customersRepository as repository } from './customers.repository.js';

export interface ContractTerminationsDeps {
  db: Database;
  clock: Clock;
  /** The grid operator's termination (delivery-points module). */
  requestTermination: (request: TerminationRequest) => Promise<TerminationReceipt>;
  logger: { warn(object: object, message: string): void };
}

/** Gives up on a termination after this many failed sends; the back office then takes over. */
export const MAX_TERMINATION_ATTEMPTS = 10;

/**
 * The terminations a move queued in its completion's transaction, sent to the grid operator after it commits
 * (no outside call is made while a transaction holds the database), again on failure.
 */
export function createContractTerminations({
  db,
  clock,
  requestTermination,
  logger,
}: ContractTerminationsDeps) {
  return {
    async sendPending(): Promise<number> {
      let sent = 0;
      for (const row of await repository.pendingTerminations(db, 20)) {
        if (row.attempts >= MAX_TERMINATION_ATTEMPTS) continue;
        try {
          const receipt = await requestTermination({
            energy: row.energy,
            id: row.deliveryPointId,
            date: row.date,
            finalReading: row.finalReading,
          });
          await repository.updateTermination(db, row.contractId, {
            status: 'sent',
            operatorReference: receipt.reference,
            sentAt: clock.now(),
            attempts: row.attempts + 1,
          });
          sent += 1;
        } catch (error) {
          logger.warn(
            { contractId: row.contractId, code: (error as { code?: string }).code },
            'termination not sent',
          );
          await repository.updateTermination(db, row.contractId, { attempts: row.attempts + 1 });
        }
      }
      return sent;
    },
  };
}

export type ContractTerminations = ReturnType<typeof createContractTerminations>;
