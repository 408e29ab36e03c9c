import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { errorEnvelope } from './envelope.js';
import { isApiPath } from './web-app.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The only `<style>` elements the web app writes: react-aria's, constant (usePress on every pressable widget,
 * usePreventScroll for modals on iOS). Allowed by hash, so that no other inline style runs (ADR 0013).
 * A react-aria upgrade that changes them shows up as a CSP violation in the end-to-end tests.
 */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/**
 * The only `style` attributes a server-rendered page carries, all react-aria's and constant: VisuallyHidden (the
 * radio inputs of the offers search and of the contact form; the date picker's hidden input, fixed), and the
 * date field's segments (no caret, isolated direction). Allowed by hash with 'unsafe-hashes', which admits exactly
 * these attribute values and nothing else (ADR 0031, revising ADR 0013). A new one shows up in
 * `server-rendering-build.test.ts` and as a CSP violation in the end-to-end tests.
 */
export const REACT_ARIA_STYLE_ATTRIBUTES = [
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap',
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:fixed;width:1px;white-space:nowrap;top:0;left:0',
  'caret-color:transparent',
  'unicode-bidi:isolate',
];

const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export interface SecurityOptions {
  publicUrl: string;
  /** Other origins whose pages may call the API (ALLOWED_ORIGINS), besides PUBLIC_URL's. */
  allowedOrigins?: string[];
  /** Origins of the configured third-party scripts: the CSP allows exactly these. */
  scriptOrigins: string[];
  /** The `<style>` texts our pages carry (the web app's stylesheet, inlined by the server): allowed by hash. */
  inlineStyles?: string[];
}

export async function registerSecurity(
  app: FastifyInstance,
  { publicUrl, allowedOrigins = [], scriptOrigins, inlineStyles = [] }: SecurityOptions,
): Promise<void> {
  const isHttps = publicUrl.startsWith('https://');
  // Built once at start-up; @fastify/helmet rebuilds it for every request.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptOrigins],
        // React and the widgets set styles through the CSSOM, which CSP does not govern (ADR 0013).
        styleSrc: ["'self'", ...[...REACT_ARIA_STYLES, ...inlineStyles].map(styleHash)],
        styleSrcAttr: ["'unsafe-hashes'", ...REACT_ARIA_STYLE_ATTRIBUTES.map(styleHash)],
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
  // An API answer is data, never a document: the short set OWASP gives for REST services, set in one call.
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // A browser sends Origin on cross-site POSTs: refuse those that come from elsewhere (CSRF). The Host header
  // is the caller's to choose, so it proves nothing: only configured origins count.
  const trusted = new Set([publicUrl, ...allowedOrigins].map((url) => new URL(url).origin));
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !STATE_CHANGING.has(request.method)) return;
    if (trusted.has(origin)) return;
    request.log.warn({ origin }, 'cross-origin state-changing request refused');
    return reply
      .status(403)
      .send(
        errorEnvelope([
          { code: 'ORIGIN_REFUSED', message: 'Cette requête provient d’un site non autorisé.' },
        ]),
      );
  });

  // API answers carry personal data: no cache keeps them unless a route chose a policy (e.g. the catalogue).
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
