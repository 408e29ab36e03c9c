import { randomBytes } from 'node:crypto';
import {
  checkNewHome,
  createMandateReference,
  type JourneyStep,
  maskIban,
  mergeChangeHistory,
  needsExpressStartRequest,
  normalizeIban,
  type OrderJourney,
  type OrderView,
  type Payment,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { IbanCipher } from './iban-cipher.js';
import { stepSchema } from './journey-steps.js';
import type { OrderChecks, OrderFacts } from './order-checks.js';
import type { OrderLeads } from './order-leads.js';
import { changed } from './order-view.js';
import type { OrderRow } from './orders.repository.js';

/** Saves retried when another tab changed the meter between the facts and the lock. */
const MAX_STALE_RETRIES = 3;

/** A change and what the customer should know about it (a promo code dropped, for instance). */
export interface OrderOutcome {
  order: OrderView;
  notifications: string[];
}

/** A caller's transaction to join (as a savepoint), e.g. sync-and-save's, with the facts it gathered. */
export interface JoinedTransaction {
  executor: DbExecutor;
  facts: OrderFacts;
}

export interface SavePointDeps {
  clock: Clock;
  ibanCipher: IbanCipher;
  checks: OrderChecks;
  leads: Pick<OrderLeads, 'recordFromHolder'>;
  /** The order's promo code checked again; a code that no longer applies is dropped with a notice. */
  recheckPromo: (tx: DbExecutor, row: OrderRow, notifications: string[]) => Promise<OrderRow>;
  factsFor: (
    id: string,
    ownerKey: string,
    incomingDeliveryPoint?: unknown,
    options?: { meter?: boolean },
  ) => Promise<OrderFacts>;
  changeDraft: (
    id: string,
    ownerKey: string,
    change: (tx: DbExecutor, row: OrderRow) => Promise<OrderRow>,
    options: { executor?: DbExecutor; facts: OrderFacts | 'none' },
  ) => Promise<OrderView>;
}

const validationError = (issues: readonly z.core.$ZodIssue[]) =>
  new BusinessError(
    'VALIDATION_ERROR',
    issues[0]?.message ?? 'Données invalides',
    issues.map((issue) => ({
      code: 'VALIDATION_ERROR',
      message: issue.message,
      field: issue.path.join('.'),
    })),
  );

/**
 * The save-point: one step checked by its rules and merged into the order, with its history; then the whole
 * order is checked again (the offer's eligibility, the meter, the promo code's limits).
 */
export function createSavePoint({
  clock,
  ibanCipher,
  checks,
  leads,
  recheckPromo,
  factsFor,
  changeDraft,
}: SavePointDeps) {
  const today = () => toIsoDateInTimeZone(clock.now());

  /** Step 5 as stored: the IBAN sealed and masked, the mandate given its reference (RUM). */
  const storedPayment = (row: OrderRow, { iban: clear, ...payment }: Payment) => {
    const iban = normalizeIban(clear);
    return {
      ...payment,
      ibanMasked: maskIban(iban),
      ibanSealed: ibanCipher.encrypt(iban),
      // A new mandate reference (RUM) only for a new IBAN (a move keeps the mandate of the same account).
      mandateReference:
        row.journey.payment && ibanCipher.decrypt(row.journey.payment.ibanSealed) === iban
          ? row.journey.payment.mandateReference
          : createMandateReference(row.reference, randomBytes(8)),
    };
  };

  /** The journey with the step saved; its draft (what was typed before « Continuer ») is no longer needed. */
  const storedJourney = (row: OrderRow, step: JourneyStep, data: unknown): OrderJourney => {
    const { drafts: previous, ...kept } = row.journey;
    const { [step]: _saved, ...drafts } = previous ?? {};
    const journey: OrderJourney = Object.keys(drafts).length > 0 ? { ...kept, drafts } : kept;
    return step === 'payment'
      ? { ...journey, payment: storedPayment(row, data as Payment) }
      : { ...journey, [step]: data };
  };

  /** A move's new home must differ from the old one. */
  const checkMove = (row: OrderRow, updated: OrderRow, step: JourneyStep) => {
    const previousHome = row.kind === 'moving' ? updated.journey.contractChange?.previous : undefined;
    if (!previousHome || (step !== 'housing' && step !== 'deliveryPoint')) return;
    const home = checkNewHome(previousHome, {
      deliveryPointId: updated.deliveryPointId ?? undefined,
      address: step === 'housing' ? updated.journey.housing?.address : undefined,
    });
    if (!home.ok) {
      throw new BusinessError(home.code, home.message, [
        { code: home.code, message: home.message, field: step },
      ]);
    }
  };

  const saveOnce = async (
    id: string,
    ownerKey: string,
    step: JourneyStep,
    data: unknown,
    joined?: JoinedTransaction,
  ): Promise<OrderOutcome> => {
    const notifications: string[] = [];
    // Only the home, the meter and the situation change what the offer's rules and the meter rule see; the
    // later steps are checked again at push (and the holder's promo limits below).
    const changesContext = step === 'housing' || step === 'deliveryPoint' || step === 'situation';
    const facts = changesContext
      ? (joined?.facts ??
        (await factsFor(id, ownerKey, step === 'deliveryPoint' ? data : undefined, {
          meter: step !== 'housing',
        })))
      : undefined;
    const order = await changeDraft(
      id,
      ownerKey,
      async (tx, row) => {
        const startDate = row.journey.situation?.startDate;
        const parsed = stepSchema(step, {
          today: today(),
          startsWithinWithdrawalPeriod:
            startDate !== undefined && needsExpressStartRequest(startDate, today()),
        }).safeParse(data);
        if (!parsed.success) throw validationError(parsed.error.issues);
        const journey = storedJourney(row, step, parsed.data);
        // The history never keeps the sealed IBAN.
        const savedStep: Record<string, unknown> = { ...journey[step] };
        const { ibanSealed: _sealed, ...historyData } = savedStep;
        let updated = changed(row, clock.now(), {
          journey,
          changeHistory: mergeChangeHistory([
            ...row.changeHistory,
            { type: 'upsert', data: { [step]: historyData } },
          ]),
          offerId: journey.situation?.offerId ?? row.offerId,
          deliveryPointId:
            journey.deliveryPoint?.mode === 'confirmed' ? journey.deliveryPoint.point.id : null,
          customerEmail: journey.holder?.email.toLowerCase() ?? null,
        });
        checkMove(row, updated, step);
        if (facts) {
          checks.offer(updated, facts);
          if (step !== 'housing') checks.supplyStart(updated, facts);
        }
        if (step === 'situation' || step === 'holder')
          updated = await recheckPromo(tx, updated, notifications);
        if (step === 'holder' && journey.holder) {
          await leads.recordFromHolder(tx, { orderId: id, channel: row.channel, holder: journey.holder });
        }
        return updated;
      },
      { ...(joined ? { executor: joined.executor } : {}), facts: facts ?? 'none' },
    );
    return { order, notifications };
  };

  return async function saveStep(
    id: string,
    ownerKey: string,
    step: JourneyStep,
    data: unknown,
    joined?: JoinedTransaction,
  ): Promise<OrderOutcome> {
    // Facts are gathered before the row is locked; another tab may change the meter in between. The checks
    // then refuse with ORDER_CHANGED and the save starts again on fresh facts.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await saveOnce(id, ownerKey, step, data, joined);
      } catch (error) {
        const stale = error instanceof BusinessError && error.code === 'ORDER_CHANGED';
        if (!stale || joined || attempt >= MAX_STALE_RETRIES) throw error;
      }
    }
  };
}
