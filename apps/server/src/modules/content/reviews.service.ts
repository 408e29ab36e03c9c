import {
  type ModeratedReview,
  type ReviewModeration,
  type ReviewStatus,
  type ReviewsPage,
  type ReviewsQuery,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import { BusinessError } from '../../http/envelope.js';
import { MissingPrivateEndpointError } from '../../http/private-endpoint.js';
import {
  type ReviewsProvider,
  ReviewsUnavailableError,
} from '../../integrations/reviews/reviews-provider.js';
import type { NewReview, ReviewsRepository } from './reviews.repository.js';

export interface ReviewsServiceDeps {
  provider: ReviewsProvider;
  repository: ReviewsRepository;
  clock: Clock;
  logger: FastifyBaseLogger;
}

export const REVIEWS_UNAVAILABLE_MESSAGE =
  'Les avis clients sont momentanément indisponibles. Réessayez dans quelques instants.';
export const REVIEW_NOT_FOUND_MESSAGE = 'Avis introuvable.';

/** Customer reviews: what the public reads (from the provider) and what admins moderate (our table). */
export function createReviewsService({ provider, repository, clock, logger }: ReviewsServiceDeps) {
  const fromProvider = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof ReviewsUnavailableError || error instanceof MissingPrivateEndpointError))
        throw error;
      logger.warn({ provider: provider.name, reason: error.message }, 'reviews provider unavailable');
      throw new BusinessError('REVIEWS_UNAVAILABLE', REVIEWS_UNAVAILABLE_MESSAGE);
    }
  };

  return {
    page: (query: ReviewsQuery): Promise<ReviewsPage> => fromProvider(() => provider.page(query)),
    summary: () => fromProvider(() => provider.summary()),

    listForModeration: (status: ReviewStatus | undefined) => repository.listForModeration(status),

    async moderate(id: string, moderation: ReviewModeration, moderator: string): Promise<ModeratedReview> {
      const now = clock.now();
      const stamp = { moderatedBy: moderator, moderatedAt: now };
      const changes: Partial<NewReview> =
        moderation.action === 'publish'
          ? { ...stamp, status: 'published', hiddenReason: null }
          : moderation.action === 'hide'
            ? { ...stamp, status: 'hidden', hiddenReason: moderation.reason }
            : { ...stamp, replyBody: moderation.body, repliedAt: toIsoDateInTimeZone(now) };
      const updated = await repository.update(id, changes);
      if (!updated) throw new BusinessError('NOT_FOUND', REVIEW_NOT_FOUND_MESSAGE);
      return updated;
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
