import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** CNIL proof of each cookie choice: time, choice and banner version, nothing that identifies the person. */
export const consentProofs = pgTable('consent_proofs', {
  id: uuid('id').primaryKey(),
  mode: text('mode').notNull(),
  categories: jsonb('categories'),
  bannerVersion: integer('banner_version').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
