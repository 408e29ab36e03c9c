import type { CartLine } from '@voltaire/domain';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.js';

/** A visitor's cart of add-on products, before any order: one per web session (its owner). */
export const carts = pgTable('carts', {
  id: uuid('id').primaryKey(),
  ownerSessionHash: text('owner_session_hash').notNull().unique(),
  lines: jsonb('lines').$type<CartLine[]>().notNull(),
  /** `open` while it changes; `saved` once checked whole (every good with its delivery). */
  status: text('status').$type<'open' | 'saved'>().notNull(),
  version: integer('version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }),
});

/** The add-on products chosen with an order; the order's ownership covers them. */
export const orderAddOns = pgTable('order_add_ons', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<CartLine[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
