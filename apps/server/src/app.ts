import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { type SalesChannel, scriptOrigins, thirdPartyScripts } from '@voltaire/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { BusinessError } from './http/envelope.js';
import { registerErrorHandling } from './http/error-handler.js';
import { inputBoundaryOptions, registerInputBoundary } from './http/input-boundary.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import type { AddressSearchProvider } from './integrations/address-search/address-search-provider.js';
import { createBanAddressClient } from './integrations/address-search/ban-address-client.js';
import { createHttpCrmClient } from './integrations/crm/http-crm-client.js';
import { createDiskFileStore } from './integrations/file-store/disk-file-store.js';
import type { FileStore } from './integrations/file-store/file-store.js';
import { createGridOperatorApiProvider } from './integrations/grid-operators/grid-operator-api-provider.js';
import type { GridOperatorProvider } from './integrations/grid-operators/grid-operator-provider.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { createSmtpMailer } from './integrations/mail/smtp-mailer.js';
import type { ReviewsProvider } from './integrations/reviews/reviews-provider.js';
import { createHttpSmsSender } from './integrations/sms/http-sms-sender.js';
import type { SmsSender } from './integrations/sms/sms-sender.js';
import { virusScannerFrom } from './integrations/virus-scan/scanner-from-config.js';
import type { VirusScanner } from './integrations/virus-scan/virus-scanner.js';
import { runEvery } from './jobs/run-every.js';
import { loggerOptions } from './logging/logger-options.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import {
  createAdminAuthorizer,
  createAdminOrInternalAuthorizer,
} from './modules/accounts/authorize-admin.js';
import { createOwnProfile } from './modules/accounts/own-profile.service.js';
import { passwordRoutes } from './modules/accounts/password.routes.js';
import { createPasswordLinks } from './modules/accounts/password-links.service.js';
import { createPeopleService } from './modules/accounts/people.service.js';
import { agentDeskRoutes } from './modules/agent-desk/agent-desk.routes.js';
import { createAgentDesk } from './modules/agent-desk/agent-desk.service.js';
import { createAgentAuthorizer } from './modules/agent-desk/authorize-agent.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { callbacksRoutes } from './modules/callbacks/callbacks.routes.js';
import { createCallbacksService } from './modules/callbacks/callbacks.service.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { createCaptchaService } from './modules/captcha/captcha.service.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { registerCases } from './modules/cases/register-cases.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { catalogueSeenBy } from './modules/catalogue/catalogue-seen-by.js';
import { consentRoutes } from './modules/consent/consent.routes.js';
import { clientConfigRoutes } from './modules/content/client-config.routes.js';
import { registerContent } from './modules/content/register-content.js';
import { createContractAccess } from './modules/customers/contract-access.service.js';
import { createContractLinkCipher } from './modules/customers/contract-link-cipher.js';
import { createContractTerminations } from './modules/customers/contract-terminations.js';
import { createContractsService } from './modules/customers/contracts.service.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { createDeliveryPointRegistry } from './modules/delivery-points/delivery-point-registry.js';
import { deliveryPointsRoutes } from './modules/delivery-points/delivery-points.routes.js';
import { createDeliveryPointsService } from './modules/delivery-points/delivery-points.service.js';
import { createInterventionsRepository } from './modules/delivery-points/interventions.repository.js';
import { createEligibilityRepository } from './modules/eligibility/eligibility.repository.js';
import { eligibilityRoutes } from './modules/eligibility/eligibility.routes.js';
import { createEligibilityService } from './modules/eligibility/eligibility.service.js';
import { createCarSimulation } from './modules/estimator/car-simulation.service.js';
import { estimatorRoutes } from './modules/estimator/estimator.routes.js';
import { createDocumentViewerAuthorizer } from './modules/field-sales/authorize-document-viewer.js';
import { createCarSimulationShare } from './modules/field-sales/car-simulation-share.service.js';
import { fieldSalesRoutes } from './modules/field-sales/field-sales.routes.js';
import { createOrderDocuments } from './modules/field-sales/order-documents.service.js';
import { attributeWebOrdersToGateways } from './modules/gateways/gateway-attribution.js';
import { createGatewaySession } from './modules/gateways/gateway-session.js';
import { createGatewaysRepository } from './modules/gateways/gateways.repository.js';
import { gatewaysRoutes } from './modules/gateways/gateways.routes.js';
import { createGatewaysService } from './modules/gateways/gateways.service.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { graphqlRoutes } from './modules/graphql/graphql.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createReadiness } from './modules/health/readiness.js';
import { ibanRoutes } from './modules/iban/iban.routes.js';
import { createIdempotencyService } from './modules/idempotency/idempotency.service.js';
import { createLeadPrivacy } from './modules/leads/lead-privacy.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { createLeadsService, LEAD_ANONYMISATION_INTERVAL_MS } from './modules/leads/leads.service.js';
import { leadsAdminRoutes } from './modules/leads/leads-admin.routes.js';
import { createMeterPhotos } from './modules/moving/meter-photo.service.js';
import { movingRoutes } from './modules/moving/moving.routes.js';
import { createMovingService } from './modules/moving/moving.service.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { createNewsletterService } from './modules/newsletter/newsletter.service.js';
import { offerChangeRoutes } from './modules/offer-change/offer-change.routes.js';
import { createOfferChangeService } from './modules/offer-change/offer-change.service.js';
import { createOfferChangePricing } from './modules/offer-change/offer-change-pricing.js';
import { createAgentOrders } from './modules/orders/agent-orders.js';
import { createContractChangeOrders } from './modules/orders/contract-change-orders.js';
import { createIbanCipher } from './modules/orders/iban-cipher.js';
import { createOrderCaller } from './modules/orders/order-caller.js';
import { createOrderChecks } from './modules/orders/order-checks.js';
import { orderDraftsRoutes } from './modules/orders/order-drafts.routes.js';
import { createOrderDraftsService } from './modules/orders/order-drafts.service.js';
import { ordersRepository } from './modules/orders/orders.repository.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { createOrdersService, ORDER_NOT_FOUND } from './modules/orders/orders.service.js';
import { createStepDraftsService } from './modules/orders/step-drafts.service.js';
import { organisationsRoutes } from './modules/organisations/organisations.routes.js';
import { createOrganisationsService } from './modules/organisations/organisations.service.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { createOutboxService } from './modules/outbox/outbox.service.js';
import {
  createPartnerAdminAuthorizer,
  createStaffAuthorizer,
} from './modules/partners/authorize-partner-admin.js';
import { createPartnerSales } from './modules/partners/partner-sales.service.js';
import { partnersRoutes } from './modules/partners/partners.routes.js';
import { pricingRoutes } from './modules/pricing/pricing.routes.js';
import { createPricingService } from './modules/pricing/pricing.service.js';
import { dataRequestsRoutes } from './modules/privacy/data-requests.routes.js';
import {
  createDataRequestsService,
  type PersonalDataHolder,
} from './modules/privacy/data-requests.service.js';
import { promoRoutes } from './modules/promo/promo.routes.js';
import { createPromoService } from './modules/promo/promo.service.js';
import { promoAdminRoutes } from './modules/promo/promo-admin.routes.js';
import { createPromoAdmin } from './modules/promo/promo-admin.service.js';
import { databaseRateLimitStore } from './modules/rate-limit/database-rate-limit-store.js';
import { retryAfterHeader } from './modules/rate-limit/rate-limit.http.js';
import {
  createRateLimitService,
  RATE_LIMIT_PURGE_INTERVAL_MS,
} from './modules/rate-limit/rate-limit.service.js';
import { resumeRoutes } from './modules/resume/resume.routes.js';
import { createResumeService } from './modules/resume/resume.service.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { createSessionService } from './modules/session/session.service.js';
import { sessionContentRoutes } from './modules/session/session-content.routes.js';
import { createSessionContentService } from './modules/session/session-content.service.js';
import { SESSION_COOKIES } from './modules/session/session-cookies.js';
import { createWebSessionOwner } from './modules/session/web-session-owner.js';
import { createSigningRequestAuthorizer } from './modules/signing/authorize-signing-request.js';
import { completionRoutes } from './modules/signing/completion.routes.js';
import { createCompletionService } from './modules/signing/completion.service.js';
import { createOnSiteSigning } from './modules/signing/on-site-signing.service.js';
import { signingRoutes } from './modules/signing/signing.routes.js';
import { createSigningService } from './modules/signing/signing.service.js';
import { signingAdminRoutes } from './modules/signing/signing-admin.routes.js';
import { createSigningLinksService } from './modules/signing/signing-links.service.js';
import { supplierIdentity } from './modules/signing/supplier.js';
import { createDebuggerRepository } from './modules/telemetry/debugger.repository.js';
import { debuggerRoutes } from './modules/telemetry/debugger.routes.js';
import { createDebuggerService } from './modules/telemetry/debugger.service.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** National address API; by default the BAN client at `config.ADDRESS_API_URL`. */
  addressSearch?: AddressSearchProvider;
  /** A logger instance for tests; by default a pino logger at `config.LOG_LEVEL`. */
  logger?: FastifyBaseLogger;
  /** Enedis / GRDF delivery points; by default their APIs when `config.GRID_OPERATOR_API_URL` is set, else our registry. */
  gridOperator?: GridOperatorProvider;
  /** E-mail transport; by default SMTP when `config.SMTP_URL` is set, else messages stay in the outbox. */
  mailer?: Mailer;
  /** SMS gateway; by default the HTTP gateway when `config.SMS_API_URL` is set, else the outbox. */
  sms?: SmsSender;
  /** Uploaded documents' bytes; by default files under `DATA_DIR/uploads`. */
  fileStore?: FileStore;
  /** The antivirus every upload goes through; by default clamd when `config.CLAMD_HOST` is set, else none. */
  scanner?: VirusScanner;
  /** Customer reviews; by default Avis Vérifiés when `config.AVIS_VERIFIES_API_URL` is set, else our table. */
  reviewsProvider?: ReviewsProvider;
}

