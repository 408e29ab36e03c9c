import {
  nextTerminationStatus,
  TERMINATION_STATUSES_DUE,
  type TerminationEvent,
  type TerminationStatus,
  terminationRetryDelayMs,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { GridOperatorProvider } from '../../integrations/grid-operators/grid-operator-provider.js';
import { customersRepository as repository, type TerminationRow } from './customers.repository.js';

export interface ContractTerminationsDeps {
  db: Database;
  clock: Clock;
  /** The grid operator's termination and its cancellation (delivery-points module). */
  gridOperator: Pick<GridOperatorProvider, 'requestTermination' | 'cancelTermination'>;
  logger: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** How long a call holds its row before another instance may take it again (longer than the operator's timeout). */
  leaseMs?: number;
}

export interface TerminationsReport {
  sent: number;
  cancelled: number;
  retried: number;
  failed: number;
}

const isDue = (status: TerminationStatus) => (TERMINATION_STATUSES_DUE as readonly string[]).includes(status);

/** A refusal that a new try would meet again: the operator does not know the point or the file. */
const isRefusedForGood = (error: unknown) => (error as { statusCode?: number }).statusCode === 404;

/**
 * The terminations a move queued in its completion's transaction, sent to the grid operator after it commits (no
 * outside call is made while a transaction holds the database), and their cancellations when the move is withdrawn
 * after the operator took it. A failed call is tried again later (1 min, doubled, at most 1 h), for as long as the
 * operator is unavailable: nothing is forgotten. Rows are claimed with a lease, so two instances never call twice.
 */
export function createContractTerminations({
  db,
  clock,
  gridOperator,
  logger,
  leaseMs = 120_000,
}: ContractTerminationsDeps) {
  /** Applies the operator's answer through the state machine: a withdrawal may have come in during the call. */
  const settle = (orderId: string, event: TerminationEvent, fields: Partial<TerminationRow>) =>
    db.transaction(async (tx) => {
      const current = await repository.terminationOfOrder(tx, orderId, { lock: true });
      if (!current) return;
      const status = nextTerminationStatus(current.status, event);
      await repository.updateTermination(tx, orderId, {
        ...fields,
        status,
        attempts: 0,
        nextAttemptAt: isDue(status) ? clock.now() : null,
      });
    });

  const call = async (row: TerminationRow): Promise<keyof TerminationsReport> => {
    try {
      if (row.status === 'cancelling') {
        if (!row.operatorReference) throw Object.assign(new Error('no file to cancel'), { statusCode: 404 });
        await gridOperator.cancelTermination({
          energy: row.energy,
          id: row.deliveryPointId,
          reference: row.operatorReference,
        });
        await settle(row.orderId, 'cancelled', { cancelledAt: clock.now() });
        return 'cancelled';
      }
      const receipt = await gridOperator.requestTermination({
        energy: row.energy,
        id: row.deliveryPointId,
        date: row.date,
        finalReading: row.finalReading,
        appointment: row.appointment,
      });
      await settle(row.orderId, 'sent', { operatorReference: receipt.reference, sentAt: clock.now() });
      return 'sent';
    } catch (error) {
      const code = (error as { code?: string }).code;
      const what = row.status === 'cancelling' ? 'termination cancellation' : 'termination';
      if (isRefusedForGood(error)) {
        logger.error({ orderId: row.orderId, code }, `${what} refused by the grid operator`);
        await settle(row.orderId, 'refused', {});
        return 'failed';
      }
      const attempts = row.attempts + 1;
      logger.warn({ orderId: row.orderId, code, attempts }, `${what} not sent, tried again later`);
      await repository.updateTermination(
        db,
        row.orderId,
        { attempts, nextAttemptAt: new Date(clock.now().getTime() + terminationRetryDelayMs(attempts)) },
        row.nextAttemptAt ?? undefined,
      );
      return 'retried';
    }
  };

  /** One pass over what is due: terminations to send, cancellations to send. */
  const sendDue = async (limit = 20): Promise<TerminationsReport> => {
    const report: TerminationsReport = { sent: 0, cancelled: 0, retried: 0, failed: 0 };
    const now = clock.now();
    const claimed = await repository.claimDueTerminations(db, {
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit,
    });
    for (const row of claimed) report[await call(row)] += 1;
    return report;
  };

  return {
    sendDue,

    /**
     * Right after a transaction that queued or withdrew a termination committed: a first try now, the periodic job
     * takes over if the operator does not answer. Never fails its caller, whose change is already recorded.
     */
    async sendDueAfterCommit(): Promise<void> {
      try {
        await sendDue();
      } catch (error) {
        logger.error({ err: error }, 'terminations not sent after commit');
      }
    },
  };
}

export type ContractTerminations = ReturnType<typeof createContractTerminations>;
