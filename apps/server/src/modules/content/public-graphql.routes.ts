import AjvCompiler from '@fastify/ajv-compiler';
import { ReviewsQuerySchema } from '@voltaire/domain';
import type { FastifyPluginAsync } from 'fastify';
import mercurius from 'mercurius';
import { BusinessError } from '../../http/envelope.js';
import { frenchGraphqlErrorFormatter } from '../../http/graphql-errors.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { ReviewsService } from './reviews.service.js';

export const PUBLIC_GRAPHQL_PATH = '/api/graphql';
/** Operations in one batched request. */
export const PUBLIC_MAX_BATCH_SIZE = 10;

/** The public, read-only schema the web app reads (ADR 0023): no key, no mutation, no upload. */
export const publicGraphqlSchema = /* GraphQL */ `
  enum ReviewEnergy {
    electricity
    gas
    dual
  }

  type RatingCount {
    rating: Int!
    count: Int!
  }

  "La note globale des avis publiés (SPEC §2 : note, nombre d’avis, meilleure note 5)"
  type ReviewsSummary {
    ratingValue: Float!
    reviewCount: Int!
    bestRating: Int!
    worstRating: Int!
    distribution: [RatingCount!]!
  }

  type ReviewReply {
    body: String!
    repliedAt: String!
  }

  type Review {
    id: ID!
    rating: Int!
    title: String!
    body: String!
    author: String!
    energy: ReviewEnergy!
    "AAAA-MM-JJ"
    reviewedAt: String!
    reply: ReviewReply
  }

  type ReviewsPage {
    reviews: [Review!]!
    page: Int!
    pageSize: Int!
    total: Int!
    pageCount: Int!
  }

  type Query {
    reviewsSummary: ReviewsSummary!
    reviews(page: Int = 1, pageSize: Int = 10, rating: Int): ReviewsPage!
  }
`;

function graphqlError(error: BusinessError): Error {
  return new mercurius.ErrorWithProps(error.message, { code: error.code });
}

export interface PublicGraphqlRoutesOptions {
  reviews: ReviewsService;
  rateLimits: RateLimitService;
  maxPerMinute: number;
}

/**
 * `/api/graphql`: the public GraphQL reads of the web app (mercurius, GET and POST, batches of 10 at most,
 * depth 5, a per-address rate limit). Arguments go through the domain's zod schemas; refusals carry a code.
 */
export const publicGraphqlRoutes: FastifyPluginAsync<PublicGraphqlRoutesOptions> = async (
  app,
  { reviews, rateLimits, maxPerMinute },
) => {
  app.setValidatorCompiler(AjvCompiler()({}, { customOptions: {} }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const refusal = (code: string, message: string) => ({
    errors: [{ code, message, extensions: { code } }],
    notifications: [],
    data: null,
  });
  app.addHook(
    'onRequest',
    limitPerClientAddress({
      rateLimits,
      name: 'graphql-public',
      limit: maxPerMinute,
      windowMs: 60_000,
      refusal: refusal('TOO_MANY_REQUESTS', 'Trop de requêtes. Réessayez dans quelques instants.'),
    }),
  );
  app.addHook('preHandler', async (request, reply) => {
    if (Array.isArray(request.body) && request.body.length > PUBLIC_MAX_BATCH_SIZE) {
      return reply
        .code(400)
        .send(
          refusal(
            'BATCH_TOO_LARGE',
            `Trop d’opérations dans un même envoi (${PUBLIC_MAX_BATCH_SIZE} au plus).`,
          ),
        );
    }
  });

  const asGraphql = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof BusinessError) throw graphqlError(error);
      throw error;
    }
  };

  await app.register(mercurius, {
    schema: publicGraphqlSchema,
    resolvers: {
      Query: {
        reviewsSummary: () =>
          asGraphql(async () => {
            const summary = await reviews.summary();
            return {
              ...summary,
              distribution: ([5, 4, 3, 2, 1] as const).map((rating) => ({
                rating,
                count: summary.distribution[rating],
              })),
            };
          }),
        reviews: (
          _: unknown,
          args: { page?: number | null; pageSize?: number | null; rating?: number | null },
        ) =>
          asGraphql(async () => {
            const query = ReviewsQuerySchema.safeParse({
              page: args.page ?? undefined,
              pageSize: args.pageSize ?? undefined,
              rating: args.rating ?? undefined,
            });
            if (!query.success) {
              throw new BusinessError(
                'VALIDATION_ERROR',
                query.error.issues.map((issue) => issue.message).join(' ; '),
              );
            }
            return reviews.page(query.data);
          }),
      },
    },
    path: PUBLIC_GRAPHQL_PATH,
    graphiql: false,
    allowBatchedQueries: true,
    queryDepth: 5,
    errorFormatter: frenchGraphqlErrorFormatter,
  });
};
