import type { ModeratedReview, ReviewModeration, ReviewStatus } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from '../../../app/http-client';

export const ADMIN_REVIEWS_PATH = '/api/v2/admin/reviews';

/** The moderation calls of our reviews table (outside SPEC §7). */
export function createReviewsAdminApi(http: HttpClient) {
  return {
    list: async (status?: ReviewStatus) =>
      (
        await http.get<ApiEnvelope<ModeratedReview[]>>(
          `${ADMIN_REVIEWS_PATH}${status ? `?status=${status}` : ''}`,
        )
      ).data,
    moderate: async (id: string, moderation: ReviewModeration) =>
      (
        await http.post<ApiEnvelope<ModeratedReview>>(
          `${ADMIN_REVIEWS_PATH}/${encodeURIComponent(id)}/moderation`,
          moderation,
        )
      ).data,
  };
}
