import type { ReviewsPage, ReviewsQuery, ReviewsSummary } from '@voltaire/domain';

/**
 * Where customer reviews come from (ARCHITECTURE §3, « reviews »): by default our reviews table, moderated in
 * the back office (`modules/content/table-reviews-provider.ts`); with `AVIS_VERIFIES_API_URL`, the Avis
 * Vérifiés API (`avis-verifies-client.ts`).
 */
export interface ReviewsProvider {
  readonly name: 'table' | 'avis-verifies';
  summary(): Promise<ReviewsSummary>;
  page(query: ReviewsQuery): Promise<ReviewsPage>;
}

/** The provider could not answer (network, timeout, unexpected answer): the caller says reviews are unavailable. */
export class ReviewsUnavailableError extends Error {
  override readonly name = 'ReviewsUnavailableError';
}
