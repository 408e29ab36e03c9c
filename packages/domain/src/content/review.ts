import { z } from 'zod';
import { RATING_BEST } from '../constants.js';
import { RATING_WORST } from './rating.js';

/** Customer reviews (SPEC §1, `avisverifies/get-avis`): what a visitor reads and what an admin moderates. */
export const REVIEW_ENERGIES = ['electricity', 'gas', 'dual'] as const;
export type ReviewEnergy = (typeof REVIEW_ENERGIES)[number];
export const REVIEW_ENERGY_LABELS = {
  electricity: 'Électricité',
  gas: 'Gaz naturel',
  dual: 'Électricité et gaz',
} as const satisfies Record<ReviewEnergy, string>;

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS = {
  pending: 'À modérer',
  published: 'Publié',
  hidden: 'Masqué',
} as const satisfies Record<ReviewStatus, string>;

/** Reviews per page on `/avis-clients`, and the most a caller may ask for. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;

const RatingSchema = z
  .number()
  .int({ error: 'La note est un nombre entier de 1 à 5.' })
  .min(RATING_WORST, { error: 'La note est un nombre entier de 1 à 5.' })
  .max(RATING_BEST, { error: 'La note est un nombre entier de 1 à 5.' });

export const ReviewReplySchema = z.object({
  body: z.string(),
  repliedAt: z.string().describe('Date de la réponse, AAAA-MM-JJ'),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** A published review as the public sees it. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: RatingSchema,
  title: z.string(),
  body: z.string(),
  /** First name and initial only: « Martine D. ». */
  author: z.string(),
  energy: z.enum(REVIEW_ENERGIES),
  /** The day the customer wrote it, AAAA-MM-JJ. */
  reviewedAt: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A review with its moderation state, for the back office. */
export const ModeratedReviewSchema = PublicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof ModeratedReviewSchema>;

export const RatingDistributionSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

/** The global note of SPEC §2's organisation rating: average, count, best rating 5. */
export const ReviewsSummarySchema = z.object({
  /** The average rating, to one decimal; 0 without reviews. */
  ratingValue: z.number(),
  reviewCount: z.number().int(),
  bestRating: z.literal(RATING_BEST),
  worstRating: z.literal(RATING_WORST),
  distribution: RatingDistributionSchema,
});
export type ReviewsSummary = z.infer<typeof ReviewsSummarySchema>;

const numberFromQuery = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);

export const ReviewsQuerySchema = z.object({
  rating: numberFromQuery(RatingSchema).optional().describe('Seulement les avis de cette note'),
  page: numberFromQuery(
    z.number().int({ error: 'Numéro de page invalide.' }).min(1, { error: 'Numéro de page invalide.' }),
  )
    .default(1)
    .describe('Page, à partir de 1'),
  pageSize: numberFromQuery(
    z
      .number()
      .int({ error: 'Taille de page invalide.' })
      .min(0, { error: 'Taille de page invalide.' })
      .max(REVIEWS_MAX_PAGE_SIZE, { error: `${REVIEWS_MAX_PAGE_SIZE} avis par page au plus.` }),
  )
    .default(REVIEWS_PAGE_SIZE)
    .describe('Avis par page ; 0 pour la seule note globale'),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

export const ReviewsPageSchema = z.object({
  summary: ReviewsSummarySchema,
  reviews: z.array(PublicReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Reviews matching the filter. */
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>;

const REASON_MESSAGE = 'Indiquez la raison du masquage (3 à 500 caractères).';
const REPLY_MESSAGE = 'La réponse doit compter de 2 à 2 000 caractères.';

/** What an admin does to a review: publish it, hide it with a reason, or reply as the supplier. */
export const ReviewModerationSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish') }).strict(),
    z
      .object({
        action: z.literal('hide'),
        reason: z.string().trim().min(3, { error: REASON_MESSAGE }).max(500, { error: REASON_MESSAGE }),
      })
      .strict(),
    z
      .object({
        action: z.literal('reply'),
        body: z.string().trim().min(2, { error: REPLY_MESSAGE }).max(2000, { error: REPLY_MESSAGE }),
      })
      .strict(),
  ],
  { error: 'Action de modération inconnue : publier, masquer ou répondre.' },
);
export type ReviewModeration = z.infer<typeof ReviewModerationSchema>;

export function pageCountOf(total: number, pageSize: number): number {
  return pageSize === 0 ? 0 : Math.ceil(total / pageSize);
}

/** Assembles a page from a summary, the matching count and the page's reviews. */
export function reviewsPageOf(
  summary: ReviewsSummary,
  query: ReviewsQuery,
  reviews: PublicReview[],
): ReviewsPage {
  const total =
    query.rating === undefined
      ? summary.reviewCount
      : summary.distribution[query.rating as keyof ReviewsSummary['distribution']];
  return {
    summary,
    reviews,
    page: query.page,
    pageSize: query.pageSize,
    total,
    pageCount: pageCountOf(total, query.pageSize),
  };
}
