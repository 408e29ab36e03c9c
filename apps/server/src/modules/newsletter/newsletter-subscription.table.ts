import type { NewsletterStatus } from '@voltaire/domain';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscribers (double opt-in). The proof of consent is kept: when, from which address, which
 * wording; then when the link was confirmed. Only the SHA-256 of the confirmation token is stored.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  id: uuid('id').notNull().unique().defaultRandom(),
  status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  source: text('source').notNull(),
  consentIp: text('consent_ip'),
  consentTextVersion: text('consent_text_version'),
  confirmationTokenHash: text('confirmation_token_hash').unique(),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmedIp: text('confirmed_ip'),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
