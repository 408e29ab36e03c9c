import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createHttpCrmClient } from '../integrations/crm/http-crm-client.js';
import { runWhileOpen } from '../jobs/while-open.js';
import { cartRoutes } from '../modules/cart/cart.routes.js';
import { createCartService } from '../modules/cart/cart.service.js';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import { catalogueSeenBy } from '../modules/catalogue/catalogue-seen-by.js';
import { attributeWebOrdersToGateways } from '../modules/gateways/gateway-attribution.js';
import { graphqlRoutes } from '../modules/graphql/graphql.routes.js';
import { createIdempotencyService } from '../modules/idempotency/idempotency.service.js';
import { leadsRoutes } from '../modules/leads/leads.routes.js';
import { createLeadsService, LEAD_ANONYMISATION_INTERVAL_MS } from '../modules/leads/leads.service.js';
import { createIbanCipher } from '../modules/orders/iban-cipher.js';
import { createOrderCaller } from '../modules/orders/order-caller.js';
import { createOrderChecks } from '../modules/orders/order-checks.js';
import { type OrderDraftsRoutesOptions, orderDraftsRoutes } from '../modules/orders/order-drafts.routes.js';
import { createOrderDraftsService } from '../modules/orders/order-drafts.service.js';
import { ordersRepository } from '../modules/orders/orders.repository.js';
import { ordersRoutes } from '../modules/orders/orders.routes.js';
import { createOrdersService } from '../modules/orders/orders.service.js';
import { createStepDraftsService } from '../modules/orders/step-drafts.service.js';
import { pricingRoutes } from '../modules/pricing/pricing.routes.js';
import { promoRoutes } from '../modules/promo/promo.routes.js';
import { createPromoService } from '../modules/promo/promo.service.js';
import type { RateLimitService } from '../modules/rate-limit/rate-limit.service.js';
import { resumeRoutes } from '../modules/resume/resume.routes.js';
import { createResumeService } from '../modules/resume/resume.service.js';
import type { WebSessionOwner } from '../modules/session/web-session-owner.js';
import type { Offers } from './offers.js';
import type { Site } from './site.js';
import type { Staff } from './staff.js';

export interface OrdersDeps {
  config: Config;
  db: Database;
  clock: Clock;
  rateLimits: RateLimitService;
  webSessionOwner: WebSessionOwner;
  staff: Staff;
  offers: Offers;
  site: Site;
  /** Tests may give their own grid operator; unknown points are then not refused by the order checks. */
  hasGridOperatorOverride: boolean;
  /** A move's supply start, decided by the moving module (wired after the engine). */
  decideMovingSupplyStart: OrderDraftsRoutesOptions['decideMovingSupplyStart'];
}

/**
 * The order engine (ADR 0012) and what feeds it: promo and PIN codes, leads and their CRM sync, the cart,
 * resume links, the order's quote, and the comparators' GraphQL that creates leads.
 */
