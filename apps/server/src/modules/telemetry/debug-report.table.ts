import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Client error reports (SPEC §7 error report), stored with personal data scrubbed. */
export const debugReports = pgTable('debug_reports', {
  id: uuid('id').primaryKey(),
  type: text('type').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull(),
  customData: jsonb('custom_data'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
