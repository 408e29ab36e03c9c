import type { Gateway } from '@voltaire/domain';
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A comparison site's or partner's route (passerelle): its whole definition, checked by the domain's schema. */
export const gateways = pgTable('gateways', {
  id: text('id').primaryKey(),
  definition: jsonb('definition').$type<Gateway>().notNull(),
  active: boolean('active').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

/** Every saved version of a gateway, who saved it and when; a save that changes nothing adds none. */
export const gatewayRevisions = pgTable(
  'gateway_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gatewayId: text('gateway_id')
      .notNull()
      .references(() => gateways.id),
    definition: jsonb('definition').$type<Gateway>().notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('gateway_revisions_gateway_idx').on(table.gatewayId, table.savedAt)],
);

/**
 * What a gateway brought: an order started on the web by a visitor it sent, or a lead its comparator created
 * through the API. One attribution per order and per lead: the first one stands.
 */
export const gatewayAttributions = pgTable(
  'gateway_attributions',
  {
    id: uuid('id').primaryKey(),
    gatewayId: text('gateway_id')
      .notNull()
      .references(() => gateways.id),
    orderId: uuid('order_id').unique(),
    leadId: uuid('lead_id').unique(),
    source: text('source').$type<'web' | 'api'>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('gateway_attributions_gateway_idx').on(table.gatewayId, table.recordedAt)],
);
