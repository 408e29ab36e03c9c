import { type ModeratedReview, REVIEW_STATUSES, type ReviewStatus } from '@voltaire/domain';
import { data } from 'react-router';
import { createHttpClient } from '../../../app/http-client';
import { adminLoader } from '../admin-loader';
import { createReviewsAdminApi } from './reviews-admin-api';

export interface ReviewsAdminData {
  reviews: ModeratedReview[];
  /** Undefined: every review. */
  status: ReviewStatus | undefined;
}

const statusOf = (value: string | null): ReviewStatus | undefined =>
  REVIEW_STATUSES.find((status) => status === value);

/** `/admin/avis?statut=pending`: pending reviews first by default. */
export const reviewsAdminLoader = adminLoader(async (_api, { request }): Promise<ReviewsAdminData> => {
  const params = new URL(request.url).searchParams;
  const status = params.has('statut') ? statusOf(params.get('statut')) : 'pending';
  return { reviews: await createReviewsAdminApi(createHttpClient()).list(status), status };
});

export const reviewModerationLoader = adminLoader(
  async (_api, { params }): Promise<{ review: ModeratedReview }> => {
    const review = (await createReviewsAdminApi(createHttpClient()).list()).find(
      ({ id }) => id === params.id,
    );
    if (!review) throw data(null, { status: 404 });
    return { review };
  },
);
