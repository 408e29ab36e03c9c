import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AppointmentPeriod,
  createMandateReference,
  type Energy,
  isWorkingDay,
  maskIban,
  mergeChangeHistory,
  needsExpressStartRequest,
  normalizeIban,
  type OrderEvent,
  type OrderStatus,
  resumeRefusal,
  type SalesChannel,
  toIsoDateInTimeZone,
  transitionOrder,
} from '@voltaire/domain';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { InterventionsRepository } from '../delivery-points/interventions.repository.js';
import type { LeadsService } from '../leads/leads.service.js';
import type { PromoService } from '../promo/promo.service.js';
import { pinCodes } from '../promo/promo.tables.js';
import type { IbanCipher } from './iban-cipher.js';
import { JOURNEY_STEPS, type JourneyStep, stepSchema } from './journey-steps.js';
import { orders } from './orders.tables.js';

type OrderRow = typeof orders.$inferSelect;
type Journey = Partial<Record<JourneyStep, Record<string, unknown>>>;

const ORDER_NOT_FOUND = () => new BusinessError('NOT_FOUND', 'Commande introuvable.', 404);

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/** What the customer's browser may see of an order: the IBAN only masked, never its ciphertext. */
export function orderView(row: OrderRow) {
  const journey = row.journey as Journey;
  const { ibanSealed: _sealed, ...payment } = journey.payment ?? {};
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    channel: row.channel,
    offerId: row.offerId,
    promoCode: row.promoCode,
    campaign: row.campaign,
    version: row.version,
    journey: { ...journey, ...(journey.payment ? { payment } : {}) },
    completedSteps: JOURNEY_STEPS.filter((step) => journey[step] !== undefined),
  };
}
export type OrderView = ReturnType<typeof orderView>;

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
  promo: PromoService;
  ibanCipher: IbanCipher;
  /** The order's lead: recorded at the holder step, abandoned with its basket when the journey stops. */
  leads: LeadsService;
  /** The technician visit chosen at the situation step: booked on submission, freed on cancellation. */
  appointments: Pick<InterventionsRepository, 'book' | 'cancel'>;
}

