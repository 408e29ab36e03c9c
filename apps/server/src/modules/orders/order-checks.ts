import {
  checkSupplySwitch,
  type DeliveryPointStatus,
  type EligibilityContext,
  type EligibilityDecision,
  type Energy,
  eligibilityContextOf,
  notEligibleMessage,
  type Role,
  type SalesChannel,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import type { OrderRow } from './orders.repository.js';

/** What the order engine asks of the other modules, through their services (wired in app.ts). */
export interface OrderChecksDeps {
  clock: Clock;
  /** An offer on sale (catalogue), or undefined. */
  findOffer: (offerId: string) => Promise<{ id: string; name: string; energy: Energy } | undefined>;
  /** The eligibility engine's decision for one offer (cached compiled rules). */
  decideEligibility: (context: EligibilityContext, offerId: string) => Promise<EligibilityDecision>;
  /** The grid operator's state of a delivery point, or undefined when it does not know it. */
  findDeliveryPoint: (energy: Energy, id: string) => Promise<{ status: DeliveryPointStatus } | undefined>;
  /**
   * Whether a point the grid operator does not know is refused: true with the real Enedis and GRDF APIs;
   * false with the demo registry, which knows only a few points.
   */
  refuseUnknownPoints: boolean;
}

/** The role an order's channel sells under, for the rules that test a role. */
const ROLE_OF_CHANNEL: Partial<Record<SalesChannel, Role>> = {
  telesales: 'telesales',
  comparison: 'comparison',
  doorToDoor: 'doorToDoor',
  dealership: 'dealership',
};

const fieldError = (code: string, message: string, status: number, field: string) =>
  new BusinessError(code, message, status, [{ code, message, field }]);

/**
 * The rules the server holds every order to, whoever calls: the chosen offer is on sale and eligible for
 * the order's whole context, and a supplier switch is on a live meter the grid operator knows.
 */
export function createOrderChecks({
  clock,
  findOffer,
  decideEligibility,
  findDeliveryPoint,
  refuseUnknownPoints,
}: OrderChecksDeps) {
  const today = () => toIsoDateInTimeZone(clock.now());

  return {
    /** The order's offer, once chosen in the journey (or always, with `required`), checked against the rules. */
    async offer(row: OrderRow, { required = false } = {}): Promise<void> {
      const offerId = row.journey.situation?.offerId ?? (required ? row.offerId : null);
      if (!offerId) return;
      const offer = await findOffer(offerId);
      if (!offer) {
        throw fieldError(
          'OFFER_UNKNOWN',
          `L’offre « ${offerId} » n’existe pas ou n’est plus proposée.`,
          400,
          'offerId',
        );
      }
      const role = ROLE_OF_CHANNEL[row.channel] ?? 'default';
      const decision = await decideEligibility(eligibilityContextOf(row, { today: today(), role }), offer.id);
      if (!decision.eligible) {
        throw fieldError('NOT_ELIGIBLE', notEligibleMessage(offer.name, decision.failed), 409, 'offerId');
      }
    },

    /** A supplier switch on a disconnected or unknown meter is refused: it needs a connection. */
    async supplyStart(row: OrderRow): Promise<void> {
      const { situation, deliveryPoint } = row.journey;
      if (!situation || deliveryPoint?.mode !== 'confirmed') return;
      const point = await findDeliveryPoint(deliveryPoint.point.energy, deliveryPoint.point.id);
      const verdict = checkSupplySwitch(
        situation.kind,
        point ?? (refuseUnknownPoints ? 'notFound' : 'notGiven'),
      );
      if (!verdict.ok) throw fieldError(verdict.code, verdict.message, 409, 'kind');
    },
  };
}

export type OrderChecks = ReturnType<typeof createOrderChecks>;
