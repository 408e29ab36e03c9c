import type { PublicReview } from '@voltaire/domain';
import type { RatingSummary } from './rating-summary';

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
