import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carts } from '../cart/cart.tables.js';
import { orders } from '../orders/orders.tables.js';

/**
 * Resume links (« enregistrer pour plus tard »): a random token e-mailed to the customer, of which only
 * the SHA-256 is kept, bound to one draft order or one cart and to the address it was sent to.
 */
export const resumeLinks = pgTable(
  'resume_links',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the requester's IP address, to limit sendings per address without keeping it. */
    requesterHash: text('requester_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    check('resume_links_one_target', sql`(${table.orderId} is null) <> (${table.cartId} is null)`),
    index('resume_links_order_idx').on(table.orderId, table.createdAt),
    index('resume_links_cart_idx').on(table.cartId, table.createdAt),
    index('resume_links_requester_idx').on(table.requesterHash, table.createdAt),
  ],
);
