import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Customer reviews: our default reviews provider (ARCHITECTURE §3), moderated from the back office. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    energy: text('energy').notNull(),
    reviewedAt: date('reviewed_at', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending'),
    hiddenReason: text('hidden_reason'),
    replyBody: text('reply_body'),
    repliedAt: date('replied_at', { mode: 'string' }),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_status_known', sql`${table.status} in ('pending', 'published', 'hidden')`),
    index('reviews_published_idx').on(table.status, table.reviewedAt),
  ],
);

/** Job offers of `/recrutement`; a closed offer stays, for its page to say so. */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    place: text('place').notNull(),
    postalCode: text('postal_code').notNull(),
    contractType: text('contract_type').notNull(),
    summary: text('summary').notNull(),
    missions: jsonb('missions').$type<string[]>().notNull(),
    profile: jsonb('profile').$type<string[]>().notNull(),
    salaryMinEuros: integer('salary_min_euros'),
    salaryMaxEuros: integer('salary_max_euros'),
    status: text('status').notNull().default('open'),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    closedAt: date('closed_at', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('job_offers_status_known', sql`${table.status} in ('open', 'closed')`),
    index('job_offers_open_idx').on(table.status, table.publishedAt),
  ],
);
