import type {
  ChangeHistoryEntry,
  OrderJourney,
  OrderKind,
  OrderStatus,
  SalesChannel,
} from '@voltaire/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An order (commande) built along a journey; owned by the web session (or the agent) that created it. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    ownerSessionHash: text('owner_session_hash').notNull(),
    /** The customer's web session that opened an agent's signing link: it may read and sign, not edit. */
    signerSessionHash: text('signer_session_hash'),
    kind: text('kind').$type<OrderKind>().notNull().default('subscription'),
    status: text('status').$type<OrderStatus>().notNull(),
    channel: text('channel').$type<SalesChannel>().notNull(),
    /** The staff member who sells it, for the agent channels (null on the web). */
    agentId: text('agent_id'),
    journey: jsonb('journey').$type<OrderJourney>().notNull(),
    changeHistory: jsonb('change_history').$type<ChangeHistoryEntry[]>().notNull(),
    offerId: text('offer_id'),
    deliveryPointId: text('delivery_point_id'),
    customerEmail: text('customer_email'),
    campaign: text('campaign'),
    promoCode: text('promo_code'),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('orders_owner_idx').on(table.ownerSessionHash, table.updatedAt),
    index('orders_signer_idx').on(table.signerSessionHash),
    // A partner's report: its agents' sales over a period.
    index('orders_agent_idx').on(table.agentId, table.createdAt),
    // One order in progress or signed per delivery point (the neighbour problem, DECISIONS §2).
    uniqueIndex('orders_active_delivery_point_idx')
      .on(table.deliveryPointId)
      .where(
        sql`${table.status} in ('submitted', 'signed', 'completed') and ${table.deliveryPointId} is not null`,
      ),
  ],
);