export async function wireOrders(app: FastifyInstance, deps: OrdersDeps) {
  const { config, db, clock, staff, offers, site } = deps;
  const { catalogue, pricing, eligibility } = offers;
  const promo = createPromoService({ db, clock });
  const leads = createLeadsService({
    db,
    clock,
    logger: app.log,
    // Without a CRM, lead messages wait in the outbox (ADR 0009).
    crm: config.CRM_API_URL
      ? createHttpCrmClient({
          url: config.CRM_API_URL,
          apiKey: config.CRM_API_KEY,
          timeoutMs: config.CRM_API_TIMEOUT_MS,
        })
      : undefined,
    syncLeaseMs: config.CRM_API_TIMEOUT_MS + 30_000,
  });
  runWhileOpen(app, () => [
    leads.startAnonymisation(LEAD_ANONYMISATION_INTERVAL_MS),
    leads.startSyncWorker(config.CRM_SYNC_INTERVAL_MS),
  ]);
  await app.register(graphqlRoutes, {
    // Comparators sell on the comparison channel: offers reserved to another channel are unknown to them.
    catalogue: catalogueSeenBy(catalogue, () => eligibility.openTo('comparison')),
    pricing,
    apiKeys: config.GRAPHQL_API_KEYS ?? [],
    rateLimits: deps.rateLimits,
    maxPerMinute: config.GRAPHQL_RATE_LIMIT_PER_MINUTE,
    maxPerKeyPerMinute: config.GRAPHQL_KEY_LIMIT_PER_MINUTE,
    comparatorLeads: { leads, gateways: site.gateways },
    graphiql: config.APP_ENV !== 'prod',
  });

  const checks = createOrderChecks({
    clock,
    marketOffers: () => catalogue.marketOffers(),
    compiledRules: () => eligibility.compiled(),
    findDeliveryPoint: (energy, id) => offers.deliveryPoints.status(energy, id),
    refuseUnknownPoints: !deps.hasGridOperatorOverride && config.GRID_OPERATOR_API_URL !== undefined,
  });
  // Outside production, a fixed development key keeps IBANs readable across restarts; production requires its own.
  const ibanCipher = createIbanCipher(config.IBAN_ENCRYPTION_KEY ?? 'voltaire-development-only-iban-key');
  const engine = createOrdersService({
    db,
    clock,
    repository: ordersRepository,
    promo,
    leads,
    checks,
    appointments: offers.interventions,
    ibanCipher,
  });
  // A web order is attributed to the comparator's gateway its visitor arrived through.
  const orders = attributeWebOrdersToGateways(engine, {
    ...site.gatewaySession,
    attributeOrder: site.gateways.attributeOrder,
    logger: app.log,
  });
  const caller = createOrderCaller({ webSession: deps.webSessionOwner, staffOf: staff.staffOf });
  const ownOrder = async (request: FastifyRequest, orderId: string) =>
    orders.get(orderId, (await caller.current(request)).key);

  // Cart and resume links (save for later): carts and orders belong to the web session, as in orders.
  const cart = createCartService({
    db,
    clock,
    catalogue,
    listRelayPoints: () => createCatalogueRepository(db).listRelayPoints(),
    orders,
  });
  await app.register(cartRoutes, { cart, owner: deps.webSessionOwner });
  const resume = createResumeService({
    db,
    clock,
    idempotency: createIdempotencyService({ db, clock }),
    outbox: site.outbox,
    orders,
    cart,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
  });
  await app.register(resumeRoutes, { owner: deps.webSessionOwner, resume });
  await app.register(ordersRoutes, {
    orders,
    stepDrafts: createStepDraftsService({ db, clock, repository: ordersRepository }),
    caller,
  });
  await app.register(orderDraftsRoutes, {
    orders,
    drafts: createOrderDraftsService({ db, clock, repository: ordersRepository, orders, checks, ibanCipher }),
    caller,
    clock,
    catalogue,
    decideMovingSupplyStart: deps.decideMovingSupplyStart,
  });
  await app.register(promoRoutes, {
    promo,
    orders: {
      ownerOf: (request) => caller.current(request),
      applyPromo: orders.applyPromo,
      attachCampaign: orders.attachCampaign,
    },
  });
  await app.register(pricingRoutes, {
    pricing,
    offerVisibleTo: async (request) => {
      const isVisible = await offers.visibleTo(request);
      return (offerId) => isVisible({ type: 'offer', id: offerId });
    },
    internalApiKey: config.INTERNAL_API_KEY,
    // The active market offers the visitor is eligible for, on the public web channel.
    simulationOffers: async ({ body }) =>
      eligibility.eligible(
        {
          channel: 'web',
          housingType: body.housingType,
          ...(body.inseeCode ? { inseeCode: body.inseeCode } : {}),
        },
        (await catalogue.marketOffers()).map((offer) => ({ ...offer, type: 'offer' as const })),
      ),
    orderPricing: {
      orderOf: ownOrder,
      promoEffectOf: (code) => promo.effectOf(code),
      addOnsOf: (orderId) => cart.orderAddOns(orderId),
      now: () => clock.now(),
    },
  });
  await app.register(leadsRoutes, { leads, ownOrder, internalApiKey: config.INTERNAL_API_KEY });
  return { promo, leads, orders, caller, ownOrder, cart, resume };
}

export type Orders = Awaited<ReturnType<typeof wireOrders>>;
