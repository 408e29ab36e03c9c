import type { PromoCode } from '@voltaire/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Promo codes; the row is locked (FOR UPDATE) while a use is decided, so limits hold under concurrency. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  definition: jsonb('definition').$type<PromoCode>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Each use of a code by an order: reserved when applied, released when the order is cancelled. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    orderId: uuid('order_id').notNull(),
    customerKey: text('customer_key').notNull(),
    status: text('status').$type<'reserved' | 'confirmed' | 'released'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('promo_redemptions_code_idx').on(table.code)],
);

/** Pin codes a partner or a campaign hands to customers: they attach the campaign to the order. */
export const pinCodes = pgTable('pin_codes', {
  code: text('code').primaryKey(),
  campaign: text('campaign').notNull(),
  label: text('label').notNull(),
  validFrom: text('valid_from').notNull(),
  validTo: text('valid_to').notNull(),
});

/** Invalid code attempts, per session and per address, to answer 429 after 10 in 10 minutes. */
export const codeAttempts = pgTable(
  'code_attempts',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('code_attempts_subject_at_idx').on(table.subject, table.at)],
);
