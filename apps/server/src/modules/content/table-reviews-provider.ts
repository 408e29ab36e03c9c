import { reviewsPageOf, summarizeRatings } from '@voltaire/domain';
import type { ReviewsProvider } from '../../integrations/reviews/reviews-provider.js';
import type { ReviewsRepository } from './reviews.repository.js';

/** The default provider: published reviews of our own table. */
export function createTableReviewsProvider(repository: ReviewsRepository): ReviewsProvider {
  const summary = async () => summarizeRatings(await repository.publishedDistribution());
  return {
    name: 'table',
    summary,
    async page(query) {
      const current = await summary();
      const reviews =
        query.pageSize === 0
          ? []
          : await repository.publishedPage({
              rating: query.rating,
              offset: (query.page - 1) * query.pageSize,
              limit: query.pageSize,
            });
      return reviewsPageOf(current, query, reviews);
    },
  };
}
