import type { LoaderFunctionArgs } from 'react-router';
import {
  createGraphqlClient,
  type GraphqlClient,
  PUBLIC_GRAPHQL_ENDPOINT,
} from '../../../app/graphql-client';
import {
  REVIEWS_PAGE_QUERY,
  REVIEWS_SUMMARY_QUERY,
  type ReviewsPageData,
  type ReviewsSummaryData,
} from './reviews-api';

export interface ReviewsFilter {
  /** 1 to 5, or undefined for every rating. */
  rating: number | undefined;
  page: number;
}

/** `?note=5&page=2`; anything else falls back to every rating, page 1. */
export function readReviewsFilter(params: URLSearchParams): ReviewsFilter {
  const rating = Number(params.get('note'));
  const page = Number(params.get('page'));
  return {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export interface ReviewsLoaderData {
  filter: ReviewsFilter;
  summary: ReviewsSummaryData['reviewsSummary'];
  page: ReviewsPageData['reviews'];
}

/** `/avis-clients` reads the global note and a page of reviews through the public GraphQL, in one batch. */
export function createReviewsLoader(
  graphql: () => GraphqlClient = () => createGraphqlClient({ endpoint: PUBLIC_GRAPHQL_ENDPOINT }),
) {
  return async ({ request }: LoaderFunctionArgs): Promise<ReviewsLoaderData> => {
    const filter = readReviewsFilter(new URL(request.url).searchParams);
    const [summary, page] = await graphql().batch<[ReviewsSummaryData, ReviewsPageData]>(
      [
        { query: REVIEWS_SUMMARY_QUERY, operationName: 'ReviewsSummary' },
        {
          query: REVIEWS_PAGE_QUERY,
          operationName: 'ReviewsPage',
          variables: { page: filter.page, ...(filter.rating ? { rating: filter.rating } : {}) },
        },
      ],
      { signal: request.signal },
    );
    return { filter, summary: summary.data.reviewsSummary, page: page.data.reviews };
  };
}

export const reviewsLoader = createReviewsLoader();
