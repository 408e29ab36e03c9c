import {
  type CompiledRules,
  checkSupplySwitch,
  type DeliveryPointStatus,
  type Energy,
  eligibilityContextOf,
  evaluateTarget,
  notEligibleMessage,
  type OrderJourney,
  roleOfChannel,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { OrderRow } from './orders.repository.js';

/** What the order engine asks of the other modules, through their services (wired in app.ts). */
export interface OrderChecksDeps {
  clock: Clock;
  /** The offers on sale (catalogue). */
  marketOffers: () => Promise<readonly { id: string; name: string; energy: Energy }[]>;
  /** The eligibility rules, compiled once and cached by the eligibility module. */
  compiledRules: () => Promise<CompiledRules>;
  /** The grid operator's state of a delivery point, or undefined when it does not know it. */
  findDeliveryPoint: (energy: Energy, id: string) => Promise<{ status: DeliveryPointStatus } | undefined>;
  /**
   * Whether a point the grid operator does not know is refused: true with the real Enedis and GRDF APIs;
   * false with the demo registry, which knows only a few points.
   */
  refuseUnknownPoints: boolean;
}

/**
 * What the rules need from outside the order, fetched before its transaction opens (the embedded
 * database has one connection: nothing else may be queried while a transaction holds it).
 */
export interface OrderFacts {
  rules: CompiledRules;
  offers: readonly { id: string; name: string; energy: Energy }[];
  /** The grid operator's answer for each delivery point the order may name. */
  points: ReadonlyMap<string, { status: DeliveryPointStatus } | undefined>;
}

const fieldError = (code: ErrorCode, message: string, field: string) =>
  new BusinessError(code, message, [{ code, message, field }]);

/** A delivery point a journey names, when it names a confirmed one. */
function pointOf(deliveryPoint: unknown): { energy: Energy; id: string } | undefined {
  const step = deliveryPoint as { mode?: unknown; point?: { energy?: unknown; id?: unknown } } | undefined;
  const { energy, id } = step?.point ?? {};
  return step?.mode === 'confirmed' &&
    (energy === 'electricity' || energy === 'gas') &&
    typeof id === 'string'
    ? { energy, id }
    : undefined;
}

/** The order changed between the facts gathered and its write (another tab): the change is tried again. */
export const ORDER_CHANGED = () =>
  new BusinessError(
    'ORDER_CHANGED',
    'Votre commande a été modifiée en même temps depuis un autre onglet : réessayez.',
  );

/** Whether a change failed only because the order moved under it: it may be tried again. */
export const isOrderChanged = (error: unknown) =>
  error instanceof BusinessError && error.code === 'ORDER_CHANGED';

/**
 * The rules the server holds every order to, whoever calls: the chosen offer is on sale and eligible for
 * the order's whole context, and a supplier switch is on a live meter the grid operator knows.
 */
export function createOrderChecks({
  clock,
  marketOffers,
  compiledRules,
  findDeliveryPoint,
  refuseUnknownPoints,
}: OrderChecksDeps) {
  const today = () => toIsoDateInTimeZone(clock.now());

  return {
    /** The facts for an order's journey, and for a delivery point step about to be saved, if any. */
    async gather(
      journey: OrderJourney | undefined,
      incomingDeliveryPoint?: unknown,
      { meter = true }: { meter?: boolean } = {},
    ): Promise<OrderFacts> {
      const named = meter
        ? [pointOf(journey?.deliveryPoint), pointOf(incomingDeliveryPoint)].filter(
            (point) => point !== undefined,
          )
        : [];
      const [rules, offers, answers] = await Promise.all([
        compiledRules(),
        marketOffers(),
        Promise.all(named.map((point) => findDeliveryPoint(point.energy, point.id))),
      ]);
      return { rules, offers, points: new Map(named.map((point, index) => [point.id, answers[index]])) };
    },

    /** The order's offer, once chosen in the journey (or always, with `required`), checked against the rules. */
    offer(row: OrderRow, facts: OrderFacts, { required = false } = {}): void {
      const offerId = row.journey.situation?.offerId ?? (required ? row.offerId : null);
      if (!offerId) return;
      const offer = facts.offers.find((candidate) => candidate.id === offerId);
      if (!offer) {
        throw fieldError(
          'OFFER_UNKNOWN',
          `L’offre « ${offerId} » n’existe pas ou n’est plus proposée.`,
          'offerId',
        );
      }
      const context = eligibilityContextOf(row, {
        today: today(),
        role: roleOfChannel(row.channel),
      });
      const decision = evaluateTarget(facts.rules, { type: 'offer', id: offer.id }, context);
      if (!decision.eligible) {
        throw fieldError('NOT_ELIGIBLE', notEligibleMessage(offer.name, decision.failed), 'offerId');
      }
    },

    /** A supplier switch on a disconnected or unknown meter is refused: it needs a connection. */
    supplyStart(row: OrderRow, facts: OrderFacts): void {
      const { situation } = row.journey;
      const point = pointOf(row.journey.deliveryPoint);
      if (!situation || !point) return;
      if (!facts.points.has(point.id)) {
        throw ORDER_CHANGED();
      }
      const known = facts.points.get(point.id);
      const verdict = checkSupplySwitch(
        situation.kind,
        known ?? (refuseUnknownPoints ? 'notFound' : 'notGiven'),
      );
      if (!verdict.ok) throw fieldError(verdict.code, verdict.message, 'kind');
    },
  };
}

export type OrderChecks = ReturnType<typeof createOrderChecks>;
