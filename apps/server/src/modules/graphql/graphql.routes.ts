import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { frenchGraphqlErrorFormatter } from '../../http/graphql-errors.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { GatewaysService } from '../gateways/gateways.service.js';
import type { LeadsService } from '../leads/leads.service.js';
import type { PricingService } from '../pricing/pricing.service.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import { type RateLimitService, rateLimitKey } from '../rate-limit/rate-limit.service.js';
import { comparatorSchema, createComparatorResolvers } from './comparator.schema.js';
import { type ComparatorKey, comparatorKeyOf, findComparatorKey } from './comparator-keys.js';
import { createGraphqlResolvers, graphqlSchema } from './graphql.schema.js';

export const GRAPHQL_PATH = '/graphql/api';
export const INVALID_API_KEY_MESSAGE = 'Clé d’API absente ou invalide.';
/** Operations accepted in one batched request: each one runs, so a batch must stay small. */
export const MAX_BATCH_SIZE = 20;

export interface GraphqlRoutesOptions {
  catalogue: CatalogueService;
  pricing: PricingService;
  /** Accepted keys (comparison sites), each `passerelle:clé` or a bare key; none: every call is refused. */
  apiKeys: readonly string[];
  rateLimits: RateLimitService;
  /** Requests per minute and client address, wrong keys included. */
  maxPerMinute: number;
  /** Requests per minute and key: each comparator's own budget, shared by every instance. */
  maxPerKeyPerMinute: number;
  /** Leads created by comparators, attributed to their gateway. */
  comparatorLeads: { leads: LeadsService; gateways: GatewaysService };
  /** GraphiQL at /graphiql, never in production. */
  graphiql: boolean;
}

/** DECISIONS §1: the key comes preferably in `X-Api-Key`, else as `?key=` (SPEC). */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (header !== undefined) return typeof header === 'string' ? header : undefined;
  const { key } = (request.query ?? {}) as { key?: unknown };
  return typeof key === 'string' ? key : undefined;
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'ApiKey header="X-Api-Key"')
    .send({ errors: [{ message: INVALID_API_KEY_MESSAGE, extensions: { code: 'INVALID_API_KEY' } }] });
}

const TOO_MANY_REQUESTS = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Trop de requêtes. Réessayez dans quelques instants.',
};
/** Both a GraphQL response (`errors[].extensions`, `data: null`) and our French envelope. */
const refusalBody = (refusal: { code: string; message: string }) => ({
  errors: [{ ...refusal, extensions: { code: refusal.code } }],
  notifications: [],
  data: null,
});
const tooManyRequests = refusalBody(TOO_MANY_REQUESTS);
export const KEY_QUOTA_MESSAGE =
  'Votre clé d’API a atteint son nombre de requêtes par minute. Réessayez dans quelques instants.';

/** GraphiQL loads its bundle from unpkg: its pages (outside production only) get their own CSP. */
const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https://unpkg.com",
  "font-src 'self' data: https://unpkg.com",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * `/graphql/api` for comparison sites (mercurius): GET and POST, batched queries (20 at most), a depth limit,
 * a per-IP rate limit, an API key checked in constant time before anything else, then the key's own budget.
 * The key is removed from the request once checked, so neither mercurius nor our logs ever see it. The
 * comparator behind it (its gateway) reaches the resolvers through the GraphQL context.
 */
export const graphqlRoutes: FastifyPluginAsync<GraphqlRoutesOptions> = async (
  app,
  { catalogue, pricing, apiKeys, rateLimits, maxPerMinute, maxPerKeyPerMinute, comparatorLeads, graphiql },
) => {
  const keys = apiKeys.map(comparatorKeyOf);
  const comparators = new WeakMap<FastifyRequest, ComparatorKey>();
  // mercurius declares JSON schemas: this context validates and serialises them the Fastify way.
  app.setValidatorCompiler(AjvCompiler()({}, { customOptions: {} }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Its routes document themselves through introspection, not OpenAPI.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  app.addHook(
    'onRequest',
    limitPerClientAddress({
      rateLimits,
      name: 'graphql',
      limit: maxPerMinute,
      windowMs: 60_000,
      refusal: tooManyRequests,
    }),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const comparator = findComparatorKey(presentedKey(request), keys);
    if (!comparator) return refuse(reply);
    delete (request.query as Record<string, unknown>).key;
    const decision = await rateLimits.hit(
      rateLimitKey('graphql:key', comparator.key),
      maxPerKeyPerMinute,
      60_000,
    );
    if (!decision.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(decision.retryAfterSeconds))
        .send(refusalBody({ code: 'TOO_MANY_REQUESTS', message: KEY_QUOTA_MESSAGE }));
    }
    comparators.set(request, comparator);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (Array.isArray(request.body) && request.body.length > MAX_BATCH_SIZE) {
      return reply.code(400).send({
        errors: [
          {
            message: `Trop d’opérations dans un même envoi (${MAX_BATCH_SIZE} au plus).`,
            extensions: { code: 'BATCH_TOO_LARGE' },
          },
        ],
      });
    }
  });
  if (graphiql) {
    app.addHook('onSend', async (request, reply) => {
      if (request.routeOptions.url?.startsWith('/graphiql'))
        reply.header('content-security-policy', GRAPHIQL_CSP);
    });
  }

  await app.register(mercurius, {
    schema: `${graphqlSchema}\n${comparatorSchema}`,
    resolvers: mergeResolvers(
      createGraphqlResolvers({ catalogue, pricing }),
      createComparatorResolvers({ catalogue, pricing, ...comparatorLeads }),
    ),
    context: (request) => ({ comparator: comparators.get(request) }),
    path: GRAPHQL_PATH,
    graphiql,
    allowBatchedQueries: true,
    queryDepth: 8,
    errorFormatter: frenchGraphqlErrorFormatter,
    jit: 1,
  });
};

type Resolvers = Record<string, Record<string, unknown>>;

function mergeResolvers(...all: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const resolvers of all) {
    for (const [type, fields] of Object.entries(resolvers)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}
