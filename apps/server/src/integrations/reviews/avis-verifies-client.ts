import {
  emptyDistribution,
  type PublicReview,
  type ReviewsQuery,
  type ReviewsSummary,
  reviewsPageOf,
  summarizeRatings,
} from '@voltaire/domain';
import { z } from 'zod';
import { privateEndpoint } from '../../http/private-endpoint.js';
import { type ReviewsProvider, ReviewsUnavailableError } from './reviews-provider.js';

export interface AvisVerifiesOptions {
  /**
   * `AVIS_VERIFIES_API_URL`: the account's web-resources folder,
   * `https://cl.avis-verifies.com/<lang>/cache/<c1>/<c2>/<c3>/<idWebsite>/AWS` (private setting).
   */
  baseUrl: string | undefined;
  timeoutMs: number;
  /** How long one read of the feed serves (it is regenerated once a night). */
  cacheMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/** The feed writes every value as a string: "5", "2026-11-20 10:12:00". */
const FeedReviewSchema = z
  .object({
    id_review: z.string().min(1).max(64),
    rate: z
      .string()
      .regex(/^[1-5]$/)
      .transform(Number),
    review: z.string().max(5000),
    firstname: z.string().max(80).default(''),
    lastname: z.string().max(80).default(''),
    review_date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
    publish_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/)
      .optional(),
    /** A free field of the order we send; ours carries the energy. */
    info1: z.string().optional(),
  })
  .loose();
/** `WEBSITE_API/reviews.json`: every published review of the site, as an array. */
const FeedSchema = z.array(FeedReviewSchema);
type FeedReview = z.infer<typeof FeedReviewSchema>;

const ENERGY_OF: Record<string, PublicReview['energy']> = {
  electricite: 'electricity',
  electricity: 'electricity',
  gaz: 'gas',
  gas: 'gas',
};

function toReview(review: FeedReview): PublicReview {
  const initial = review.lastname.trim().charAt(0);
  return {
    id: review.id_review,
    rating: review.rate,
    title: '',
    body: review.review,
    author: `${review.firstname.trim() || 'Client'}${initial ? ` ${initial.toUpperCase()}.` : ''}`,
    energy: ENERGY_OF[review.info1?.toLowerCase() ?? ''] ?? 'dual',
    reviewedAt: (review.publish_date ?? review.review_date).slice(0, 10),
    reply: null,
  };
}

/**
 * The Avis Vérifiés client behind `ReviewsProvider`, off unless `AVIS_VERIFIES_API_URL` is set. It reads the
 * site's reviews feed of Avis Vérifiés' web resources (`GET {base}/WEBSITE_API/reviews.json`: a public JSON
 * array regenerated nightly, every value a string), checked with zod: an answer of another shape is refused
 * (`ReviewsUnavailableError`), never shown half-read. The note, the filter by rating and the pages are
 * computed here from the whole feed, newest first. The feed carries no replies; moderation happens in Avis
 * Vérifiés' own back office.
 */
export function createAvisVerifiesClient({
  baseUrl,
  timeoutMs,
  cacheMs = 300_000,
  fetch = globalThis.fetch,
  now = Date.now,
}: AvisVerifiesOptions): ReviewsProvider {
  let cached: { at: number; reviews: FeedReview[] } | undefined;
  const download = async (): Promise<FeedReview[]> => {
    const url = privateEndpoint(baseUrl, '/WEBSITE_API/reviews.json');
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ReviewsUnavailableError('Avis Vérifiés injoignable');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ReviewsUnavailableError(`Avis Vérifiés a répondu ${response.status}`);
    }
    const parsed = FeedSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ReviewsUnavailableError('Réponse d’Avis Vérifiés illisible');
    return parsed.data.sort((a, b) =>
      (b.publish_date ?? b.review_date).localeCompare(a.publish_date ?? a.review_date),
    );
  };
  const load = async (): Promise<FeedReview[]> => {
    if (cached && now() - cached.at < cacheMs) return cached.reviews;
    const reviews = await download();
    cached = { at: now(), reviews };
    return reviews;
  };
  const summaryOf = (reviews: FeedReview[]): ReviewsSummary => {
    const distribution = emptyDistribution();
    for (const review of reviews) distribution[review.rate as 1 | 2 | 3 | 4 | 5] += 1;
    return summarizeRatings(distribution);
  };
  return {
    name: 'avis-verifies',
    async summary() {
      return summaryOf(await load());
    },
    async page(query: ReviewsQuery) {
      const reviews = await load();
      const chosen =
        query.rating === undefined ? reviews : reviews.filter((review) => review.rate === query.rating);
      const start = (query.page - 1) * query.pageSize;
      return reviewsPageOf(
        summaryOf(reviews),
        query,
        chosen.slice(start, start + query.pageSize).map(toReview),
      );
    },
  };
}
