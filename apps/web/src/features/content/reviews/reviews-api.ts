import type { PublicReview, ReviewsSummary } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

/** The public REST call: the home page asks for the global note alone (`pageSize=0`). */
export const GET_AVIS_PATH = '/api/v2/avisverifies/get-avis';

export interface RatingSummary {
  ratingValue: number;
  reviewCount: number;
}

/** The global note for the home page's reassurance band; `null` when reviews are unavailable. */
export async function loadRatingSummary(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<RatingSummary | null> {
  try {
    const { data } = await http.get<ApiEnvelope<{ summary: ReviewsSummary }>>(
      `${GET_AVIS_PATH}?pageSize=0`,
      signal ? { signal } : {},
    );
    return data.summary.reviewCount > 0
      ? { ratingValue: data.summary.ratingValue, reviewCount: data.summary.reviewCount }
      : null;
  } catch {
    return null;
  }
}

/** The GraphQL operations of `/avis-clients`, sent together in one batch. */
export const REVIEWS_SUMMARY_QUERY = /* GraphQL */ `
  query ReviewsSummary {
    reviewsSummary {
      ratingValue
      reviewCount
      distribution {
        rating
        count
      }
    }
  }
`;

export const REVIEWS_PAGE_QUERY = /* GraphQL */ `
  query ReviewsPage($page: Int, $rating: Int) {
    reviews(page: $page, rating: $rating) {
      page
      pageCount
      total
      reviews {
        id
        rating
        title
        body
        author
        energy
        reviewedAt
        reply {
          body
          repliedAt
        }
      }
    }
  }
`;

export interface ReviewsSummaryData {
  reviewsSummary: RatingSummary & { distribution: { rating: number; count: number }[] };
}

export interface ReviewsPageData {
  reviews: { page: number; pageCount: number; total: number; reviews: PublicReview[] };
}
