import {
  checkCallConsent,
  completedSteps,
  type DraftPreset,
  JOURNEY_STEPS,
  type OrderEvent,
  type OrderStatus,
  type OrderView,
  resumeRefusal,
  toIsoDateInTimeZone,
  transitionOrder,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { hasSqlState } from '../../db/sql-state.js';
import { BusinessError } from '../../http/envelope.js';
import type { InterventionsRepository } from '../delivery-points/interventions.repository.js';
import type { PromoService } from '../promo/promo.service.js';
import type { IbanCipher } from './iban-cipher.js';
import { createAppointmentBooking } from './order-appointment.js';
import {
  createChangeDraft,
  loadOwned,
  MAX_CHANGE_ATTEMPTS,
  ORDER_NOT_FOUND,
  requireEditable,
} from './order-change.js';
import { isOrderChanged, ORDER_CHANGED, type OrderChecks, type OrderFacts } from './order-checks.js';
import type { OrderLeads } from './order-leads.js';
import { createSavePoint } from './order-save-point.js';
import { changed, draftRow, type OrderOwner, orderView } from './order-view.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

/** Why and by whom a journey is stopped (SPEC §3 cancelled basket and cancelled proposal). */
export interface OrderStop {
  reason?: string;
  /** The staff member who stopped it, for the agent channels. */
  agentId?: string | undefined;
  newBundle?: string | undefined;
  reasonForRefusal?: string | undefined;
}

export interface OrdersServiceDeps {
  db: Database;
  clock: Clock;
  repository: OrdersRepository;
  promo: PromoService;
  ibanCipher: IbanCipher;
  /** Eligibility of the chosen offer and the meter's state, asked of their modules. */
  checks: OrderChecks;
  /** The order's lead: recorded at the holder step, abandoned with its basket when the journey stops. */
  leads: OrderLeads;
  /** The technician visit chosen at the situation step: booked on submission, freed on cancellation. */
  appointments: Pick<InterventionsRepository, 'book' | 'cancel'>;
}

export function createOrdersService({
  db,
  clock,
  repository,
  promo,
  ibanCipher,
  checks,
  leads,
  appointments,
}: OrdersServiceDeps) {
  const today = () => toIsoDateInTimeZone(clock.now());

  const load = (executor: DbExecutor, id: string, ownerKey: string, lock = false) =>
    loadOwned(repository, executor, id, ownerKey, lock);

  const transition = (row: OrderRow, event: OrderEvent): OrderStatus => {
    const next = transitionOrder(row.status, event);
    if (!next.ok) throw new BusinessError(next.code, next.message);
    return next.value;
  };

  /**
   * The order's promo code, checked again for its current offer and holder (the per-customer limit counts
   * on the e-mail once known). At a save-point a code that no longer applies is dropped with a notice; at
   * submission it is refused.
   */
  const recheckPromo = async (tx: DbExecutor, row: OrderRow, notifications: string[]): Promise<OrderRow> => {
    if (!row.promoCode) return row;
    const decision = await promo.reserve(tx, row.promoCode, {
      orderId: row.id,
      channel: row.channel,
      ...(row.offerId ? { offerId: row.offerId } : {}),
      customerKey: row.customerEmail ?? `session:${row.ownerSessionHash}`,
    });
    if (decision.ok) return row;
    await promo.release(tx, row.id);
    notifications.push(`Le code promo ${row.promoCode} a été retiré de votre commande : ${decision.message}`);
    return { ...row, promoCode: null };
  };

  const visits = createAppointmentBooking({ appointments, clock });

  /**
   * Cancels an order inside the caller's transaction: its promo code's use and its technician visit are
   * released, and the basket recorded as cancelled with the reason, the agent who stopped it and any offer
   * proposed instead and refused.
   */
  const cancelWithin = async (tx: DbExecutor, row: OrderRow, stop: OrderStop): Promise<OrderRow> => {
    const updated = changed(row, clock.now(), { status: transition(row, 'cancel') });
    await repository.update(tx, updated);
    await promo.release(tx, row.id);
    await visits.release(tx, row.id);
    await leads.recordCancelledBasket(tx, {
      orderId: row.id,
      bundleId: row.offerId,
      parcoursType: 'subscription',
      reason: stop.reason ?? null,
      agentId: stop.agentId ?? row.agentId ?? undefined,
      proposal: stop.newBundle
        ? { newBundle: stop.newBundle, reasonForRefusal: stop.reasonForRefusal }
        : undefined,
    });
    return updated;
  };

  /** The outside facts the rules need for an order (and a delivery point step about to be saved). */
  const factsFor = async (
    id: string,
    ownerKey: string,
    incomingDeliveryPoint?: unknown,
    options?: { meter?: boolean },
  ): Promise<OrderFacts> =>
    checks.gather((await repository.findOwned(db, id, ownerKey))?.journey, incomingDeliveryPoint, options);

  const changeDraft = createChangeDraft({ db, repository, checks });

  const saveStep = createSavePoint({ clock, ibanCipher, checks, leads, recheckPromo, changeDraft });

  const service = {
    /** A save-point (`order-save-point.ts`). */
    saveStep,

    async create(owner: OrderOwner, preset?: DraftPreset): Promise<OrderView> {
      const row = draftRow(clock.now(), owner, {
        ...(preset ? { journey: { preset }, offerId: preset.situation?.offerId ?? null } : {}),
      });
      await repository.insert(db, row);
      return orderView(row);
    },

    async get(id: string, ownerKey: string): Promise<OrderView> {
      return orderView(await load(db, id, ownerKey));
    },

    /**
     * Every step done and every rule held again: the order goes to signing. One active order per PDL/PCE.
     * Written only if nobody changed the order since it was read (else read and checked again).
     */
    async submit(id: string, ownerKey: string): Promise<OrderView> {
      for (let attempt = 1; ; attempt += 1) {
        const row = await load(db, id, ownerKey);
        if (completedSteps(row.journey).length < JOURNEY_STEPS.length) {
          throw new BusinessError(
            'JOURNEY_INCOMPLETE',
            'Toutes les étapes doivent être complétées avant la signature.',
          );
        }
        const status = transition(row, 'submit');
        const call = checkCallConsent(row.channel, row.journey.call, today());
        if (!call.ok) throw new BusinessError(call.code, call.message);
        const facts = await checks.gather(row.journey);
        checks.offer(row, facts, { required: true });
        checks.supplyStart(row, facts);
        try {
          const write = async (tx: DbExecutor) => {
            // Written first: the row is then held, and a second push of the same order waits, finds it changed
            // and is refused by the state machine, before booking anything.
            const updated = changed(row, clock.now(), { status });
            if (!(await repository.updateIfVersion(tx, updated, row.version))) throw ORDER_CHANGED();
            const notifications: string[] = [];
            await recheckPromo(tx, row, notifications);
            if (notifications.length > 0) {
              throw new BusinessError('PROMO_NO_LONGER_VALID', notifications.join(' '));
            }
            await visits.book(tx, row);
            return orderView(updated);
          };
          // Without a promo code or a visit, the order's row is all it writes: no transaction needed.
          return row.promoCode !== null || visits.booksAny(row)
            ? await db.transaction(write)
            : await write(db);
        } catch (error) {
          if (hasSqlState(error, '23505')) {
            throw new BusinessError(
              'DELIVERY_POINT_TAKEN',
              'Une souscription est déjà en cours pour ce point de livraison. Vérifiez le numéro de votre compteur ou contactez-nous.',
            );
          }
          if (!isOrderChanged(error) || attempt >= MAX_CHANGE_ATTEMPTS) throw error;
        }
      }
    },

    /** Stops a journey (draft or awaiting signature), by the state machine; see `cancelWithin`. */
    async cancel(id: string, ownerKey: string, stop: OrderStop = {}): Promise<OrderView> {
      return db.transaction(async (tx) =>
        orderView(await cancelWithin(tx, await load(tx, id, ownerKey, true), stop)),
      );
    },

    cancelWithin,

    applyPromo: (id: string, ownerKey: string, code: string) =>
      changeDraft(id, ownerKey, async (tx, row) => {
        const decision = await promo.reserve(tx, code, {
          orderId: id,
          channel: row.channel,
          ...(row.offerId ? { offerId: row.offerId } : {}),
          customerKey: row.customerEmail ?? `session:${ownerKey}`,
        });
        if (!decision.ok) throw new BusinessError(decision.code, decision.message);
        return changed(row, clock.now(), { promoCode: code });
      }),

    /** A campaign unlocked by a PIN or set by staff: the chosen offer must stay eligible under it. */
    attachCampaign: (id: string, ownerKey: string, campaign: string) =>
      changeDraft(id, ownerKey, async (tx, row, facts) => {
        if (!(await promo.isActiveCampaign(tx, campaign))) {
          const message = `La campagne « ${campaign} » n’existe pas ou n’est plus active.`;
          throw new BusinessError('CAMPAIGN_UNKNOWN', message, [
            { code: 'CAMPAIGN_UNKNOWN', message, field: 'campaign' },
          ]);
        }
        const updated = changed(row, clock.now(), { campaign });
        if (facts) checks.offer(updated, facts);
        return updated;
      }),

    /** Runs a change on the owner's draft (module-internal: drafts, offers). */
    changeDraft,

    /** The facts a save-point needs, for a caller that saves inside its own transaction. */
    factsFor,

    /** The IBAN in clear, for the signing service only (the mandate document). */
    async revealIban(id: string, ownerKey: string): Promise<string | undefined> {
      const sealed = (await load(db, id, ownerKey)).journey.payment?.ibanSealed;
      return sealed ? ibanCipher.decrypt(sealed) : undefined;
    },

    /** An order's status, whoever owns it: for the contracts module, which never reads the orders table. */
    async statusOf(id: string): Promise<OrderStatus | undefined> {
      return (await repository.findById(db, id))?.status;
    },

    /** The payment as stored (the IBAN sealed), inside the caller's transaction: it travels to the contract. */
    async storedPaymentWithin(tx: DbExecutor, id: string) {
      return (await repository.lockById(tx, id))?.journey.payment;
    },

    /** The owner's draft worked on last, or `null`. */
    latestDraftId: (ownerKey: string) => repository.latestDraftId(db, ownerKey),

    /** The caller's order, locked in the caller's transaction: its status is theirs to check. */
    async lockOwn(tx: DbExecutor, id: string, ownerKey: string): Promise<OrderView> {
      return orderView(await load(tx, id, ownerKey, true));
    },

    /** The caller's draft, locked in the caller's transaction (add-ons, save for later). */
    async lockOwnDraft(tx: DbExecutor, id: string, ownerKey: string): Promise<OrderView> {
      return orderView(requireEditable(await load(tx, id, ownerKey, true)));
    },

    /** A resume link was opened: the draft moves to the session that opened it, and the former one loses it. */
    async adoptDraft(tx: DbExecutor, id: string, newOwnerKey: string): Promise<OrderView> {
      const row = await repository.lockById(tx, id);
      if (!row) throw ORDER_NOT_FOUND();
      const refusal = resumeRefusal(row.status);
      if (refusal) throw new BusinessError(refusal.code, refusal.message);
      const updated = changed(row, clock.now(), { ownerSessionHash: newOwnerKey });
      await repository.update(tx, updated);
      return orderView(updated);
    },

    // Signing and completion (modules/signing): used inside the signing module's transactions.

    /**
     * The order locked for the rest of the caller's transaction, with what signing needs besides the view.
     * Without `ownerKey` only for callers authorised otherwise (staff, a withdrawal link).
     */
    async lockForSigning(tx: DbExecutor, id: string, ownerKey?: string) {
      const row =
        ownerKey !== undefined ? await load(tx, id, ownerKey, true) : await repository.lockById(tx, id);
      if (!row) throw ORDER_NOT_FOUND();
      return { ...orderView(row), customerEmail: row.customerEmail, updatedAt: row.updatedAt };
    },

    /** Signed, completed (promo use confirmed) or withdrawn (promo use released), by the state machine. */
    async advanceSigning(
      tx: DbExecutor,
      id: string,
      event: 'sign' | 'complete' | 'withdraw',
    ): Promise<OrderView> {
      const row = await repository.lockById(tx, id);
      if (!row) throw ORDER_NOT_FOUND();
      const updated = changed(row, clock.now(), { status: transition(row, event) });
      await repository.update(tx, updated);
      if (event === 'complete') await promo.confirm(tx, id);
      if (event === 'withdraw') {
        await promo.release(tx, id);
        await visits.release(tx, id);
      }
      return orderView(updated);
    },
  };
  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
