import { mergeChangeHistory, type OrderJourney, type OrderView } from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { ORDER_NOT_FOUND, requireEditable } from './order-change.js';
import { changed, draftRow, type OrderOwner, orderView } from './order-view.js';
import type { OrdersRepository } from './orders.repository.js';

export interface ContractChangeOrdersDeps {
  db: Database;
  clock: Clock;
  repository: OrdersRepository;
}

export type ChangeKind = 'offerChange' | 'moving';

/**
 * The orders of an existing customer (offer change, move): drafts created with the journey filled from their
 * contract (home, meter, holder, payment: confirmed, never retyped), then changed step by step like any draft.
 */
export function createContractChangeOrders({ db, clock, repository }: ContractChangeOrdersDeps) {
  return {
    /** A new draft of `kind` for the owner, and whatever the caller records with it, in one transaction. */
    async start(
      owner: OrderOwner,
      { kind, journey, offerId }: { kind: ChangeKind; journey: OrderJourney; offerId: string | null },
      within: (tx: DbExecutor, order: OrderView) => Promise<void>,
    ): Promise<OrderView> {
      const row = draftRow(clock.now(), owner, {
        kind,
        journey,
        offerId,
        customerEmail: journey.holder?.email.toLowerCase() ?? null,
        changeHistory: mergeChangeHistory([
          { type: 'upsert', data: { contractChange: journey.contractChange } },
        ]),
      });
      return db.transaction(async (tx) => {
        await repository.insert(tx, row);
        const order = orderView(row);
        await within(tx, order);
        return order;
      });
    },

    /** The owner's draft of `kind`, its journey changed (the history records what changed). */
    async update(
      id: string,
      ownerKey: string,
      kind: ChangeKind,
      change: (journey: OrderJourney) => OrderJourney,
    ): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = await repository.findOwned(tx, id, ownerKey, { lock: true });
        if (!row || row.kind !== kind) throw ORDER_NOT_FOUND();
        requireEditable(row);
        const journey = change(row.journey);
        const updated = changed(row, clock.now(), {
          journey,
          offerId: journey.situation?.offerId ?? row.offerId,
          changeHistory: mergeChangeHistory([
            ...row.changeHistory,
            { type: 'upsert', data: { situation: journey.situation, summary: journey.summary } },
          ]),
        });
        await repository.update(tx, updated);
        return orderView(updated);
      });
    },

    /** The order of `kind`, if the caller owns it (or signs it). */
    async owned(id: string, ownerKey: string, kind: ChangeKind): Promise<OrderView> {
      const row = await repository.findOwned(db, id, ownerKey);
      if (!row || row.kind !== kind) throw ORDER_NOT_FOUND();
      return orderView(row);
    },

    /**
     * A change begun in another browser: the session that proved it holds the contract's link takes it over
     * (a draft is moved; a contract waiting for its signature may be read and signed there).
     */
    async takeOver(id: string, ownerKey: string, kind: ChangeKind): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = await repository.lockById(tx, id);
        if (!row || row.kind !== kind) throw ORDER_NOT_FOUND();
        if (row.ownerSessionHash === ownerKey || row.signerSessionHash === ownerKey) return orderView(row);
        if (row.status === 'draft') {
          const updated = changed(row, clock.now(), { ownerSessionHash: ownerKey });
          await repository.update(tx, updated);
          return orderView(updated);
        }
        if (row.status === 'submitted' || row.status === 'signed') {
          const updated = changed(row, clock.now(), { signerSessionHash: ownerKey });
          await repository.update(tx, updated);
          return orderView(updated);
        }
        throw new BusinessError('ORDER_LOCKED', 'Cette demande n’est plus modifiable.');
      });
    },
  };
}

export type ContractChangeOrders = ReturnType<typeof createContractChangeOrders>;
