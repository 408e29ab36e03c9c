import { JobOfferInputSchema, toIsoDateInTimeZone } from '@voltaire/domain';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { jobOffers, reviews } from '../modules/content/content.tables.js';
import { DEMO_JOB_OFFERS } from './demo-job-offers.js';
import { DEMO_REVIEWS } from './demo-reviews.js';

const daysBefore = (now: Date, days: number) =>
  toIsoDateInTimeZone(new Date(now.getTime() - days * 86_400_000));

/** Seeds the demo reviews and job offers once: tables that already hold rows are left as they are. */
export async function seedContent(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const [anyReview] = await db.select({ id: reviews.id }).from(reviews).limit(1);
  if (!anyReview) {
    await db.insert(reviews).values(
      DEMO_REVIEWS.map((review) => ({
        rating: review.rating,
        title: review.title,
        body: review.body,
        author: review.author,
        energy: review.energy,
        reviewedAt: daysBefore(now, review.daysAgo),
        status: review.status,
        hiddenReason: review.hiddenReason ?? null,
        replyBody: review.reply?.body ?? null,
        repliedAt: review.reply ? daysBefore(now, review.reply.daysAgo) : null,
        moderatedBy: review.status === 'pending' ? null : 'admin@voltaire.demo',
        moderatedAt: review.status === 'pending' ? null : now,
      })),
    );
  }
  const [anyOffer] = await db.select({ id: jobOffers.id }).from(jobOffers).limit(1);
  if (!anyOffer) {
    await db.insert(jobOffers).values(
      DEMO_JOB_OFFERS.map(({ daysAgo, closed, ...offer }) => ({
        ...JobOfferInputSchema.parse(offer),
        publishedAt: daysBefore(now, daysAgo),
        status: closed ? 'closed' : 'open',
        closedAt: closed ? daysBefore(now, daysAgo - 40) : null,
        updatedAt: now,
      })),
    );
  }
}
