import { GatewaySchema } from '@voltaire/domain';
import type { Database } from '../db/database.js';
import { gatewayRevisions, gateways } from '../modules/gateways/gateways.tables.js';
import { DEMO_GATEWAYS } from './demo-gateways.js';

const SEEDED_BY = 'seed';

/**
 * Seeds the demo gateways, checked by the domain's schema first. A gateway already there is left as it is (an
 * administrator may have changed it): running it again changes nothing.
 */
export async function seedGateways(db: Database, now: Date): Promise<void> {
  const definitions = DEMO_GATEWAYS.map((gateway) => GatewaySchema.parse(gateway));
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(gateways)
      .values(
        definitions.map((definition) => ({
          id: definition.id,
          definition,
          active: definition.active,
          updatedAt: now,
          updatedBy: SEEDED_BY,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: gateways.id, definition: gateways.definition });
    if (inserted.length === 0) return;
    await tx.insert(gatewayRevisions).values(
      inserted.map(({ id, definition }) => ({
        gatewayId: id,
        definition,
        savedBy: SEEDED_BY,
        savedAt: now,
      })),
    );
  });
}
