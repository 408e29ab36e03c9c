import { createHash } from 'node:crypto';
import { type AppointmentPeriod, type IsoDate, isWorkingDay, toIsoDateInTimeZone } from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type {
  InterventionRecord,
  InterventionsRepository,
} from '../delivery-points/interventions.repository.js';
import type { OrderRow } from './orders.repository.js';

/**
 * The id of a move's visit at its old home: derived from the order's, so that the order holds two visits (the new
 * home's under its own id) without storing a second id.
 */
export function moveOutVisitId(orderId: string): string {
  const hex = createHash('sha256').update(`move-out:${orderId}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const TAKEN_MESSAGES = {
  supplyStart:
    'Le créneau de rendez-vous choisi n’est plus disponible. Choisissez-en un autre à l’étape « Offre ».',
  moveOut:
    'Le créneau choisi pour le technicien à votre départ n’est plus disponible. Choisissez-en un autre sur la page « Je déménage ».',
} as const;

type Visit = Omit<InterventionRecord, 'status'> & { date: IsoDate; period: AppointmentPeriod };

/** The visits an order asks for: the new home's (situation step) and, for a move, the old home's (its departure). */
function visitsOf(row: OrderRow): Array<{ visit: Visit; taken: keyof typeof TAKEN_MESSAGES }> {
  const visits: Array<{ visit: Visit; taken: keyof typeof TAKEN_MESSAGES }> = [];
  const { situation, housing, contractChange } = row.journey;
  const citycode = housing?.address.inseeCode;
  if (situation?.appointment && row.deliveryPointId && citycode) {
    visits.push({
      taken: 'supplyStart',
      visit: {
        id: row.id,
        energy: situation.energy,
        deliveryPointId: row.deliveryPointId,
        citycode,
        kind: situation.kind === 'connection' ? 'connection' : 'reconnection',
        date: situation.appointment.date,
        period: situation.appointment.period,
      },
    });
  }
  const departure = contractChange?.departure;
  const previous = contractChange?.previous;
  if (departure?.path === 'bothEnds' && departure.appointment && previous?.energy && previous.citycode) {
    visits.push({
      taken: 'moveOut',
      visit: {
        id: moveOutVisitId(row.id),
        energy: previous.energy,
        deliveryPointId: previous.deliveryPointId,
        citycode: previous.citycode,
        kind: 'cut-off',
        date: departure.appointment.date,
        period: departure.appointment.period,
      },
    });
  }
  return visits;
}

/**
 * The technician visits an order chose (the new home's at the situation step, the old home's at a move-out), booked
 * when the order goes to signing and released when it is cancelled or withdrawn. One visit per commune, energy and
 * half-day: a unique index decides, and a half-day taken meanwhile is refused in French.
 */
export function createAppointmentBooking({
  appointments,
  clock,
}: {
  appointments: Pick<InterventionsRepository, 'book' | 'cancel'>;
  clock: Clock;
}) {
  return {
    /** Whether submitting the order books a visit (and so writes more than the order). */
    booksAny: (row: OrderRow): boolean => visitsOf(row).length > 0,

    async book(tx: DbExecutor, row: OrderRow): Promise<void> {
      const today = toIsoDateInTimeZone(clock.now());
      for (const { visit, taken } of visitsOf(row)) {
        const booked =
          visit.date > today &&
          isWorkingDay(visit.date) &&
          (await appointments.book(tx, { ...visit, status: 'planned' }, clock.now()));
        if (!booked) throw new BusinessError('APPOINTMENT_TAKEN', TAKEN_MESSAGES[taken]);
      }
    },

    async release(tx: DbExecutor, orderId: string): Promise<void> {
      await appointments.cancel(tx, orderId);
      await appointments.cancel(tx, moveOutVisitId(orderId));
    },
  };
}
