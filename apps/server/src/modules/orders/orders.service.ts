import { randomBytes, randomUUID } from 'node:crypto';
import {
  createMandateReference,
  maskIban,
  mergeChangeHistory,
  needsExpressStartRequest,
  normalizeIban,
  type OrderEvent,
  type OrderStatus,
  type SalesChannel,
  toIsoDateInTimeZone,
  transitionOrder,
} from '@voltaire/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { PromoService } from '../promo/promo.service.js';
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

export interface OrdersServiceDeps {
  db: Database;
  clock: Clock;
  promo: PromoService;
  ibanCipher: IbanCipher;
}

export function createOrdersService({ db, clock, promo, ibanCipher }: OrdersServiceDeps) {
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

  return {
    async create(ownerHash: string, channel: SalesChannel): Promise<OrderView> {
      const now = clock.now();
      const row: OrderRow = {
        id: randomUUID(),
        reference: `VOL-${today().slice(0, 4)}-${randomBytes(5).toString('hex').toUpperCase()}`,
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
      };
      await db.insert(orders).values(row);
      return orderView(row);
    },

    async get(id: string, ownerHash: string): Promise<OrderView> {
      return orderView(await load(db, id, ownerHash));
    },

    /** A save-point: one step validated by its rules and merged into the order, with its history. */
    async saveStep(id: string, ownerHash: string, step: JourneyStep, data: unknown): Promise<OrderView> {
      return db.transaction(async (tx) => {
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

    /** Stops a journey; the promo code's use is released. */
    async cancel(id: string, ownerHash: string): Promise<OrderView> {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, ownerHash, true);
        const updated = {
          ...row,
          status: transition(row, 'cancel'),
          version: row.version + 1,
          updatedAt: clock.now(),
        };
        await tx.update(orders).set(updated).where(eq(orders.id, id));
        await promo.release(tx, id);
        return orderView(updated);
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
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
