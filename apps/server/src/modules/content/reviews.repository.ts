import {
  emptyDistribution,
  type ModeratedReview,
  type PublicReview,
  type ReviewEnergy,
  type ReviewStatus,
  type ReviewsSummary,
} from '@voltaire/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { reviews } from './content.tables.js';

type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

const toPublic = (row: ReviewRow): PublicReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  author: row.author,
  energy: row.energy as ReviewEnergy,
  reviewedAt: row.reviewedAt,
  reply: row.replyBody && row.repliedAt ? { body: row.replyBody, repliedAt: row.repliedAt } : null,
});

const toModerated = (row: ReviewRow): ModeratedReview => ({
  ...toPublic(row),
  status: row.status as ReviewStatus,
  hiddenReason: row.hiddenReason,
  moderatedBy: row.moderatedBy,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
});

const published = eq(reviews.status, 'published');

export function createReviewsRepository(db: Database) {
  return {
    async publishedDistribution(): Promise<ReviewsSummary['distribution']> {
      const rows = await db
        .select({ rating: reviews.rating, count: count() })
        .from(reviews)
        .where(published)
        .groupBy(reviews.rating);
      const distribution = emptyDistribution();
      for (const row of rows) distribution[row.rating as 1 | 2 | 3 | 4 | 5] = Number(row.count);
      return distribution;
    },

    /** Published reviews, newest first, of one rating when given. */
    async publishedPage({
      rating,
      offset,
      limit,
    }: {
      rating: number | undefined;
      offset: number;
      limit: number;
    }): Promise<PublicReview[]> {
      const where: SQL | undefined =
        rating === undefined ? published : and(published, eq(reviews.rating, rating));
      const rows = await db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toPublic);
    },

    /** Every review of a status (all without one), for moderation: newest first. */
    async listForModeration(status: ReviewStatus | undefined): Promise<ModeratedReview[]> {
      const rows = await db
        .select()
        .from(reviews)
        .where(status ? eq(reviews.status, status) : undefined)
        .orderBy(desc(reviews.reviewedAt), desc(reviews.id));
      return rows.map(toModerated);
    },

    async update(id: string, changes: Partial<NewReview>): Promise<ModeratedReview | undefined> {
      const [row] = await db.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
      return row ? toModerated(row) : undefined;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(reviews);
      return Number(row?.count ?? 0);
    },

    async insertMany(rows: NewReview[]): Promise<void> {
      if (rows.length > 0) await db.insert(reviews).values(rows);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
