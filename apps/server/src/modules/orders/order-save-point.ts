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
import type { ChangeDraft } from './order-change.js';
import type { OrderChecks, OrderFacts } from './order-checks.js';
import type { OrderLeads } from './order-leads.js';
import { changed } from './order-view.js';
import type { OrderRow } from './orders.repository.js';

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
  changeDraft: ChangeDraft;
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

  return async function saveStep(
    id: string,
    ownerKey: string,
    step: JourneyStep,
    data: unknown,
    joined?: JoinedTransaction,
  ): Promise<OrderOutcome> {
    const notifications: string[] = [];
    // Only the home, the meter and the situation change what the offer's rules and the meter rule see; the
    // later steps are checked again at push (and the holder's promo limits below).
    const changesContext = step === 'housing' || step === 'deliveryPoint' || step === 'situation';
    const facts = !changesContext
      ? 'none'
      : (joined?.facts ??
        ((row: OrderRow) =>
          checks.gather(row.journey, step === 'deliveryPoint' ? data : undefined, {
            meter: step !== 'housing',
          })));
    const order = await changeDraft(
      id,
      ownerKey,
      async (tx, row, known) => {
        notifications.length = 0;
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
        if (known) {
          checks.offer(updated, known);
          if (step !== 'housing') checks.supplyStart(updated, known);
        }
        if (rechecksPromo(step, row)) updated = await recheckPromo(tx, updated, notifications);
        if (step === 'holder' && journey.holder) {
          await leads.recordFromHolder(tx, { orderId: id, channel: row.channel, holder: journey.holder });
        }
        return updated;
      },
      {
        ...(joined ? { executor: joined.executor } : {}),
        facts,
        writesElsewhere: (row) => step === 'holder' || rechecksPromo(step, row),
      },
    );
    return { order, notifications };
  };
}

/** The situation (the offer) and the holder (the e-mail) change what a promo code's limits see. */
const rechecksPromo = (step: JourneyStep, row: OrderRow) =>
  row.promoCode !== null && (step === 'situation' || step === 'holder');
