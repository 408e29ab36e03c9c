import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { scriptOrigins, thirdPartyScripts } from '@voltaire/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurity } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import type { AddressSearchProvider } from './integrations/address-search/address-search-provider.js';
import { createBanAddressClient } from './integrations/address-search/ban-address-client.js';
import { loggerOptions } from './logging/logger-options.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { createCaptchaService } from './modules/captcha/captcha.service.js';
import { consentRoutes } from './modules/consent/consent.routes.js';
import { clientConfigRoutes } from './modules/content/client-config.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { createSessionService } from './modules/session/session.service.js';
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
}

z.config(z.locales.fr());

/** Builds the whole API from explicit dependencies; nothing global, so tests build as many as they like. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger,
  addressSearch,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(compress, { global: true, threshold: 1_024 });
  const scripts = thirdPartyScripts({
    appEnv: config.APP_ENV,
    tagManagerUrl: config.TAG_MANAGER_URL,
    abTestingUrl: config.AB_TESTING_URL,
    monitoringUrl: config.MONITORING_URL,
    liveChatUrl: config.LIVECHAT_URL,
  });
  await registerSecurity(app, { publicUrl: config.PUBLIC_URL, scriptOrigins: scriptOrigins(scripts) });
  await registerOpenApi(app, { brandName: config.BRAND_NAME });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  const { db } = database;
  const sessions = createSessionService({
    sessionRepository: createSessionRepository(db),
    clock,
    ttlDays: config.SESSION_TTL_DAYS,
  });
  const accounts = createAccountsService({
    accountsRepository: createAccountsRepository(db),
    clock,
    // Without a configured secret, admin sessions last as long as this process (dev and tests only).
    adminJwtSecret: config.ADMIN_JWT_SECRET
      ? new TextEncoder().encode(config.ADMIN_JWT_SECRET)
      : randomBytes(32),
    sessionHours: config.STAFF_SESSION_HOURS,
    idleMinutes: config.STAFF_IDLE_MINUTES,
  });
  const captcha = createCaptchaService({
    db,
    clock,
    hmacKey: config.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    maxNumber: config.CAPTCHA_MAX_NUMBER,
    ttlSeconds: 600,
  });
  const debuggerService = createDebuggerService({ debuggerRepository: createDebuggerRepository(db), clock });

  await app.register(healthRoutes, { database });
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
  await app.register(accountsRoutes, {
    accounts,
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    sessionHours: config.STAFF_SESSION_HOURS,
  });
  await app.register(debuggerRoutes, {
    debuggerService,
    bodyLimit: config.DEBUGGER_BODY_LIMIT_BYTES,
    maxPerMinute: config.DEBUGGER_RATE_LIMIT_PER_MINUTE,
  });

  await app.register(consentRoutes, { db, clock });
  await app.register(captchaRoutes, { captcha });
  await app.register(newsletterRoutes, { db, clock, captcha });
  await app.register(clientConfigRoutes, { appEnv: config.APP_ENV, brandName: config.BRAND_NAME, scripts });

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
