import { randomUUID } from 'node:crypto';
import type { Gateway } from '@voltaire/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gatewayAttributions, gatewayRevisions, gateways } from './gateways.tables.js';

export type GatewayAttributionRow = typeof gatewayAttributions.$inferSelect;

export function createGatewaysRepository() {
  return {
    async listDefinitions(db: DbExecutor): Promise<Gateway[]> {
      const rows = await db.select().from(gateways).orderBy(asc(gateways.id));
      return rows.map((row) => row.definition);
    },

    async activeDefinitions(db: DbExecutor): Promise<Gateway[]> {
      const rows = await db
        .select()
        .from(gateways)
        .where(eq(gateways.active, true))
        .orderBy(asc(gateways.id));
      return rows.map((row) => row.definition);
    },

    async findDefinition(db: DbExecutor, id: string, lock = false): Promise<Gateway | undefined> {
      const query = db.select().from(gateways).where(eq(gateways.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row?.definition;
    },

    async upsertWithRevision(db: DbExecutor, definition: Gateway, savedBy: string, now: Date): Promise<void> {
      const values = { definition, active: definition.active, updatedAt: now, updatedBy: savedBy };
      await db
        .insert(gateways)
        .values({ id: definition.id, ...values })
        .onConflictDoUpdate({ target: gateways.id, set: values });
      await db
        .insert(gatewayRevisions)
        .values({ gatewayId: definition.id, definition, savedBy, savedAt: now });
    },

    /** Records an attribution unless the order or lead already has one (the first one stands). */
    async insertAttribution(
      db: DbExecutor,
      attribution: { gatewayId: string; orderId?: string; leadId?: string; source: 'web' | 'api'; at: Date },
    ): Promise<void> {
      await db
        .insert(gatewayAttributions)
        .values({
          id: randomUUID(),
          gatewayId: attribution.gatewayId,
          orderId: attribution.orderId ?? null,
          leadId: attribution.leadId ?? null,
          source: attribution.source,
          recordedAt: attribution.at,
        })
        .onConflictDoNothing();
    },

    async attributionOfOrder(db: DbExecutor, orderId: string): Promise<GatewayAttributionRow | undefined> {
      const [row] = await db
        .select()
        .from(gatewayAttributions)
        .where(eq(gatewayAttributions.orderId, orderId));
      return row;
    },

    async attributionOfLead(db: DbExecutor, leadId: string): Promise<GatewayAttributionRow | undefined> {
      const [row] = await db.select().from(gatewayAttributions).where(eq(gatewayAttributions.leadId, leadId));
      return row;
    },
  };
}

export type GatewaysRepository = ReturnType<typeof createGatewaysRepository>;
