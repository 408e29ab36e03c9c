import {
  type AppointmentSlot,
  appointmentDays,
  appointmentSlotKey,
  appointmentSlots,
  type DeliveryPoint,
  type DeliveryPointAddressSearch,
  DeliveryPointIdSchema,
  type DeliveryPointStatus,
  type DeliveryPointView,
  type Energy,
  type InterventionView,
  type IsoDate,
  moveOutAppointmentDays,
  moveOutVisitNeed,
  normalizeDeliveryPointId,
  type SupplyStart,
  technicianVisitNeed,
  toDeliveryPointView,
  toInterventionView,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import {
  type GridOperatorProvider,
  MAX_POINTS_PER_SEARCH,
  type TerminationCancellation,
  type TerminationRequest,
} from '../../integrations/grid-operators/grid-operator-provider.js';
import type { InterventionsRepository } from './interventions.repository.js';

export interface DeliveryPointValidation {
  valid: boolean;
  normalizedId: string;
  /** Why the id is refused, in French; `null` when it is valid. */
  message: string | null;
}

/**
 * The format check of a delivery point id (DECISIONS §2): PDL 14 digits; PCE 14 digits or `GI`
 * + 6 digits, after removing spaces. A malformed id is an answer, not an error.
 */
export function validateDeliveryPointId(energy: Energy, id: string): DeliveryPointValidation {
  const parsed = DeliveryPointIdSchema.safeParse({ energy, id });
  return {
    valid: parsed.success,
    normalizedId: normalizeDeliveryPointId(id),
    message: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Numéro invalide'),
  };
}

export const DELIVERY_POINT_NOT_FOUND_MESSAGE =
  'Aucun point de livraison ne correspond à ce numéro. Vérifiez-le sur votre facture, ou choisissez « Je ne le connais pas ».';

const notFound = () => new BusinessError('DELIVERY_POINT_NOT_FOUND', DELIVERY_POINT_NOT_FOUND_MESSAGE);

export interface TechnicianAppointments {
  needed: boolean;
  reason: string;
  slots: AppointmentSlot[];
}

export interface DeliveryPointsServiceDeps {
  gridOperator: GridOperatorProvider;
  interventions: InterventionsRepository;
  clock: Clock;
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

export function createDeliveryPointsService({
  gridOperator,
  interventions,
  clock,
}: DeliveryPointsServiceDeps) {
  const pointOrThrow = async (energy: Energy, id: string) => {
    const point = await gridOperator.findById(energy, normalizeDeliveryPointId(id));
    if (!point || point.energy !== energy) throw notFound();
    return point;
  };

  /** The operator's free half-days at the point, kept to the working days asked for, whatever the source. */
  const freeSlots = async (point: DeliveryPoint, days: readonly IsoDate[]): Promise<AppointmentSlot[]> => {
    const offered = await gridOperator.findAppointments({
      energy: point.energy,
      id: point.id,
      from: days[0] as IsoDate,
      days: days.length,
    });
    const free = new Set(offered.map((slot) => appointmentSlotKey(slot.date, slot.period)));
    return appointmentSlots(days, (date, period) => free.has(appointmentSlotKey(date, period)));
  };

  return {
    /**
     * Every point at an address, so the customer picks theirs by its complement (building, floor, door).
     * `withConsumption` only for our own back office: the public search lists neighbours too.
     */
    async searchByAddress(
      query: DeliveryPointAddressSearch,
      { withConsumption }: { withConsumption: boolean },
    ): Promise<{ points: DeliveryPointView[] }> {
      const points = await gridOperator.searchByAddress({
        energy: query.energy,
        postcode: query.postcode,
        ...(query.citycode ? { citycode: query.citycode } : {}),
        street: query.street,
        ...(query.housenumber ? { housenumber: query.housenumber } : {}),
      });
      return {
        points: points
          .filter((point) => point.energy === query.energy)
          .sort(
            (a, b) =>
              collator.compare(a.address.label, b.address.label) ||
              collator.compare(a.address.complement ?? '', b.address.complement ?? '') ||
              a.id.localeCompare(b.id),
          )
          .slice(0, MAX_POINTS_PER_SEARCH)
          .map((point) => toDeliveryPointView(point, { withConsumption })),
      };
    },

    /** The state of a point as the grid operator knows it, or undefined when it does not. */
    async status(energy: Energy, id: string): Promise<{ status: DeliveryPointStatus } | undefined> {
      const point = await gridOperator.findById(energy, normalizeDeliveryPointId(id));
      return point && point.energy === energy ? { status: point.status } : undefined;
    },

    /** The point as the grid operator knows it (meter, consumption), or undefined: for our own services. */
    async point(energy: Energy, id: string): Promise<DeliveryPoint | undefined> {
      const point = await gridOperator.findById(energy, normalizeDeliveryPointId(id));
      return point && point.energy === energy ? point : undefined;
    },

    /** Ends supply at a point on a date through the grid operator (a move's old home), or cancels that. */
    terminations: {
      requestTermination: (request: TerminationRequest) => gridOperator.requestTermination(request),
      cancelTermination: (cancellation: TerminationCancellation) =>
        gridOperator.cancelTermination(cancellation),
    },

    /** A point by the number printed on the customer's bill; 404 with a French hint when unknown. */
    async findById(energy: Energy, id: string): Promise<DeliveryPointView> {
      return toDeliveryPointView(await pointOrThrow(energy, id), { withConsumption: true });
    },

    /** Whether starting supply needs a technician, and if so the free half-days from JO+5 (or `from`). */
    async findAppointments({
      energy,
      deliveryPointId,
      from,
      supplyStart,
    }: {
      energy: Energy;
      deliveryPointId: string;
      from?: IsoDate;
      supplyStart: SupplyStart;
    }): Promise<TechnicianAppointments> {
      const point = await pointOrThrow(energy, deliveryPointId);
      const need = technicianVisitNeed(point, supplyStart);
      if (!need.needed) return { needed: false, reason: need.reason, slots: [] };
      const days = appointmentDays(toIsoDateInTimeZone(clock.now()), from);
      if (!days.ok) throw new BusinessError(days.code, days.message);
      return { needed: true, reason: need.reason, slots: await freeSlots(point, days.value) };
    },

    /** Whether ending supply at a move's old home needs a technician, and if so the free half-days before the move-out. */
    async findMoveOutAppointments({
      energy,
      deliveryPointId,
      moveOutDate,
    }: {
      energy: Energy;
      deliveryPointId: string;
      moveOutDate: IsoDate;
    }): Promise<TechnicianAppointments> {
      const point = await pointOrThrow(energy, deliveryPointId);
      const need = moveOutVisitNeed(point);
      if (!need.needed) return { needed: false, reason: need.reason, slots: [] };
      const days = moveOutAppointmentDays(toIsoDateInTimeZone(clock.now()), moveOutDate);
      return { needed: true, reason: need.reason, slots: await freeSlots(point, days) };
    },

    /** The technician visits known at a point (s30), oldest first. */
    async interventions(energy: Energy, id: string): Promise<{ interventions: InterventionView[] }> {
      const point = await pointOrThrow(energy, id);
      return { interventions: (await interventions.listForPoint(energy, point.id)).map(toInterventionView) };
    },
  };
}
export type DeliveryPointsService = ReturnType<typeof createDeliveryPointsService>;