export function createOrdersService({
  db,
  clock,
  promo,
  ibanCipher,
  leads,
  appointments,
}: OrdersServiceDeps) {
  const today = () => toIsoDateInTimeZone(clock.now());

  const load = async (tx: DbExecutor, id: string, ownerHash: string, lock = false): Promise<OrderRow> => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw ORDER_NOT_FOUND();
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.ownerSessionHash, ownerHash)));
    const [row] = lock ? await query.for('update') : await query;
    // Someone else's order answers exactly like a missing one.
    if (!row) throw ORDER_NOT_FOUND();
    return row;
  };

  const transition = (row: OrderRow, event: OrderEvent): OrderStatus => {
    const next = transitionOrder(row.status, event);
    if (!next.ok) throw new BusinessError(next.code, next.message, 409);
    return next.value;
  };

  /** The step's data as stored: the IBAN sealed and masked, the mandate given its reference (RUM). */
  const storedStep = (
    step: JourneyStep,
    data: Record<string, unknown>,
    row: OrderRow,
  ): Record<string, unknown> => {
    if (step !== 'payment') return data;
    const iban = normalizeIban(String(data.iban));
    const existing = (row.journey as Journey).payment;
    return {
      ...data,
      iban: undefined,
      ibanMasked: maskIban(iban),
      ibanSealed: ibanCipher.encrypt(iban),
      mandateReference: existing?.mandateReference ?? createMandateReference(row.reference, randomBytes(8)),
    };
  };

  /** The visit chosen for this order, booked under the order's id; refused when the half-day was taken. */
  const bookAppointment = async (tx: DbExecutor, row: OrderRow): Promise<void> => {
    const journey = row.journey as Journey;
    const situation = journey.situation as
      | { kind?: string; energy?: Energy; appointment?: { date: string; period: AppointmentPeriod } }
      | undefined;
    const citycode = (journey.housing?.address as { inseeCode?: string } | undefined)?.inseeCode;
    const slot = situation?.appointment;
    if (!slot || !situation?.energy || !row.deliveryPointId || !citycode) return;
    const booked =
      slot.date > today() &&
      isWorkingDay(slot.date) &&
      (await appointments.book(
        tx,
        {
          id: row.id,
          energy: situation.energy,
          deliveryPointId: row.deliveryPointId,
          citycode,
          kind: situation.kind === 'connection' ? 'connection' : 'reconnection',
          date: slot.date,
          period: slot.period,
          status: 'planned',
        },
        clock.now(),
      ));
    if (!booked) {
      throw new BusinessError(
        'APPOINTMENT_TAKEN',
        'Le créneau de rendez-vous choisi n’est plus disponible. Choisissez-en un autre à l’étape « Offre ».',
        409,
      );
    }
  };

  /**
   * Cancels an order inside the caller's transaction: its promo code's use and its technician visit are
   * released, and the basket recorded as cancelled with the reason, the agent who stopped it and any offer
   * proposed instead and refused.
   */
  const cancelInTransaction = async (tx: DbExecutor, row: OrderRow, stop: OrderStop): Promise<OrderRow> => {
    const updated = {
      ...row,
      status: transition(row, 'cancel'),
      version: row.version + 1,
      updatedAt: clock.now(),
    };
    await tx.update(orders).set(updated).where(eq(orders.id, row.id));
    await promo.release(tx, row.id);
    await appointments.cancel(tx, row.id);
    await leads.recordCancelledBasket(tx, {
      orderId: row.id,
      bundleId: row.offerId,
      parcoursType: 'subscription',
      reason: stop.reason ?? null,
      agentId: stop.agentId,
      proposal: stop.newBundle
        ? { newBundle: stop.newBundle, reasonForRefusal: stop.reasonForRefusal }
        : undefined,
    });
    return updated;
  };

  return {
    async create(ownerHash: string, channel: SalesChannel): Promise<OrderView> {
      const row = draftRow(clock.now(), ownerHash, channel, {});
      await db.insert(orders).values(row);
      return orderView(row);
    },

    async get(id: string, ownerHash: string): Promise<OrderView> {
      return orderView(await load(db, id, ownerHash));
    },

    /** A save-point: one step validated by its rules and merged into the order, with its history. */
    async saveStep(
      id: string,
      ownerHash: string,
      step: JourneyStep,
      data: unknown,
      /** A caller's transaction to join (as a savepoint), e.g. sync-and-save's. */
      executor: DbExecutor = db,
    ): Promise<OrderView> {
      return executor.transaction(async (tx) => {
        const row = await load(tx, id, ownerHash, true);
        if (row.status !== 'draft') {
          throw new BusinessError('ORDER_LOCKED', 'Cette commande n’est plus modifiable.', 409);
        }
        const journey = row.journey as Journey;
        const startDate = journey.situation?.startDate as string | undefined;
        const parsed = stepSchema(step, {
          today: today(),
          startsWithinWithdrawalPeriod:
            startDate !== undefined && needsExpressStartRequest(startDate, today()),
        }).safeParse(data);
        if (!parsed.success) {
          throw new BusinessError(
            'VALIDATION_ERROR',
            parsed.error.issues[0]?.message ?? 'Données invalides',
            400,
            parsed.error.issues.map((issue) => ({
              code: 'VALIDATION_ERROR',
              message: issue.message,
              field: issue.path.join('.'),
            })),
          );
        }
        const value = storedStep(step, parsed.data as Record<string, unknown>, row);
        const updated: OrderRow = {
          ...row,
          journey: { ...journey, [step]: value },
          changeHistory: mergeChangeHistory([
            ...(row.changeHistory as Parameters<typeof mergeChangeHistory>[0]),
            { type: 'upsert', data: { [step]: { ...value, ibanSealed: undefined } } },
          ]),
          offerId: step === 'situation' ? String(value.offerId) : row.offerId,
          deliveryPointId:
            step === 'deliveryPoint'
              ? ((value.point as { id?: string } | undefined)?.id ?? null)
              : row.deliveryPointId,
          customerEmail: step === 'holder' ? String(value.email).toLowerCase() : row.customerEmail,
          version: row.version + 1,
          updatedAt: clock.now(),
        };
        await tx.update(orders).set(updated).where(eq(orders.id, id));
        if (step === 'holder') {
          await leads.recordFromHolder(tx, { orderId: id, channel: row.channel, holder: value });
        }
        return orderView(updated);
      });
    },

    /** Every step done: the order goes to signing. A second active order on one delivery point is refused. */
    async submit(id: string, ownerHash: string): Promise<OrderView> {
      try {
        return await db.transaction(async (tx) => {
          const row = await load(tx, id, ownerHash, true);
          const missing = JOURNEY_STEPS.filter((step) => (row.journey as Journey)[step] === undefined);
          if (missing.length > 0) {
            throw new BusinessError(
              'JOURNEY_INCOMPLETE',
              'Toutes les étapes doivent être complétées avant la signature.',
              400,
            );
          }
          const updated = {
            ...row,
            status: transition(row, 'submit'),
            version: row.version + 1,
            updatedAt: clock.now(),
          };
          await bookAppointment(tx, row);
          await tx.update(orders).set(updated).where(eq(orders.id, id));
          return orderView(updated);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new BusinessError(
          'DELIVERY_POINT_TAKEN',
          'Une souscription est déjà en cours pour ce point de livraison. Vérifiez le numéro de votre compteur ou contactez-nous.',
          409,
        );
      }
    },

    /**
     * Stops a journey; the promo code's use is released and the basket recorded as cancelled with the
     * reason, the agent who stopped it and any offer proposed instead and refused.
     */
    async cancel(id: string, ownerHash: string, stop: OrderStop = {}): Promise<OrderView> {
      return db.transaction(async (tx) => {
        return orderView(await cancelInTransaction(tx, await load(tx, id, ownerHash, true), stop));
      });
    },

    async applyPromo(id: string, ownerHash: string, code: string): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, ownerHash, true);
        if (row.status !== 'draft')
          throw new BusinessError('ORDER_LOCKED', 'Cette commande n’est plus modifiable.', 409);
        const decision = await promo.reserve(tx, code, {
          orderId: id,
          channel: row.channel as SalesChannel,
          ...(row.offerId ? { offerId: row.offerId } : {}),
          customerKey: row.customerEmail ?? `session:${ownerHash}`,
        });
        if (!decision.ok) throw new BusinessError(decision.code, decision.message, 400);
        const updated = { ...row, promoCode: code, version: row.version + 1, updatedAt: clock.now() };
        await tx.update(orders).set(updated).where(eq(orders.id, id));
        return orderView(updated);
      });
    },

    async attachCampaign(id: string, ownerHash: string, campaign: string): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, ownerHash, true);
        const updated = { ...row, campaign, version: row.version + 1, updatedAt: clock.now() };
        await tx.update(orders).set(updated).where(eq(orders.id, id));
        return orderView(updated);
      });
    },

    /** The IBAN in clear, for the signing service only (the mandate document). */
    async revealIban(id: string, ownerHash: string): Promise<string | undefined> {
      const sealed = ((await load(db, id, ownerHash)).journey as Journey).payment?.ibanSealed;
      return typeof sealed === 'string' ? ibanCipher.decrypt(sealed) : undefined;
    },

    // ── Drafts: the session's draft, an offer chosen up front, restart, campaign, resume links ──

    /** The session's draft it worked on last, or `null`. */
    async latestDraftId(ownerHash: string): Promise<string | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.ownerSessionHash, ownerHash), eq(orders.status, 'draft')))
        .orderBy(desc(orders.updatedAt), desc(orders.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * A draft that starts with what is already known (an offer picked on the offers page, a move-in):
     * kept in `journey.preset` for the situation form to start from, so no step counts as done. The
     * preset's offer is also the order's `offerId`, where the situation step puts it.
     */
    async createDraft(ownerHash: string, channel: SalesChannel, preset: DraftPreset): Promise<OrderView> {
      const row = draftRow(clock.now(), ownerHash, channel, {
        journey: { preset },
        offerId: preset.situation?.offerId ?? null,
      });
      await db.insert(orders).values(row);
      return orderView(row);
    },

    /**
     * The other energy for a household that has just subscribed: a draft with the new offer preset and
     * the housing, holder and payment steps taken from the session's earlier order, checked again by
     * their rules (a new SEPA mandate reference comes with the new contract). All or nothing.
     */
    async createSecondEnergyDraft(
      ownerHash: string,
      channel: SalesChannel,
      preset: DraftPreset,
      fromOrderId: string,
    ): Promise<OrderView> {
      const source = await load(db, fromOrderId, ownerHash);
      const sourceJourney = source.journey as Journey;
      if (!['submitted', 'signed', 'completed'].includes(source.status)) {
        throw new BusinessError(
          'SOURCE_ORDER_NOT_SIGNED',
          'Terminez d’abord votre première souscription avant d’ajouter une autre énergie.',
          409,
        );
      }
      if (sourceJourney.situation?.energy === preset.situation?.energy) {
        throw new BusinessError(
          'SAME_ENERGY',
          'Cette énergie fait déjà l’objet de votre souscription : choisissez l’autre énergie.',
          400,
        );
      }
      const {
        ibanSealed,
        ibanMasked: _masked,
        mandateReference: _reference,
        ...payment
      } = sourceJourney.payment ?? {};
      const copied = {
        housing: sourceJourney.housing,
        holder: sourceJourney.holder,
        payment:
          typeof ibanSealed === 'string' ? { ...payment, iban: ibanCipher.decrypt(ibanSealed) } : undefined,
      };
      return db.transaction(async (tx) => {
        const row = draftRow(clock.now(), ownerHash, channel, {
          journey: { preset },
          offerId: preset.situation?.offerId ?? null,
        });
        await tx.insert(orders).values(row);
        let view = orderView(row);
        for (const [step, data] of Object.entries(copied)) {
          if (data) view = await this.saveStep(row.id, ownerHash, step as JourneyStep, data, tx);
        }
        return view;
      });
    },

    /** Another offer for a draft: in its situation step once saved (same energy only), else in its preset. */
    async selectOffer(
      id: string,
      ownerHash: string,
      offer: { id: string; name: string; energy: Energy },
    ): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = requireDraft(await load(tx, id, ownerHash, true));
        const journey = row.journey as Journey & { preset?: DraftPreset };
        let next: Record<string, unknown>;
        let history: unknown[] = row.changeHistory;
        if (journey.situation) {
          if (journey.situation.energy !== offer.energy) {
            throw new BusinessError(
              'ENERGY_MISMATCH',
              `L’offre « ${offer.name} » ne concerne pas ${journey.situation.energy === 'gas' ? 'le gaz' : 'l’électricité'}, l’énergie de votre souscription.`,
              400,
            );
          }
          next = { ...journey, situation: { ...journey.situation, offerId: offer.id } };
          history = [
            ...mergeChangeHistory([
              ...(history as Parameters<typeof mergeChangeHistory>[0]),
              { type: 'upsert', data: { situation: { offerId: offer.id } } },
            ]),
          ];
        } else {
          const situation = { ...journey.preset?.situation, offerId: offer.id, energy: offer.energy };
          next = { ...journey, preset: { ...journey.preset, situation } };
        }
        const updated: OrderRow = {
          ...row,
          journey: next,
          changeHistory: history,
          offerId: offer.id,
          version: row.version + 1,
          updatedAt: clock.now(),
        };
        await tx.update(orders).set(updated).where(eq(orders.id, id));
        return orderView(updated);
      });
    },

    /**
     * Starts a draft over: it is cancelled (its promo code released) and a new draft opens for the
     * same home, with its housing and delivery point steps and its campaign; everything else is asked again.
     */
    async restart(id: string, ownerHash: string): Promise<{ order: OrderView; previousOrderId: string }> {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, ownerHash, true);
        if (row.status !== 'draft') {
          throw new BusinessError(
            'ORDER_LOCKED',
            'Seule une souscription en cours de saisie peut être recommencée.',
            409,
          );
        }
        await cancelInTransaction(tx, row, { reason: 'Souscription recommencée' });
        const now = clock.now();
        const journey = row.journey as Journey;
        const kept: Journey = {
          ...(journey.housing ? { housing: journey.housing } : {}),
          ...(journey.deliveryPoint ? { deliveryPoint: journey.deliveryPoint } : {}),
        };
        const fresh = draftRow(now, ownerHash, row.channel, {
          journey: kept,
          changeHistory: Object.keys(kept).length > 0 ? [{ type: 'upsert', data: kept }] : [],
          deliveryPointId: row.deliveryPointId,
          campaign: row.campaign,
        });
        await tx.insert(orders).values(fresh);
        return { order: orderView(fresh), previousOrderId: id };
      });
    },

    /** Attaches a campaign that exists (one of the pin codes' campaigns, valid today) to a draft. */
    async setCampaign(id: string, ownerHash: string, campaign: string): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = requireDraft(await load(tx, id, ownerHash, true));
        const [known] = await tx
          .select({ campaign: pinCodes.campaign })
          .from(pinCodes)
          .where(
            and(
              eq(pinCodes.campaign, campaign),
              lte(pinCodes.validFrom, today()),
              gte(pinCodes.validTo, today()),
            ),
          )
          .limit(1);
        if (!known) {
          const message = `La campagne « ${campaign} » n’existe pas ou n’est plus active.`;
          throw new BusinessError('CAMPAIGN_UNKNOWN', message, 400, [
            { code: 'CAMPAIGN_UNKNOWN', message, field: 'campaign' },
          ]);
        }
        const updated = { ...row, campaign, version: row.version + 1, updatedAt: clock.now() };
        await tx.update(orders).set(updated).where(eq(orders.id, id));
        return orderView(updated);
      });
    },

    /** The caller's order, locked in the caller's transaction (add-ons, save for later): its status is theirs to check. */
    async lockOwn(tx: DbExecutor, id: string, ownerHash: string): Promise<OrderView> {
      return orderView(await load(tx, id, ownerHash, true));
    },

    /** A resume link was opened: the draft moves to the session that opened it, and the former one loses it. */
    async adoptDraft(tx: DbExecutor, id: string, newOwnerHash: string): Promise<OrderView> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw ORDER_NOT_FOUND();
      const refusal = resumeRefusal(row.status);
      if (refusal) throw new BusinessError(refusal.code, refusal.message, 409);
      const updated = {
        ...row,
        ownerSessionHash: newOwnerHash,
        version: row.version + 1,
        updatedAt: clock.now(),
      };
      await tx.update(orders).set(updated).where(eq(orders.id, id));
      return orderView(updated);
    },

    // Signing and completion (modules/signing): used inside the signing module's transactions.

    /**
     * The order locked for the rest of the caller's transaction, with what signing needs besides the view.
     * Without `ownerHash` only for callers authorised otherwise (staff, a withdrawal link).
     */
    async lockForSigning(tx: DbExecutor, id: string, ownerHash?: string) {
      let row: OrderRow | undefined;
      if (ownerHash !== undefined) row = await load(tx, id, ownerHash, true);
      else if (/^[0-9a-f-]{36}$/i.test(id))
        [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw ORDER_NOT_FOUND();
      return { ...orderView(row), customerEmail: row.customerEmail, updatedAt: row.updatedAt };
    },

    /** Signed, completed (promo use confirmed) or withdrawn (promo use released), by the state machine. */
    async advanceSigning(
      tx: DbExecutor,
      id: string,
      event: 'sign' | 'complete' | 'withdraw',
    ): Promise<OrderView> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!row) throw ORDER_NOT_FOUND();
      const updated = {
        ...row,
        status: transition(row, event),
        version: row.version + 1,
        updatedAt: clock.now(),
      };
      await tx.update(orders).set(updated).where(eq(orders.id, id));
      if (event === 'complete') await promo.confirm(tx, id);
      if (event === 'withdraw') {
        await promo.release(tx, id);
        await appointments.cancel(tx, id);
      }
      return orderView(updated);
    },
  };
}

/** What is known of a draft before its journey: the situation form starts from it. */
export interface DraftPreset {
  situation?: {
    kind?: 'switching' | 'connection';
    energy?: Energy;
    offerId?: string;
    startDate?: string;
  };
}

function requireDraft(row: OrderRow): OrderRow {
  if (row.status !== 'draft')
    throw new BusinessError('ORDER_LOCKED', 'Cette commande n’est plus modifiable.', 409);
  return row;
}

/** A new draft's row, as `create` writes it, with some fields given. */
function draftRow(now: Date, ownerHash: string, channel: string, fields: Partial<OrderRow>): OrderRow {
  return {
    id: randomUUID(),
    reference: `VOL-${toIsoDateInTimeZone(now).slice(0, 4)}-${randomBytes(5).toString('hex').toUpperCase()}`,
    ownerSessionHash: ownerHash,
    status: 'draft',
    channel,
    journey: {},
    changeHistory: [],
    offerId: null,
    deliveryPointId: null,
    customerEmail: null,
    campaign: null,
    promoCode: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
