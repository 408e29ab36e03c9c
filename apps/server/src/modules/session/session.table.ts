import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Customer web-app sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const webSessions = pgTable('web_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
