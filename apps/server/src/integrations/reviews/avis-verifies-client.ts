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
  /** `AVIS_VERIFIES_API_URL`: the account's API base (private setting). */
  baseUrl: string | undefined;
  /** `AVIS_VERIFIES_API_KEY`, sent as a bearer token. */
  apiKey: string | undefined;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

/** The part of the answer we read; anything else is ignored. */
const AvisVerifiesAnswerSchema = z.object({
  stats: z.object({
    distribution: z.record(z.enum(['1', '2', '3', '4', '5']), numeric),
  }),
  reviews: z.array(
    z
      .object({
        id_review: z.string().min(1).max(64),
        rate: numeric.pipe(z.number().int().min(1).max(5)),
        review: z.string().max(5000),
        firstname: z.string().max(80).default(''),
        lastname: z.string().max(80).default(''),
        review_date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
        info1: z.string().optional(),
        moderation: z
          .array(z.object({ comment: z.string().max(5000), date: z.string().regex(/^\d{4}-\d{2}-\d{2}/) }))
          .default([]),
      })
      .loose(),
  ),
});
type AvisVerifiesAnswer = z.infer<typeof AvisVerifiesAnswerSchema>;

const ENERGY_OF: Record<string, PublicReview['energy']> = {
  electricite: 'electricity',
  electricity: 'electricity',
  gaz: 'gas',
  gas: 'gas',
};

function toReview(review: AvisVerifiesAnswer['reviews'][number]): PublicReview {
  const reply = review.moderation.at(-1);
  const initial = review.lastname.trim().charAt(0);
  return {
    id: review.id_review,
    rating: review.rate,
    title: '',
    body: review.review,
    author: `${review.firstname.trim() || 'Client'}${initial ? ` ${initial.toUpperCase()}.` : ''}`,
    energy: ENERGY_OF[review.info1?.toLowerCase() ?? ''] ?? 'dual',
    reviewedAt: review.review_date.slice(0, 10),
    reply: reply ? { body: reply.comment, repliedAt: reply.date.slice(0, 10) } : null,
  };
}

/**
 * The Avis Vérifiés client behind `ReviewsProvider`, off unless `AVIS_VERIFIES_API_URL` is set. It reads
 * `GET {base}/reviews?page&limit[&rate]` and maps the stats and reviews to our model; the field names are
 * those of the account's JSON export as we were given them, checked with zod: an answer of another shape is
 * refused (`ReviewsUnavailableError`), never shown half-read. Moderation happens in Avis Vérifiés' own back
 * office; our admin screen moderates the default table only.
 */
export function createAvisVerifiesClient({
  baseUrl,
  apiKey,
  timeoutMs,
  fetch = globalThis.fetch,
}: AvisVerifiesOptions): ReviewsProvider {
  const load = async (query: ReviewsQuery): Promise<AvisVerifiesAnswer> => {
    const url = privateEndpoint(baseUrl, '/reviews');
    url.searchParams.set('page', String(query.page));
    url.searchParams.set('limit', String(query.pageSize));
    if (query.rating !== undefined) url.searchParams.set('rate', String(query.rating));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ReviewsUnavailableError('Avis Vérifiés injoignable');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ReviewsUnavailableError(`Avis Vérifiés a répondu ${response.status}`);
    }
    const parsed = AvisVerifiesAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ReviewsUnavailableError('Réponse d’Avis Vérifiés illisible');
    return parsed.data;
  };
  const summaryOf = (answer: AvisVerifiesAnswer): ReviewsSummary => {
    const distribution = emptyDistribution();
    for (const [star, value] of Object.entries(answer.stats.distribution))
      distribution[Number(star) as 1 | 2 | 3 | 4 | 5] = value;
    return summarizeRatings(distribution);
  };
  return {
    name: 'avis-verifies',
    async summary() {
      return summaryOf(await load({ page: 1, pageSize: 0 }));
    },
    async page(query) {
      const answer = await load(query);
      return reviewsPageOf(
        summaryOf(answer),
        query,
        query.pageSize === 0 ? [] : answer.reviews.map(toReview),
      );
    },
  };
}
