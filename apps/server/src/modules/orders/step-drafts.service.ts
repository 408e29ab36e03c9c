import type { JourneyStep, StepDraftValues } from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { ORDER_NOT_FOUND, requireEditable } from './order-change.js';
import { changed } from './order-view.js';
import type { OrdersRepository } from './orders.repository.js';

/**
 * The step in progress kept on the order (its journey's `drafts`), so that any device resuming the order
 * finds what was typed; a save-point of the step removes it. Not a step: no rule, no change history.
 */
export function createStepDraftsService({
  db,
  clock,
  repository,
}: {
  db: Database;
  clock: Clock;
  repository: OrdersRepository;
}) {
  return {
    async keep(id: string, ownerKey: string, step: JourneyStep, values: StepDraftValues): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repository.findOwned(tx, id, ownerKey, { lock: true });
        // Someone else's order answers exactly like a missing one.
        if (!row) throw ORDER_NOT_FOUND();
        requireEditable(row);
        const drafts = { ...row.journey.drafts, [step]: values };
        await repository.update(tx, changed(row, clock.now(), { journey: { ...row.journey, drafts } }));
      });
    },
  };
}
export type StepDraftsService = ReturnType<typeof createStepDraftsService>;
