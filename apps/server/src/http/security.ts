import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { errorEnvelope } from './envelope.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SecurityOptions {
  publicUrl: string;
  /** Origins of the configured third-party scripts: the CSP allows exactly these. */
  scriptOrigins: string[];
}

export async function registerSecurity(
  app: FastifyInstance,
  { publicUrl, scriptOrigins }: SecurityOptions,
): Promise<void> {
  const isHttps = publicUrl.startsWith('https://');
  // Built once at start-up; @fastify/helmet rebuilds it for every request.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...scriptOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );

  // A browser sends Origin on cross-site POSTs: refuse those that come from elsewhere (CSRF).
  const allowedOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !STATE_CHANGING.has(request.method)) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin === allowedOrigin || origin === ownOrigin) return;
    request.log.warn({ origin }, 'cross-origin state-changing request refused');
    return reply
      .status(403)
      .send(
        errorEnvelope([
          { code: 'ORIGIN_REFUSED', message: 'Cette requête provient d’un site non autorisé.' },
        ]),
      );
  });
}
