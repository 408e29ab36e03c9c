import { isWorkingDay, toIsoDateInTimeZone } from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { InterventionsRepository } from '../delivery-points/interventions.repository.js';
import type { OrderRow } from './orders.repository.js';

/** The technician visit chosen at the situation step, booked when the order goes to signing. */
export function createAppointmentBooking({
  appointments,
  clock,
}: {
  appointments: Pick<InterventionsRepository, 'book'>;
  clock: Clock;
}) {
  /** The visit chosen for this order, booked under the order's id; refused when the half-day was taken. */
  return async (tx: DbExecutor, row: OrderRow): Promise<void> => {
    const { situation, housing } = row.journey;
    const citycode = housing?.address.inseeCode;
    const slot = situation?.appointment;
    if (!slot || !situation || !row.deliveryPointId || !citycode) return;
    const booked =
      slot.date > toIsoDateInTimeZone(clock.now()) &&
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
      );
    }
  };
}
