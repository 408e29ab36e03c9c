import type { FastifyServerOptions } from 'fastify';

/** Personal data never reaches the logs: these paths are censored wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.iban',
  '*.IBAN',
  '*.password',
  '*.otp',
  '*.code',
  '*.pin',
  '*.email',
  '*.phone',
  '*.token',
];

/** Path segments that are bearer secrets (resume and withdrawal links): whoever holds them acts on an order. */
const SECRET_PATH_SEGMENTS = /\/(reprise|retractation|withdrawal)\/[^/?#]+/g;

/** The path as logged: no query string, and no secret link token. */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(SECRET_PATH_SEGMENTS, '/$1/[masqué]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
    serializers: {
      // Query strings can hold keys, tokens or e-mail addresses: only the path is logged.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: loggablePath(request.url),
      }),
    },
  };
}