z.config(z.locales.fr());

/** A module's RGPD functions, for the data requests. */
const pick = ({ exportFor, eraseFor }: Pick<PersonalDataHolder, 'exportFor' | 'eraseFor'>) => ({
  exportFor,
  eraseFor,
});

/** Builds the whole API from explicit dependencies; nothing global, so tests build as many as they like. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  addressSearch,
  gridOperator,
  fileStore = createDiskFileStore(join(resolve(config.DATA_DIR), 'uploads')),
  scanner = virusScannerFrom(config),
  reviewsProvider,
  mailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : undefined,
  sms = config.SMS_API_URL && config.SMS_API_KEY
    ? createHttpSmsSender({
        url: config.SMS_API_URL,
        apiKey: config.SMS_API_KEY,
        sender: config.SMS_SENDER,
        timeoutMs: 5_000,
      })
    : undefined,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    ...inputBoundaryOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputBoundary(app);

  await app.register(compress, { global: true, threshold: 1_024 });
  const scripts = thirdPartyScripts({
    appEnv: config.APP_ENV,
    tagManagerUrl: config.TAG_MANAGER_URL,
    abTestingUrl: config.AB_TESTING_URL,
    monitoringUrl: config.MONITORING_URL,
    liveChatUrl: config.LIVECHAT_URL,
  });
  await registerSecurity(app, {
    publicUrl: config.PUBLIC_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    scriptOrigins: scriptOrigins(scripts),
  });
  await registerOpenApi(app, { brandName: config.BRAND_NAME });
  await app.register(cookie);
  const { db } = database;
  // Shared by every instance (PGlite or PostgreSQL); ended windows and staff sessions purged on a schedule.
  const rateLimits = createRateLimitService({ db, clock });
  // The routes' own limits count in the database too, so that cluster workers and instances share them.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(rateLimits.count) });
  await app.register(retryAfterHeader);

  const sessions = createSessionService({
    sessionRepository: createSessionRepository(db),
    clock,
    ttlDays: config.SESSION_TTL_DAYS,
  });
  const webSessionOwner = createWebSessionOwner({
    sessions,
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    ttlDays: config.SESSION_TTL_DAYS,
  });
  app.addHook('onRequest', webSessionOwner.forgetDeadSession);
  // Organisations own the IP ranges and their check; accounts own the people and their sessions (ADR 0016).
  const audit = createAuditService({ db, clock });
  const organisations = createOrganisationsService({
    db,
    clock,
    logger: app.log,
    endSessionsOf: (organisationId) => accounts.revokeSessionsOfOrganisation(organisationId),
    recordAudit: audit.record,
  });
  const organisationOf = async (id: string) => {
    const { name, kind, channels, status } = await organisations.get(id);
    return { id, name, kind, channels, status };
  };
  const accounts = createAccountsService({
    accountsRepository: createAccountsRepository(db),
    clock,
    rateLimits,
    loginLimits: {
      failuresPerAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
      accountWindowMinutes: config.LOGIN_ACCOUNT_WINDOW_MINUTES,
      failuresPerAddressPerMinute: config.LOGIN_FAILURES_PER_IP_PER_MINUTE,
    },
    sessionHours: config.STAFF_SESSION_HOURS,
    idleMinutes: config.STAFF_IDLE_MINUTES,
    admitStaff: (admission) => organisations.admitStaff(admission),
  });
  const authorizeAdmin = createAdminAuthorizer(accounts);
  let stopPurges: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    const onError = (error: unknown) => app.log.error({ err: error }, 'purge failed');
    stopPurges = [
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => rateLimits.purgeEnded(), onError),
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => accounts.purgeEndedSessions(), onError),
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => organisations.purgeOldRefusals(), onError),
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => audit.purgeExpired(), onError),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.all(stopPurges.map((stop) => stop()));
  });
  const catalogue = createCatalogueService({ catalogueRepository: createCatalogueRepository(db), clock });
  const pricing = createPricingService({ catalogue });
  const eligibilityRepository = createEligibilityRepository();
  const eligibility = createEligibilityService({
    db,
    database,
    repository: eligibilityRepository,
    clock,
    logger: app.log,
    listTargets: () => catalogue.listTargets(),
  });
  // The caller's sales channel, from their staff session; anybody else (or staff outside their ranges) is the web.
  const channelOfRequest = async (request: FastifyRequest): Promise<SalesChannel> => {
    try {
      const staff =
        (await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip)) ??
        (await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip));
      return staff?.channel ?? 'web';
    } catch (error) {
      if (error instanceof BusinessError) return 'web';
      throw error;
    }
  };
  // What the caller's channel may see of the catalogue: offers reserved to another channel are invisible.
  const visibleTo = async (request: FastifyRequest) => eligibility.openTo(await channelOfRequest(request));
  let stopWatchingRules: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopWatchingRules = await eligibility.watchChanges();
  });
  app.addHook('onClose', async () => {
    await stopWatchingRules?.();
  });
  const captcha = createCaptchaService({
    db,
    clock,
    hmacKey: config.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    maxNumber: config.CAPTCHA_MAX_NUMBER,
    ttlSeconds: 600,
  });
  const debuggerService = createDebuggerService({ debuggerRepository: createDebuggerRepository(db), clock });

  await app.register(healthRoutes, { readiness: createReadiness(database) });
  await app.register(geoRoutes, {
    addressSearch:
      addressSearch ??
      createBanAddressClient({
        baseUrl: config.ADDRESS_API_URL,
        timeoutMs: config.ADDRESS_API_TIMEOUT_MS,
        logger: app.log,
      }),
  });
  await app.register(sessionRoutes, {
    sessions,
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    ttlDays: config.SESSION_TTL_DAYS,
  });
  await app.register(sessionContentRoutes, {
    sessions,
    content: createSessionContentService({ sessionRepository: createSessionRepository(db), clock }),
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    ttlDays: config.SESSION_TTL_DAYS,
  });
  await app.register(accountsRoutes, {
    accounts,
    organisationOf,
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    sessionHours: config.STAFF_SESSION_HOURS,
  });
  await app.register(organisationsRoutes, { organisations, authorizeAdmin });
  await app.register(debuggerRoutes, {
    debuggerService,
    // Cases are registered once the outbox exists; a report only reaches this after the app is built.
    openCase: (report, stored) => casesModule.openCaseFromReport(report, stored),
    verifyCaptcha: (solution) => captcha.verify(solution),
    rateLimits,
    bodyLimit: config.DEBUGGER_BODY_LIMIT_BYTES,
    maxPerMinute: config.DEBUGGER_RATE_LIMIT_PER_MINUTE,
  });

  await app.register(eligibilityRoutes, {
    eligibility,
    authorizeAdmin,
    authorizeAdminOrInternal: createAdminOrInternalAuthorizer(authorizeAdmin, config.INTERNAL_API_KEY),
    channelOf: channelOfRequest,
  });
  await app.register(consentRoutes, { db, clock });
  await app.register(captchaRoutes, { captcha });
  const gateways = createGatewaysService({
    db,
    clock,
    repository: createGatewaysRepository(),
    publicUrl: config.PUBLIC_URL,
  });
  const gatewaySession = createGatewaySession({ sessions, webSession: webSessionOwner });
  await app.register(gatewaysRoutes, {
    gateways,
    session: gatewaySession,
    authorizeAdmin,
    internalApiKey: config.INTERNAL_API_KEY,
    requireOffer: (offerId) => catalogue.requireOffer(offerId),
    now: () => clock.now(),
  });
  await app.register(clientConfigRoutes, {
    appEnv: config.APP_ENV,
    brandName: config.BRAND_NAME,
    scripts,
    availableGateways: () => gateways.publicList(),
  });
  await app.register(catalogueRoutes, { catalogue, visibleTo });
  // Customer reviews, recruitment, the invoice tutorial, the web's public GraphQL; the IBAN check.
  await registerContent(app, { db, clock, config, authorizeAdmin, rateLimits, reviewsProvider });
  await app.register(ibanRoutes);
  const carSimulation = createCarSimulation({
    eligibleOffers: async (channel, context) =>
      eligibility.eligible(
        { channel, energy: 'electricity', ...context },
        (await catalogue.marketOffers('electricity')).map((offer) => ({ ...offer, type: 'offer' as const })),
      ),
    quote: ({ offerId, kva, option, consumption }) =>
      pricing.quote({ energy: 'electricity', offerId, kva, option, consumption }),
  });
  await app.register(estimatorRoutes, { carSimulation, channelOf: channelOfRequest });
  const interventions = createInterventionsRepository(db);
  const deliveryPoints = createDeliveryPointsService({
    gridOperator:
      gridOperator ??
      (config.GRID_OPERATOR_API_URL && config.GRID_OPERATOR_API_KEY
        ? createGridOperatorApiProvider({
            baseUrl: config.GRID_OPERATOR_API_URL,
            apiKey: config.GRID_OPERATOR_API_KEY,
            timeoutMs: config.GRID_OPERATOR_API_TIMEOUT_MS,
            logger: app.log,
          })
        : createDeliveryPointRegistry(db, interventions)),
    interventions,
    clock,
  });
  await app.register(deliveryPointsRoutes, {
    deliveryPoints,
    internalApiKey: config.INTERNAL_API_KEY,
    rateLimits,
    lookupsPerMinute: config.DELIVERY_POINT_LOOKUPS_PER_MINUTE,
  });

  const outbox = createOutboxService({ db, clock, logger: app.log, mailer, sms });
  let stopOutboxWorker: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (outbox.delivers) stopOutboxWorker = outbox.startWorker(config.OUTBOX_POLL_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    await stopOutboxWorker?.();
    mailer?.close();
  });
  await app.register(outboxRoutes, { outbox, authorizeAdmin });
  // Double opt-in: the confirmation link is the only e-mail before confirmation (ADR 0021).
  const newsletter = createNewsletterService({
    db,
    clock,
    outbox,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
    // Outside production, a fixed development key keeps unsubscribe links valid across restarts.
    linkKey: config.NEWSLETTER_LINK_KEY ?? 'voltaire-development-only-newsletter-link-key',
  });
  await app.register(newsletterRoutes, { captcha, newsletter });
  // Contact cases, their attachments and their CRM outbox (ADR 0021).
  const casesModule = await registerCases(app, {
    scanner,
    db,
    clock,
    config,
    outbox,
    captcha,
    rateLimits,
    authorizeAdmin,
    authorizeStaff: async (request) => {
      const staff =
        (await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip)) ??
        (await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip));
      if (!staff) {
        throw new BusinessError(
          'UNAUTHENTICATED',
          'Vous devez être connecté pour accéder à cette ressource.',
          401,
        );
      }
      return staff;
    },
  });

  // People of organisations: invitations and resets by single-use links, own profile, audit (issue 15).
  const passwordLinks = createPasswordLinks({
    db,
    clock,
    outbox,
    rateLimits,
    recordAudit: audit.record,
    organisationOf,
    endSessionsOf: (userId) => accounts.revokeAllSessionsOf(userId),
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
  });
  const people = createPeopleService({
    db,
    clock,
    rateLimits,
    links: passwordLinks,
    recordAudit: audit.record,
    organisationOf,
    endSessionsOf: (userId) => accounts.revokeAllSessionsOf(userId),
  });
  await app.register(passwordRoutes, {
    links: passwordLinks,
    accounts,
    ownProfile: createOwnProfile({ db, accounts, rateLimits, recordAudit: audit.record, organisationOf }),
  });

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
  await app.register(graphqlRoutes, {
    // Comparators sell on the comparison channel: offers reserved to another channel are unknown to them.
    catalogue: catalogueSeenBy(catalogue, () => eligibility.openTo('comparison')),
    pricing,
    apiKeys: config.GRAPHQL_API_KEYS ?? [],
    rateLimits,
    maxPerMinute: config.GRAPHQL_RATE_LIMIT_PER_MINUTE,
    maxPerKeyPerMinute: config.GRAPHQL_KEY_LIMIT_PER_MINUTE,
    comparatorLeads: { leads, gateways },
    graphiql: config.APP_ENV !== 'prod',
  });
  let stopLeadJobs: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    const stopSync = leads.startSyncWorker(config.CRM_SYNC_INTERVAL_MS);
    stopLeadJobs = [
      leads.startAnonymisation(LEAD_ANONYMISATION_INTERVAL_MS),
      ...(stopSync ? [stopSync] : []),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.all(stopLeadJobs.map((stop) => stop()));
  });
  const orderChecks = createOrderChecks({
    clock,
    marketOffers: () => catalogue.marketOffers(),
    compiledRules: () => eligibility.compiled(),
    findDeliveryPoint: (energy, id) => deliveryPoints.status(energy, id),
    refuseUnknownPoints: gridOperator === undefined && config.GRID_OPERATOR_API_URL !== undefined,
  });
  // Outside production, a fixed development key keeps IBANs readable across restarts; production requires its own.
  const ibanCipher = createIbanCipher(config.IBAN_ENCRYPTION_KEY ?? 'voltaire-development-only-iban-key');
  const ordersEngine = createOrdersService({
    db,
    clock,
    repository: ordersRepository,
    promo,
    leads,
    checks: orderChecks,
    appointments: interventions,
    ibanCipher,
  });
  // A web order is attributed to the comparator's gateway its visitor arrived through.
  const orders = attributeWebOrdersToGateways(ordersEngine, {
    ...gatewaySession,
    attributeOrder: gateways.attributeOrder,
    logger: app.log,
  });
  // Cart and resume links (save for later): carts and orders belong to the web session, as in orders.
  const cart = createCartService({
    db,
    clock,
    catalogue,
    listRelayPoints: () => createCatalogueRepository(db).listRelayPoints(),
    orders,
  });
  await app.register(cartRoutes, { cart, owner: webSessionOwner });
  const resume = createResumeService({
    db,
    clock,
    idempotency: createIdempotencyService({ db, clock }),
    outbox,
    orders,
    cart,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
  });
  await app.register(resumeRoutes, {
    owner: webSessionOwner,
    resume,
  });
  const caller = createOrderCaller({
    webSession: webSessionOwner,
    staffOf: async (request) =>
      (await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip)) ??
      (await accounts.adminUser(request.cookies[SESSION_COOKIES.admin], request.ip)),
  });
  await app.register(ordersRoutes, {
    orders,
    stepDrafts: createStepDraftsService({ db, clock, repository: ordersRepository }),
    caller,
  });
  await app.register(orderDraftsRoutes, {
    orders,
    drafts: createOrderDraftsService({
      db,
      clock,
      repository: ordersRepository,
      orders,
      checks: orderChecks,
      ibanCipher,
    }),
    caller,
    clock,
    catalogue,
    decideMovingSupplyStart: (orderId, ownerKey) => moving.decideSupplyStart(orderId, ownerKey),
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
      const isVisible = await visibleTo(request);
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
      orderOf: async (request, orderId) => orders.get(orderId, (await caller.current(request)).key),
      promoEffectOf: (code) => promo.effectOf(code),
      addOnsOf: (orderId) => cart.orderAddOns(orderId),
      now: () => clock.now(),
    },
  });
  await app.register(leadsRoutes, {
    leads,
    ownOrder: async (request, orderId) => orders.get(orderId, (await caller.current(request)).key),
    internalApiKey: config.INTERNAL_API_KEY,
  });

  // Back office: promo and PIN codes, leads (search, RGPD), RGPD requests across the modules holding data.
  const leadPrivacy = createLeadPrivacy({ db, clock });
  await app.register(leadsAdminRoutes, { privacy: leadPrivacy, authorizeAdmin });
  await app.register(promoAdminRoutes, { promoAdmin: createPromoAdmin({ db, clock }), authorizeAdmin });
  await app.register(dataRequestsRoutes, {
    captcha,
    authorizeAdmin,
    requests: createDataRequestsService({
      db,
      clock,
      outbox,
      publicUrl: config.PUBLIC_URL,
      brandName: config.BRAND_NAME,
      holders: [
        { name: 'leads', label: 'prospect(s)', ...pick(leadPrivacy) },
        { name: 'newsletter', label: 'inscription(s) à la lettre d’information', ...pick(newsletter) },
        { name: 'cases', label: 'demande(s) au service client', ...pick(casesModule.cases) },
      ],
    }),
  });

  // Signing and completion: contract PDF, one-time code, evidence file, idempotent completion, withdrawal.
  const supplier = supplierIdentity(config.BRAND_NAME);
  const signingIdempotency = createIdempotencyService({ db, clock });
  // Idempotency keys are kept at least 24 h, then purged hourly (every instance may: it is a plain delete).
  let stopIdempotencyPurge: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopIdempotencyPurge = runEvery(
      3_600_000,
      () => signingIdempotency.purgeExpired(),
      (error) => app.log.error({ err: error }, 'idempotency purge failed'),
    );
  });
  app.addHook('onClose', async () => {
    await stopIdempotencyPurge?.();
  });
  const signing = createSigningService({
    db,
    clock,
    orders,
    pricing,
    catalogue,
    outbox,
    supplier,
  });
  const agentOrders = createAgentOrders({ db, clock, repository: ordersRepository, orders });
  const signingLinks = createSigningLinksService({
    db,
    clock,
    orders,
    grantSigner: agentOrders.grantSigner,
    outbox,
    supplier,
    publicUrl: config.PUBLIC_URL,
    ttlDays: config.SIGNING_LINK_TTL_DAYS,
  });
  await app.register(signingRoutes, {
    signing,
    links: signingLinks,
    webSession: webSessionOwner,
    idempotency: signingIdempotency,
  });
  // Existing customers (issue 16): contracts fed by completion, reached by an encrypted link and a one-time code.
  const contracts = createContractsService({ db, clock, orderStatusOf: (id) => orders.statusOf(id) });
  // A move's termination at the grid operator, and its cancellation when the move is withdrawn after it was sent.
  const terminations = createContractTerminations({
    db,
    clock,
    gridOperator: deliveryPoints.terminations,
    logger: app.log,
  });
  const completion = createCompletionService({
    db,
    clock,
    orders,
    signing,
    outbox,
    leads,
    contracts,
    afterWithdrawal: () => terminations.sendDueAfterCommit(),
    supplier,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(completionRoutes, { completion, idempotency: signingIdempotency });
  await app.register(signingAdminRoutes, {
    signing,
    links: signingLinks,
    assertAgentOwns: async (request, orderId) => {
      await orders.get(orderId, (await caller.current(request)).key);
    },
    authorizeAdmin,
    authorizeAdminOrInternal: createAdminOrInternalAuthorizer(authorizeAdmin, config.INTERNAL_API_KEY),
    authorizeSigningRequest: createSigningRequestAuthorizer(accounts, config.INTERNAL_API_KEY),
  });

  // The agent workspace of the sales channels, and the site's call-back requests it works from.
  const callbacks = createCallbacksService({ db, clock });
  await app.register(callbacksRoutes, {
    callbacks,
    rateLimits,
    perHour: config.CALLBACK_REQUESTS_PER_HOUR,
  });
  const authorizeAgent = createAgentAuthorizer(accounts);
  await app.register(agentDeskRoutes, {
    desk: createAgentDesk({ clock, orders, agentOrders, links: signingLinks, callbacks }),
    authorizeAgent,
  });
  // An order's documents: the door-to-door seller's, a move's meter photo (ADR 0018, 0026).
  const orderDocuments = createOrderDocuments({ db, clock, files: fileStore, orders });
  // Door-to-door documents and on-the-spot signature, the dealership's simulation sent to the buyer (ADR 0018).
  await app.register(fieldSalesRoutes, {
    documents: orderDocuments,
    scanner,
    onSiteSigning: createOnSiteSigning({ db, clock, orders, grantSigner: agentOrders.grantSigner }),
    simulationShare: createCarSimulationShare({
      carSimulation,
      orders,
      leads,
      resume,
      brandName: config.BRAND_NAME,
    }),
    authorizeAgent,
    authorizeDocumentViewer: createDocumentViewerAuthorizer(accounts, authorizeAgent),
    channelCatalogue: async (channel) => {
      const [offers, isOpen, isOnWeb] = await Promise.all([
        catalogue.offerSummaries(),
        eligibility.openTo(channel),
        eligibility.openTo('web'),
      ]);
      const market = new Set((await catalogue.marketOffers()).map(({ id }) => id));
      return offers
        .filter(({ id }) => market.has(id) && isOpen({ type: 'offer', id }))
        .map(({ id, name, energy, shortDescription }) => ({
          id,
          name,
          energy,
          shortDescription,
          reserved: !isOnWeb({ type: 'offer', id }),
        }));
    },
    sellerOf: async (agent, request) => {
      const staff = await accounts.staffUser(request.cookies[SESSION_COOKIES.partner], request.ip);
      const organisation = staff
        ? (await organisations.list()).find(({ id }) => id === staff.organisationId)
        : undefined;
      return {
        agentId: agent.agentId,
        displayName: staff?.displayName ?? agent.agentId,
        channel: agent.channel,
        organisation: organisation?.name ?? null,
      };
    },
    webSession: webSessionOwner,
  });

  await app.register(partnersRoutes, {
    people,
    audit,
    organisationOf,
    sales: createPartnerSales({
      clock,
      sellersOf: (organisationId) => people.sellersOf(organisationId),
      agentOrders,
      links: signingLinks,
    }),
    authorizePartnerAdmin: createPartnerAdminAuthorizer(accounts),
    authorizeStaff: createStaffAuthorizer(accounts),
  });

  // Offer change and moving house: the orders of an existing customer, from the contract their link opened.
  // Outside production, a fixed development key keeps the links valid across restarts; production requires its own.
  const contractAccess = createContractAccess({
    db,
    clock,
    cipher: createContractLinkCipher(
      config.CONTRACT_LINK_KEY ?? 'voltaire-development-only-contract-link-key',
    ),
    outbox,
    rateLimits,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
  });
  let stopContractJobs: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    const onError = (error: unknown) => app.log.error({ err: error }, 'contract job failed');
    stopContractJobs = [
      runEvery(RATE_LIMIT_PURGE_INTERVAL_MS, () => contracts.advanceStatuses(), onError),
      runEvery(60_000, () => terminations.sendDue(), onError),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.all(stopContractJobs.map((stop) => stop()));
  });
  const changeOrders = createContractChangeOrders({ db, clock, repository: ordersRepository });
  const pointOf = (energy: 'electricity' | 'gas', id: string) => deliveryPoints.point(energy, id);
  const completedFacts = (orderId: string, ownerKey: string) => completion.confirmation(orderId, ownerKey);
  await app.register(customersRoutes, {
    access: contractAccess,
    contracts,
    webSession: webSessionOwner,
    authorizeAdmin,
  });
  await app.register(offerChangeRoutes, {
    offerChange: createOfferChangeService({
      clock,
      access: contractAccess,
      contracts,
      pricing: createOfferChangePricing({
        marketOffers: (energy) => catalogue.marketOffers(energy),
        eligibleOffers: async (context, offers) =>
          (
            await eligibility.eligible(
              context,
              offers.map((offer) => ({ ...offer, type: 'offer' as const })),
            )
          ).map(({ type: _type, ...offer }) => offer),
        quote: (body) => pricing.quote(body),
      }),
      changeOrders,
      pointOf,
      submit: (orderId, ownerKey) => orders.submit(orderId, ownerKey),
      signUrl: (orderId, ownerKey) => signing.signUrl(orderId, ownerKey),
      requestCallback: (request) => callbacks.request(request),
      confirmationOf: completedFacts,
    }),
    caller,
    idempotency: signingIdempotency,
    complete: async (tx, orderId, ownerKey) => {
      const order = await orders.lockOwn(tx, orderId, ownerKey);
      if (order.kind !== 'offerChange') throw ORDER_NOT_FOUND();
      return completion.complete(tx, orderId, ownerKey);
    },
  });
  const moving = createMovingService({
    clock,
    access: contractAccess,
    contracts,
    terminations,
    changeOrders,
    pointOf,
    moveOutAppointments: (query) => deliveryPoints.findMoveOutAppointments(query),
    confirmationOf: completedFacts,
  });
  await app.register(movingRoutes, {
    moving,
    meterPhotos: createMeterPhotos({ documents: orderDocuments, changeOrders }),
    scanner,
    caller,
  });

  await registerWebApp(app, config.WEB_DIST_DIR, config.PUBLIC_URL);
  return app;
}
