import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { createGridOperatorApiProvider } from '../integrations/grid-operators/grid-operator-api-provider.js';
import type { GridOperatorProvider } from '../integrations/grid-operators/grid-operator-provider.js';
import { runWhileOpen } from '../jobs/while-open.js';
import { createAdminOrInternalAuthorizer } from '../modules/accounts/authorize-admin.js';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from '../modules/catalogue/catalogue.service.js';
import { createDeliveryPointRegistry } from '../modules/delivery-points/delivery-point-registry.js';
import { deliveryPointsRoutes } from '../modules/delivery-points/delivery-points.routes.js';
import { createDeliveryPointsService } from '../modules/delivery-points/delivery-points.service.js';
import { createInterventionsRepository } from '../modules/delivery-points/interventions.repository.js';
import { createEligibilityRepository } from '../modules/eligibility/eligibility.repository.js';
import { eligibilityRoutes } from '../modules/eligibility/eligibility.routes.js';
import { createEligibilityService } from '../modules/eligibility/eligibility.service.js';
import { createCarSimulation } from '../modules/estimator/car-simulation.service.js';
import { estimatorRoutes } from '../modules/estimator/estimator.routes.js';
import { createPricingService } from '../modules/pricing/pricing.service.js';
import type { RateLimitService } from '../modules/rate-limit/rate-limit.service.js';
import type { Staff } from './staff.js';

export interface OffersDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  staff: Staff;
  rateLimits: RateLimitService;
  /** Tests may give their own; by default the operators' APIs when configured, else our registry. */
  gridOperator: GridOperatorProvider | undefined;
}

/** What may be sold, to whom and at what price: catalogue, pricing, eligibility, delivery points, estimator. */
export async function wireOffers(app: FastifyInstance, deps: OffersDeps) {
  const { config, database, clock, staff, rateLimits } = deps;
  const { db } = database;
  const catalogue = createCatalogueService({ catalogueRepository: createCatalogueRepository(db), clock });
  const pricing = createPricingService({ catalogue });
  const eligibility = createEligibilityService({
    db,
    database,
    repository: createEligibilityRepository(),
    clock,
    logger: app.log,
    listTargets: () => catalogue.listTargets(),
  });
  runWhileOpen(app, async () => [await eligibility.watchChanges()]);
  // What the caller's channel may see of the catalogue: offers reserved to another channel are invisible.
  const visibleTo = async (request: FastifyRequest) => eligibility.openTo(await staff.channelOf(request));

  await app.register(eligibilityRoutes, {
    eligibility,
    authorizeAdmin: staff.authorizeAdmin,
    authorizeAdminOrInternal: createAdminOrInternalAuthorizer(staff.authorizeAdmin, config.INTERNAL_API_KEY),
    channelOf: staff.channelOf,
  });
  await app.register(catalogueRoutes, { catalogue, visibleTo });

  const carSimulation = createCarSimulation({
    eligibleOffers: async (channel, context) =>
      eligibility.eligible(
        { channel, energy: 'electricity', ...context },
        (await catalogue.marketOffers('electricity')).map((offer) => ({ ...offer, type: 'offer' as const })),
      ),
    quote: ({ offerId, kva, option, consumption }) =>
      pricing.quote({ energy: 'electricity', offerId, kva, option, consumption }),
  });
  await app.register(estimatorRoutes, { carSimulation, channelOf: staff.channelOf });

  const interventions = createInterventionsRepository(db);
  const deliveryPoints = createDeliveryPointsService({
    gridOperator:
      deps.gridOperator ?? gridOperatorFrom(config, app, createDeliveryPointRegistry(db, interventions)),
    interventions,
    clock,
  });
  await app.register(deliveryPointsRoutes, {
    deliveryPoints,
    internalApiKey: config.INTERNAL_API_KEY,
    rateLimits,
    lookupsPerMinute: config.DELIVERY_POINT_LOOKUPS_PER_MINUTE,
  });
  return { catalogue, pricing, eligibility, visibleTo, carSimulation, interventions, deliveryPoints };
}

export type Offers = Awaited<ReturnType<typeof wireOffers>>;

const gridOperatorFrom = (config: Config, app: FastifyInstance, registry: GridOperatorProvider) =>
  config.GRID_OPERATOR_API_URL && config.GRID_OPERATOR_API_KEY
    ? createGridOperatorApiProvider({
        baseUrl: config.GRID_OPERATOR_API_URL,
        apiKey: config.GRID_OPERATOR_API_KEY,
        timeoutMs: config.GRID_OPERATOR_API_TIMEOUT_MS,
        logger: app.log,
      })
    : registry;
