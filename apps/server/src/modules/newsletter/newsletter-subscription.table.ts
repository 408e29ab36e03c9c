import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Newsletter subscribers, with the time of their consent as proof. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  source: text('source').notNull(),
});
