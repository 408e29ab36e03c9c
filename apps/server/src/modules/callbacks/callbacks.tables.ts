import type { CallbackSlot } from '@voltaire/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A prospect's request to be called back (CRC hand-over): their consent to be called, with its wording. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    slot: text('slot').$type<CallbackSlot>().notNull(),
    topic: text('topic'),
    /** The consent's proof: the wording accepted and when. */
    consentText: text('consent_text').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The telesales agent (staff e-mail) who took it, the order they started, and when. */
    takenBy: text('taken_by'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    orderId: uuid('order_id'),
  },
  (table) => [index('callback_requests_queue_idx').on(table.takenAt, table.requestedAt)],
);
