import { DeliveryPointSchema, isCommunicatingMeter } from '@voltaire/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../db/database.js';
import { deliveryPoints, interventions } from '../modules/delivery-points/delivery-points.tables.js';
import { DEMO_DELIVERY_POINTS, demoInterventions } from './demo-delivery-points.js';
import { seedDeliveryPoints } from './seed-delivery-points.js';

const clock = { now: () => new Date('2025-12-17T09:00:00Z') };

describe('demo delivery points', () => {
  it.each(DEMO_DELIVERY_POINTS.map((point) => [point.id, point]))('%s is a coherent point', (_id, point) => {
    const parsed = DeliveryPointSchema.safeParse(point);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('holds one building with six flats, older meters and cut-off points, and Corsica on EDF Corse', () => {
    const keys = DEMO_DELIVERY_POINTS.map((point) => `${point.energy} ${point.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const roquette = DEMO_DELIVERY_POINTS.filter(
      (point) =>
        point.energy === 'electricity' && point.address.label === '12 Rue de la Roquette 75011 Paris',
    );
    expect(roquette).toHaveLength(6);
    expect(new Set(roquette.map((point) => point.address.complement)).size).toBe(6);
    expect(roquette.some((point) => !isCommunicatingMeter(point.meterKind))).toBe(true);
    expect(roquette.some((point) => point.status === 'inactive')).toBe(true);
    const corsica = DEMO_DELIVERY_POINTS.filter((point) => point.address.citycode.startsWith('2A'));
    expect(corsica.map((point) => [point.energy, point.gridOperator])).toEqual([
      ['electricity', 'edf-sei'],
      ['electricity', 'edf-sei'],
    ]);
  });

  it('plans its technician visits on working days after the first start', () => {
    const planned = demoInterventions('2025-12-17').filter((visit) => visit.status === 'planned');
    expect(planned.map((visit) => [visit.date, visit.period, visit.energy])).toEqual([
      ['2025-12-26', 'morning', 'electricity'],
      ['2025-12-29', 'afternoon', 'electricity'],
      ['2025-12-26', 'afternoon', 'gas'],
    ]);
  });
});

describe('seedDeliveryPoints', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const counts = async () => ({
    points: (await database.db.select({ n: count() }).from(deliveryPoints))[0]?.n,
    interventions: (await database.db.select({ n: count() }).from(interventions))[0]?.n,
  });

  it('fills the registry once, silently', async () => {
    const log = vi.spyOn(console, 'log');
    await seedDeliveryPoints(database.db, clock);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
    expect(await counts()).toEqual({ points: DEMO_DELIVERY_POINTS.length, interventions: 6 });
  });

  it('changes nothing on later starts, and does not bring back a removed point', async () => {
    await database.db
      .delete(deliveryPoints)
      .where(and(eq(deliveryPoints.energy, 'electricity'), eq(deliveryPoints.id, '14330630005521')));
    await seedDeliveryPoints(database.db, { now: () => new Date('2026-06-01T09:00:00Z') });
    expect(await counts()).toEqual({ points: DEMO_DELIVERY_POINTS.length - 1, interventions: 6 });
  });

  it('refuses a meter that cannot measure the point’s energy (database check)', async () => {
    const [row] = await database.db.select().from(deliveryPoints).limit(1);
    await expect(
      database.db.insert(deliveryPoints).values({
        ...(row as typeof deliveryPoints.$inferSelect),
        id: '00000000000000',
        energy: 'gas',
        meterKind: 'linky',
      }),
    ).rejects.toThrow();
  });
});
