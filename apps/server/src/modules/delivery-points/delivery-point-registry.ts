import {
  type AppointmentSlot,
  appointmentSlotKey,
  appointmentSlots,
  type DeliveryPoint,
  type Energy,
  houseNumberSearchKey,
  streetSearchKey,
  workingDaysFrom,
} from '@voltaire/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import {
  type GridOperatorProvider,
  MAX_POINTS_PER_SEARCH,
  unknownPointForTermination,
  unknownTerminationForCancellation,
} from '../../integrations/grid-operators/grid-operator-provider.js';
import { deliveryPoints } from './delivery-points.tables.js';
import type { InterventionsRepository } from './interventions.repository.js';

type DeliveryPointRow = typeof deliveryPoints.$inferSelect;

function toDeliveryPoint(row: DeliveryPointRow): DeliveryPoint {
  return {
    id: row.id,
    energy: row.energy,
    gridOperator: row.gridOperator,
    address: {
      label: row.label,
      housenumber: row.housenumber,
      street: row.street,
      postcode: row.postcode,
      citycode: row.citycode,
      city: row.city,
      complement: row.complement,
    },
    meterKind: row.meterKind,
    status: row.status,
    subscribedKva: row.subscribedKva,
    option: row.pricingOption,
    usageClass: row.gasUsageClass,
    consumption:
      row.last12MonthsKwh === null ? null : { annualKwh: row.last12MonthsKwh, hpKwh: row.last12MonthsHpKwh },
  };
}

function toRow(point: DeliveryPoint): DeliveryPointRow {
  return {
    energy: point.energy,
    id: point.id,
    gridOperator: point.gridOperator,
    ...point.address,
    streetKey: streetSearchKey(point.address.street),
    housenumberKey: houseNumberSearchKey(point.address.housenumber),
    meterKind: point.meterKind,
    status: point.status,
    subscribedKva: point.subscribedKva,
    pricingOption: point.option,
    gasUsageClass: point.usageClass,
    last12MonthsKwh: point.consumption?.annualKwh ?? null,
    last12MonthsHpKwh: point.consumption?.hpKwh ?? null,
  };
}

const terminationFilePrefix = (energy: Energy, id: string) =>
  `RES-${energy === 'electricity' ? 'ENE' : 'GRD'}-${id}-`;

/** Adds the points the registry does not hold yet; a point already there is left as it is. */
export async function insertMissingDeliveryPoints(
  db: Database,
  points: readonly DeliveryPoint[],
): Promise<void> {
  if (points.length === 0) return;
  await db.insert(deliveryPoints).values(points.map(toRow)).onConflictDoNothing();
}

const findByIdQuery = preparedQuery('delivery_points_find_by_id', (executor, name) =>
  executor
    .select()
    .from(deliveryPoints)
    .where(
      and(eq(deliveryPoints.energy, sql.placeholder('energy')), eq(deliveryPoints.id, sql.placeholder('id'))),
    )
    .prepare(name),
);

/**
 * The default grid-operator provider: our own registry of delivery points. Free technician slots are
 * the half-days of the commune that no planned intervention holds yet.
 */
export function createDeliveryPointRegistry(
  db: Database,
  interventions: InterventionsRepository,
): GridOperatorProvider {
  const findById = async (energy: Energy, id: string) => {
    const [row] = await findByIdQuery(db).execute({ energy, id });
    return row ? toDeliveryPoint(row) : null;
  };

  return {
    async searchByAddress({ energy, postcode, citycode, street, housenumber }) {
      const conditions: SQL[] = [eq(deliveryPoints.energy, energy), eq(deliveryPoints.postcode, postcode)];
      if (citycode) conditions.push(eq(deliveryPoints.citycode, citycode));
      if (street) conditions.push(eq(deliveryPoints.streetKey, streetSearchKey(street)));
      const housenumberKey = houseNumberSearchKey(housenumber);
      if (housenumberKey) conditions.push(eq(deliveryPoints.housenumberKey, housenumberKey));
      const rows = await db
        .select()
        .from(deliveryPoints)
        .where(and(...conditions))
        .orderBy(asc(deliveryPoints.housenumberKey), asc(deliveryPoints.complement), asc(deliveryPoints.id))
        .limit(MAX_POINTS_PER_SEARCH);
      return rows.map(toDeliveryPoint);
    },

    findById,

    async findAppointments({ energy, id, from, days }): Promise<AppointmentSlot[]> {
      const point = await findById(energy, id);
      if (!point) return [];
      const workingDays = workingDaysFrom(from, days);
      const first = workingDays[0];
      const last = workingDays.at(-1);
      if (!first || !last) return [];
      const taken = new Set(
        (await interventions.plannedSlots(energy, point.address.citycode, first, last)).map((slot) =>
          appointmentSlotKey(slot.date, slot.period),
        ),
      );
      return appointmentSlots(workingDays, (date, period) => !taken.has(appointmentSlotKey(date, period)));
    },

    /** The registry stands for the operator: it knows the point and gives the file a stable number. */
    async requestTermination({ energy, id, date }) {
      if (!(await findById(energy, id))) throw unknownPointForTermination();
      return { reference: `${terminationFilePrefix(energy, id)}${date.replaceAll('-', '')}` };
    },

    /** Its own files only: the number it gave for this point. */
    async cancelTermination({ energy, id, reference }) {
      const known = reference.startsWith(terminationFilePrefix(energy, id)) && (await findById(energy, id));
      if (!known) throw unknownTerminationForCancellation();
    },
  };
}
