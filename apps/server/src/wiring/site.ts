import { randomBytes } from 'node:crypto';
import type { ThirdPartyScript } from '@voltaire/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AddressSearchProvider } from '../integrations/address-search/address-search-provider.js';
import { createBanAddressClient } from '../integrations/address-search/ban-address-client.js';
import type { Mailer } from '../integrations/mail/mailer.js';
import type { ReviewsProvider } from '../integrations/reviews/reviews-provider.js';
import type { SmsSender } from '../integrations/sms/sms-sender.js';
import type { VirusScanner } from '../integrations/virus-scan/virus-scanner.js';
import { runWhileOpen } from '../jobs/while-open.js';
import { callbacksRoutes } from '../modules/callbacks/callbacks.routes.js';
import { createCallbacksService } from '../modules/callbacks/callbacks.service.js';
import { captchaRoutes } from '../modules/captcha/captcha.routes.js';
import { createCaptchaService } from '../modules/captcha/captcha.service.js';
import { registerCases } from '../modules/cases/register-cases.js';
import { consentRoutes } from '../modules/consent/consent.routes.js';
import { clientConfigRoutes } from '../modules/content/client-config.routes.js';
import { registerContent } from '../modules/content/register-content.js';
import { createGatewaySession } from '../modules/gateways/gateway-session.js';
import { createGatewaysRepository } from '../modules/gateways/gateways.repository.js';
import { gatewaysRoutes } from '../modules/gateways/gateways.routes.js';
import { createGatewaysService } from '../modules/gateways/gateways.service.js';
import { geoRoutes } from '../modules/geo/geo.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { createReadiness } from '../modules/health/readiness.js';
import { ibanRoutes } from '../modules/iban/iban.routes.js';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes.js';
import { createNewsletterService } from '../modules/newsletter/newsletter.service.js';
import { outboxRoutes } from '../modules/outbox/outbox.routes.js';
import { createOutboxService } from '../modules/outbox/outbox.service.js';
import { createStaffAuthorizer } from '../modules/partners/authorize-partner-admin.js';
import type { RateLimitService } from '../modules/rate-limit/rate-limit.service.js';
import { createSessionRepository } from '../modules/session/session.repository.js';
import { sessionRoutes } from '../modules/session/session.routes.js';
import type { SessionService } from '../modules/session/session.service.js';
import { sessionContentRoutes } from '../modules/session/session-content.routes.js';
import { createSessionContentService } from '../modules/session/session-content.service.js';
import type { WebSessionOwner } from '../modules/session/web-session-owner.js';
import { createDebuggerRepository } from '../modules/telemetry/debugger.repository.js';
import { debuggerRoutes } from '../modules/telemetry/debugger.routes.js';
import { createDebuggerService } from '../modules/telemetry/debugger.service.js';
import type { Offers } from './offers.js';
import { isSecure } from './platform.js';
import type { Staff } from './staff.js';

export interface SiteDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  scripts: ThirdPartyScript[];
  rateLimits: RateLimitService;
  sessions: SessionService;
  webSessionOwner: WebSessionOwner;
  staff: Staff;
  offers: Offers;
  addressSearch: AddressSearchProvider | undefined;
  mailer: Mailer | undefined;
  sms: SmsSender | undefined;
  scanner: VirusScanner;
  reviewsProvider: ReviewsProvider | undefined;
}

/**
 * The public site around the journeys: health, sessions, address search, consent, captcha, error reports,
 * comparator gateways, content, the outbox, the newsletter, contact cases and call-back requests.
 */
export async function wireSite(app: FastifyInstance, deps: SiteDeps) {
  const { config, database, clock, rateLimits, sessions, webSessionOwner, staff } = deps;
  const { db } = database;
  const secureCookies = isSecure(config);
  const captcha = createCaptchaService({
    db,
    clock,
    hmacKey: config.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    maxNumber: config.CAPTCHA_MAX_NUMBER,
    ttlSeconds: 600,
  });

  await app.register(healthRoutes, { readiness: createReadiness(database) });
  await app.register(geoRoutes, {
    addressSearch:
      deps.addressSearch ??
      createBanAddressClient({
        baseUrl: config.ADDRESS_API_URL,
        timeoutMs: config.ADDRESS_API_TIMEOUT_MS,
        logger: app.log,
      }),
  });
  await app.register(sessionRoutes, { sessions, secureCookies, ttlDays: config.SESSION_TTL_DAYS });
  await app.register(sessionContentRoutes, {
    sessions,
    content: createSessionContentService({ sessionRepository: createSessionRepository(db), clock }),
    secureCookies,
    ttlDays: config.SESSION_TTL_DAYS,
  });
  await app.register(debuggerRoutes, {
    debuggerService: createDebuggerService({ debuggerRepository: createDebuggerRepository(db), clock }),
    // Cases are registered below; a report only reaches this once the app is built.
    openCase: (report, stored) => cases.openCaseFromReport(report, stored),
    verifyCaptcha: (solution) => captcha.verify(solution),
    rateLimits,
    bodyLimit: config.DEBUGGER_BODY_LIMIT_BYTES,
    maxPerMinute: config.DEBUGGER_RATE_LIMIT_PER_MINUTE,
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
    authorizeAdmin: staff.authorizeAdmin,
    internalApiKey: config.INTERNAL_API_KEY,
    requireOffer: (offerId) => deps.offers.catalogue.requireOffer(offerId),
    now: () => clock.now(),
  });
  await app.register(clientConfigRoutes, {
    appEnv: config.APP_ENV,
    brandName: config.BRAND_NAME,
    scripts: deps.scripts,
    availableGateways: () => gateways.publicList(),
  });
  // Customer reviews, recruitment, the invoice tutorial, the web's public GraphQL; the IBAN check.
  await registerContent(app, {
    db,
    clock,
    config,
    authorizeAdmin: staff.authorizeAdmin,
    rateLimits,
    reviewsProvider: deps.reviewsProvider,
  });
  await app.register(ibanRoutes);

  const outbox = createOutboxService({ db, clock, logger: app.log, mailer: deps.mailer, sms: deps.sms });
  runWhileOpen(app, () => {
    const stopWorker = outbox.delivers ? outbox.startWorker(config.OUTBOX_POLL_INTERVAL_MS) : undefined;
    return [
      async () => {
        await stopWorker?.();
        deps.mailer?.close();
      },
    ];
  });
  await app.register(outboxRoutes, { outbox, authorizeAdmin: staff.authorizeAdmin });
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
  const cases = await registerCases(app, {
    scanner: deps.scanner,
    db,
    clock,
    config,
    outbox,
    captcha,
    rateLimits,
    authorizeAdmin: staff.authorizeAdmin,
    authorizeStaff: createStaffAuthorizer(staff.accounts),
  });
  // The site's call-back requests, which the telesales workspace works from.
  const callbacks = createCallbacksService({ db, clock });
  await app.register(callbacksRoutes, { callbacks, rateLimits, perHour: config.CALLBACK_REQUESTS_PER_HOUR });
  return { captcha, gateways, gatewaySession, outbox, newsletter, cases, callbacks };
}

export type Site = Awaited<ReturnType<typeof wireSite>>;
