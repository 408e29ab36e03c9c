import { toIsoDateInTimeZone } from '@voltaire/domain';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { insertMissingDeliveryPoints } from '../modules/delivery-points/delivery-point-registry.js';
import { deliveryPoints } from '../modules/delivery-points/delivery-points.tables.js';
import { createInterventionsRepository } from '../modules/delivery-points/interventions.repository.js';
import { DEMO_DELIVERY_POINTS, demoInterventions } from './demo-delivery-points.js';

/**
 * Seeds the demo registry and its technician visits at first start, in one transaction. Once the
 * registry holds any point it is left alone: running it again changes nothing, and a point removed
 * since does not come back.
 */
export async function seedDeliveryPoints(db: Database, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    const [existing] = await database.select({ id: deliveryPoints.id }).from(deliveryPoints).limit(1);
    if (existing) return;
    await insertMissingDeliveryPoints(database, DEMO_DELIVERY_POINTS);
    await createInterventionsRepository(database).insertMissing(
      demoInterventions(toIsoDateInTimeZone(clock.now())),
      clock.now(),
    );
  });
}
