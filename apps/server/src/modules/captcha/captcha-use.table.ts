import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Solved captcha challenges, kept until they expire so that one solution cannot be replayed. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
