import { isOrderEditable, ORDER_LOCKED_MESSAGE, type OrderView } from '@voltaire/domain';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { isOrderChanged, ORDER_CHANGED, type OrderChecks, type OrderFacts } from './order-checks.js';
import { orderView } from './order-view.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

export const ORDER_NOT_FOUND = () => new BusinessError('NOT_FOUND', 'Commande introuvable.');

/** Editability has one home: the order's status (draft only); every other mutation is refused. */
export function requireEditable(row: OrderRow): OrderRow {
  if (!isOrderEditable(row.status)) throw new BusinessError('ORDER_LOCKED', ORDER_LOCKED_MESSAGE);
  return row;
}

/** The owner's order (or the one whose signing link they opened); someone else's answers exactly like a missing one. */
export async function loadOwned(
  repository: Pick<OrdersRepository, 'findOwned'>,
  executor: DbExecutor,
  id: string,
  ownerKey: string,
  lock = false,
): Promise<OrderRow> {
  const row = await repository.findOwned(executor, id, ownerKey, { lock });
  if (!row) throw ORDER_NOT_FOUND();
  return row;
}

/** A change tried optimistically, then under lock (again if its outside facts had gone stale meanwhile). */
export const MAX_CHANGE_ATTEMPTS = 3;

export interface ChangeDraftOptions {
  executor?: DbExecutor;
  /**
   * The facts the rules need, or how to gather them from the row as read (default: for its journey). A
   * caller that joins its own transaction gathers them first: none can be fetched inside. `'none'` for a
   * change that no rule depending on outside facts can refuse.
   */
  facts?: OrderFacts | 'none' | ((row: OrderRow) => Promise<OrderFacts>);
  /** Whether the change writes (or reads under lock) more than the order row: it then needs a transaction. */
  writesElsewhere?: (row: OrderRow) => boolean;
}

export type DraftChange = (tx: DbExecutor, row: OrderRow, facts: OrderFacts | undefined) => Promise<OrderRow>;

export type ChangeDraft = (
  id: string,
  ownerKey: string,
  change: DraftChange,
  options?: ChangeDraftOptions,
) => Promise<OrderView>;

/**
 * Runs a change on the owner's draft. First optimistically: on the row as read, written only if nobody
 * changed it meanwhile (its version), in a transaction only when the change writes elsewhere too. After a
 * concurrent change, again under the row's lock, so that many tabs saving at once all get through.
 */
export function createChangeDraft({
  db,
  repository,
  checks,
}: {
  db: Database;
  repository: OrdersRepository;
  checks: Pick<OrderChecks, 'gather'>;
}): ChangeDraft {
  const load = async (executor: DbExecutor, id: string, ownerKey: string, lock = false) =>
    requireEditable(await loadOwned(repository, executor, id, ownerKey, lock));

  return async (id, ownerKey, change, { executor = db, facts, writesElsewhere = () => true } = {}) => {
    for (let attempt = 1; ; attempt += 1) {
      const row = await load(executor, id, ownerKey);
      const known =
        facts === 'none'
          ? undefined
          : typeof facts === 'function'
            ? await facts(row)
            : (facts ?? (await checks.gather(row.journey)));
      try {
        if (attempt === 1) {
          const optimistic = async (tx: DbExecutor) => {
            const updated = await change(tx, row, known);
            if (!(await repository.updateIfVersion(tx, updated, row.version))) throw ORDER_CHANGED();
            return orderView(updated);
          };
          return writesElsewhere(row) ? await executor.transaction(optimistic) : await optimistic(executor);
        }
        return await executor.transaction(async (tx) => {
          const updated = await change(tx, await load(tx, id, ownerKey, true), known);
          await repository.update(tx, updated);
          return orderView(updated);
        });
      } catch (error) {
        if (!isOrderChanged(error) || attempt >= MAX_CHANGE_ATTEMPTS) throw error;
      }
    }
  };
}
