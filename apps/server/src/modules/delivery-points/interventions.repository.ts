import {
  APPOINTMENT_PERIODS,
  type AppointmentPeriod,
  type Energy,
  type Intervention,
  type IsoDate,
} from '@voltaire/domain';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/database.js';
import { interventions } from './delivery-points.tables.js';

const PERIOD_ORDER: readonly AppointmentPeriod[] = APPOINTMENT_PERIODS;

export interface InterventionRecord extends Intervention {
  energy: Energy;
  deliveryPointId: string;
  citycode: string;
}

export function createInterventionsRepository(db: Database) {
  return {
    /** Every intervention known at a point, oldest first. */
    async listForPoint(energy: Energy, deliveryPointId: string): Promise<Intervention[]> {
      const rows = await db
        .select({
          id: interventions.id,
          kind: interventions.kind,
          date: interventions.date,
          period: interventions.period,
          status: interventions.status,
        })
        .from(interventions)
        .where(and(eq(interventions.energy, energy), eq(interventions.deliveryPointId, deliveryPointId)))
        .orderBy(asc(interventions.date), asc(interventions.id));
      return rows.sort(
        (a, b) =>
          a.date.localeCompare(b.date) || PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period),
      );
    },

    /** The half-days the operator's technician of a commune is already booked, from `from` to `to` included. */
    async plannedSlots(
      energy: Energy,
      citycode: string,
      from: IsoDate,
      to: IsoDate,
    ): Promise<Array<{ date: IsoDate; period: AppointmentPeriod }>> {
      return db
        .select({ date: interventions.date, period: interventions.period })
        .from(interventions)
        .where(
          and(
            eq(interventions.energy, energy),
            eq(interventions.citycode, citycode),
            eq(interventions.status, 'planned'),
            between(interventions.date, from, to),
          ),
        );
    },

    /**
     * Books a technician's half-day, inside the caller's transaction; false when the slot was taken
     * meanwhile (one planned visit per commune, energy and half-day: a unique index decides).
     */
    async book(executor: DbExecutor, record: InterventionRecord, createdAt: Date): Promise<boolean> {
      const booked = await executor
        .insert(interventions)
        .values({ ...record, createdAt })
        .onConflictDoNothing()
        .returning({ id: interventions.id });
      return booked.length > 0;
    },

    /** Frees a planned visit, e.g. when its order is cancelled or withdrawn. */
    async cancel(executor: DbExecutor, id: string): Promise<void> {
      await executor
        .update(interventions)
        .set({ status: 'cancelled' })
        .where(and(eq(interventions.id, id), eq(interventions.status, 'planned')));
    },

    /** Adds the interventions not recorded yet (same id); the others are left as they are. */
    async insertMissing(records: readonly InterventionRecord[], createdAt: Date): Promise<void> {
      if (records.length === 0) return;
      await db
        .insert(interventions)
        .values(records.map((record) => ({ ...record, createdAt })))
        .onConflictDoNothing();
    },
  };
}
export type InterventionsRepository = ReturnType<typeof createInterventionsRepository>;
