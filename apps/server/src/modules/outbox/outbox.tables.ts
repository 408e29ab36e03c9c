import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type OutboxChannel = 'email' | 'sms';
/** `kept`: no transport is configured, so the message stays here for admins (and tests) to read. */
export type OutboxStatus = 'pending' | 'sent' | 'kept' | 'failed';

export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Every e-mail and text message the product sends, written in the transaction of the change it reports. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull(),
    /** Extra mail headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<OutboxStatus>().notNull(),
    attempts: integer('attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
  ],
);
