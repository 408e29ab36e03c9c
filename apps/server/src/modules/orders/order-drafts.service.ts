import {
  type DraftPreset,
  type Energy,
  type JourneyStep,
  mergeChangeHistory,
  type OrderJourney,
  type OrderView,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { IbanCipher } from './iban-cipher.js';
import { ORDER_NOT_FOUND } from './order-change.js';
import type { OrderChecks } from './order-checks.js';
import { changed, draftRow, type OrderOwner, orderView } from './order-view.js';
import type { OrdersRepository } from './orders.repository.js';
import type { OrdersService } from './orders.service.js';

export interface OrderDraftsServiceDeps {
  db: Database;
  clock: Clock;
  repository: OrdersRepository;
  orders: OrdersService;
  checks: OrderChecks;
  ibanCipher: IbanCipher;
}

const ENERGY_NAMES = { gas: 'le gaz', electricity: 'l’électricité' } as const satisfies Record<
  Energy,
  string
>;

/** Drafts started from what is already known: an offer picked up front, the other energy, a restart. */
export function createOrderDraftsService({
  db,
  clock,
  repository,
  orders,
  checks,
  ibanCipher,
}: OrderDraftsServiceDeps) {
  return {
    /**
     * The other energy for a household that has just subscribed: a draft with the new offer preset and
     * the housing, holder and payment steps taken from the owner's earlier order, checked again by their
     * rules (a new SEPA mandate reference comes with the new contract). All or nothing.
     */
    async createSecondEnergyDraft(
      owner: OrderOwner,
      preset: DraftPreset,
      fromOrderId: string,
    ): Promise<OrderView> {
      const source = await repository.findOwned(db, fromOrderId, owner.key);
      if (!source) throw ORDER_NOT_FOUND();
      if (!['submitted', 'signed', 'completed'].includes(source.status)) {
        throw new BusinessError(
          'SOURCE_ORDER_NOT_SIGNED',
          'Terminez d’abord votre première souscription avant d’ajouter une autre énergie.',
        );
      }
      const { housing, holder, payment, situation } = source.journey;
      if (situation?.energy === preset.situation?.energy) {
        throw new BusinessError(
          'SAME_ENERGY',
          'Cette énergie fait déjà l’objet de votre souscription : choisissez l’autre énergie.',
        );
      }
      const copied: Partial<Record<JourneyStep, unknown>> = {
        housing,
        holder,
        payment: payment && {
          accountHolder: payment.accountHolder,
          debitDay: payment.debitDay,
          paperlessBilling: payment.paperlessBilling,
          mandateAccepted: payment.mandateAccepted,
          iban: ibanCipher.decrypt(payment.ibanSealed),
        },
      };
      const facts = await checks.gather(undefined);
      return db.transaction(async (tx) => {
        const row = draftRow(clock.now(), owner, {
          journey: { preset },
          offerId: preset.situation?.offerId ?? null,
          campaign: source.campaign,
        });
        await repository.insert(tx, row);
        let view = orderView(row);
        for (const [step, data] of Object.entries(copied)) {
          if (data) {
            view = (
              await orders.saveStep(row.id, owner.key, step as JourneyStep, data, { executor: tx, facts })
            ).order;
          }
        }
        return view;
      });
    },

    /** Another offer for a draft: in its situation step once saved (same energy only), else in its preset. */
    selectOffer: (id: string, ownerKey: string, offer: { id: string; name: string; energy: Energy }) =>
      orders.changeDraft(
        id,
        ownerKey,
        async (_tx, row, facts) => {
          const { situation, preset } = row.journey;
          let journey: OrderJourney;
          let history = row.changeHistory;
          if (situation) {
            if (situation.energy !== offer.energy) {
              throw new BusinessError(
                'ENERGY_MISMATCH',
                `L’offre « ${offer.name} » ne concerne pas ${ENERGY_NAMES[situation.energy]}, l’énergie de votre souscription.`,
              );
            }
            journey = { ...row.journey, situation: { ...situation, offerId: offer.id } };
            history = mergeChangeHistory([
              ...history,
              { type: 'upsert', data: { situation: { offerId: offer.id } } },
            ]);
          } else {
            journey = {
              ...row.journey,
              preset: {
                ...preset,
                situation: { ...preset?.situation, offerId: offer.id, energy: offer.energy },
              },
            };
          }
          const updated = changed(row, clock.now(), { journey, changeHistory: history, offerId: offer.id });
          if (facts) checks.offer(updated, facts);
          return updated;
        },
        { writesElsewhere: () => false },
      ),

    /**
     * Starts a draft over: it is cancelled (its promo code released) and a new draft opens for the same
     * home, with its housing and delivery point steps and its campaign; everything else is asked again.
     */
    async restart(id: string, ownerKey: string): Promise<{ order: OrderView; previousOrderId: string }> {
      return db.transaction(async (tx) => {
        const row = await repository.findOwned(tx, id, ownerKey, { lock: true });
        if (!row) throw ORDER_NOT_FOUND();
        if (row.status !== 'draft') {
          throw new BusinessError(
            'ORDER_LOCKED',
            'Seule une souscription en cours de saisie peut être recommencée.',
          );
        }
        await orders.cancelWithin(tx, row, { reason: 'Souscription recommencée' });
        const { housing, deliveryPoint } = row.journey;
        const kept: OrderJourney = {
          ...(housing ? { housing } : {}),
          ...(deliveryPoint ? { deliveryPoint } : {}),
        };
        const fresh = draftRow(
          clock.now(),
          { key: ownerKey, channel: row.channel, agentId: row.agentId },
          {
            journey: kept,
            changeHistory: Object.keys(kept).length > 0 ? [{ type: 'upsert', data: kept }] : [],
            deliveryPointId: row.deliveryPointId,
            campaign: row.campaign,
          },
        );
        await repository.insert(tx, fresh);
        return { order: orderView(fresh), previousOrderId: id };
      });
    },
  };
}

export type OrderDraftsService = ReturnType<typeof createOrderDraftsService>;
