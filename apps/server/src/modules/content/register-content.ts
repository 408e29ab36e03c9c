import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createAvisVerifiesClient } from '../../integrations/reviews/avis-verifies-client.js';
import type { ReviewsProvider } from '../../integrations/reviews/reviews-provider.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { invoiceTutorialRoutes } from './invoice-tutorial.routes.js';
import { createJobOffersRepository } from './job-offers.repository.js';
import { jobOffersRoutes } from './job-offers.routes.js';
import { createJobOffersService } from './job-offers.service.js';
import { publicGraphqlRoutes } from './public-graphql.routes.js';
import { createReviewsRepository } from './reviews.repository.js';
import { reviewsRoutes } from './reviews.routes.js';
import { createReviewsService } from './reviews.service.js';
import { createTableReviewsProvider } from './table-reviews-provider.js';

export interface ContentModuleDeps {
  db: Database;
  clock: Clock;
  config: Config;
  authorizeAdmin: AuthorizeAdmin;
  rateLimits: RateLimitService;
  /** Tests may give their own; by default Avis Vérifiés when configured, else our reviews table. */
  reviewsProvider?: ReviewsProvider | undefined;
}

/** The content module: customer reviews, recruitment, the invoice tutorial and the web's public GraphQL. */
export async function registerContent(
  app: FastifyInstance,
  { db, clock, config, authorizeAdmin, rateLimits, reviewsProvider }: ContentModuleDeps,
): Promise<void> {
  const repository = createReviewsRepository(db);
  const provider =
    reviewsProvider ??
    (config.AVIS_VERIFIES_API_URL
      ? createAvisVerifiesClient({
          baseUrl: config.AVIS_VERIFIES_API_URL,
          timeoutMs: config.AVIS_VERIFIES_TIMEOUT_MS,
        })
      : createTableReviewsProvider(repository));
  const reviews = createReviewsService({ provider, repository, clock, logger: app.log });
  const jobOffers = createJobOffersService({ repository: createJobOffersRepository(db), clock });
  await app.register(reviewsRoutes, { reviews, authorizeAdmin });
  await app.register(jobOffersRoutes, { jobOffers, authorizeAdmin });
  await app.register(invoiceTutorialRoutes);
  await app.register(publicGraphqlRoutes, {
    reviews,
    rateLimits,
    maxPerMinute: config.PUBLIC_GRAPHQL_PER_MINUTE,
  });
}
