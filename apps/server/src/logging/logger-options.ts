import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './error-serializer.js';

const PERSONAL_FIELDS = [
  'iban',
  'IBAN',
  'password',
  'otp',
  'code',
  'pin',
  'email',
  'phone',
  'token',
  'firstName',
  'lastName',
  'birthDate',
  'accountHolder',
  'fullAddress',
  'params',
];

/** Personal data never reaches the logs: these paths are censored at the top level and one level down. */
export const REDACTED_PATHS = [
  // A top-level `code` is the refusal code of a request (`request refused`), not a secret.
  ...PERSONAL_FIELDS.filter((field) => field !== 'code'),
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
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
      // Fastify's type wants a stack on every error; a database error deliberately has none.
      err: serializeError as (error: Error) => { type: string; message: string; stack: string },
      // Query strings can hold keys, tokens or e-mail addresses: only the path is logged.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: loggablePath(request.url),
      }),
    },
  };
}
