import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { scriptOrigins, thirdPartyScripts } from '@voltaire/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { registerErrorHandling } from '../http/error-handler.js';
import { inputBoundaryOptions, registerInputBoundary } from '../http/input-boundary.js';
import { registerOpenApi } from '../http/openapi.js';
import { registerSecurity } from '../http/security.js';
import { readShellStylesheet } from '../http/shell-stylesheet.js';
import { loggerOptions } from '../logging/logger-options.js';
import { databaseRateLimitStore } from '../modules/rate-limit/database-rate-limit-store.js';
import { retryAfterHeader } from '../modules/rate-limit/rate-limit.http.js';
import { createRateLimitService } from '../modules/rate-limit/rate-limit.service.js';
import { createSessionRepository } from '../modules/session/session.repository.js';
import { createSessionService } from '../modules/session/session.service.js';
import { createWebSessionOwner } from '../modules/session/web-session-owner.js';

/** The Fastify instance with its request boundary: errors, input checks, compression, security headers, OpenAPI. */
export async function createServer(config: Config, logger: FastifyBaseLogger | undefined) {
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
  const stylesheet = readShellStylesheet(config.WEB_DIST_DIR);
  await registerSecurity(app, {
    publicUrl: config.PUBLIC_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    scriptOrigins: scriptOrigins(scripts),
    inlineStyles: stylesheet ? [stylesheet.text] : [],
  });
  await registerOpenApi(app, { brandName: config.BRAND_NAME });
  await app.register(cookie);
  return { app, scripts, stylesheet };
}

/**
 * What every request may need: rate limits and web sessions, both in the database so that instances and cluster
 * workers share them. A reset or expired web session owns nothing: its cookie is forgotten before any route.
 */
export async function wireSessions(app: FastifyInstance, config: Config, db: Database, clock: Clock) {
  const rateLimits = createRateLimitService({ db, clock });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(rateLimits.count) });
  await app.register(retryAfterHeader);

  const sessions = createSessionService({
    sessionRepository: createSessionRepository(db),
    clock,
    ttlDays: config.SESSION_TTL_DAYS,
  });
  const webSessionOwner = createWebSessionOwner({
    sessions,
    secureCookies: isSecure(config),
    ttlDays: config.SESSION_TTL_DAYS,
  });
  app.addHook('onRequest', webSessionOwner.forgetDeadSession);
  return { rateLimits, sessions, webSessionOwner };
}

/** Cookies are `Secure` (and `__Host-` where they may be) when the site is served over https. */
export const isSecure = (config: Config) => config.PUBLIC_URL.startsWith('https://');
