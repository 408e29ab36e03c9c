import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { BusinessError, errorEnvelope } from './envelope.js';
import { frameworkError } from './error-handler.js';

/** Containers inside containers: no form of ours nests deeper than a handful of levels. */
export const MAX_JSON_DEPTH = 32;

export const BODY_LIMIT_BYTES = 1_048_576;
/** Order ids, resume and withdrawal tokens are well under 100 characters; a longer segment is refused with 414. */
export const MAX_PARAM_LENGTH = 200;

/** NUL (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not valid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export const isSafeText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export type InputProblem = 'INVALID_TEXT' | 'JSON_TOO_DEEP';

const PROBLEMS = {
  INVALID_TEXT: 'Le texte envoyé contient un caractère non autorisé.',
  JSON_TOO_DEEP: `Le contenu envoyé est trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`,
} as const satisfies Record<InputProblem, string>;

/** Every string and key of a parsed value, walked without recursion so that no depth can exhaust the stack. */
export function findInputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return 'INVALID_TEXT';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) return 'JSON_TOO_DEEP';
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return 'INVALID_TEXT';
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

function inputError(problem: InputProblem, field: string): BusinessError {
  return new BusinessError(problem, PROBLEMS[problem], [
    { code: problem, message: PROBLEMS[problem], field },
  ]);
}

function refuseUnsafe(location: string, value: unknown): void {
  const problem = findInputProblem(value);
  if (problem) throw inputError(problem, location);
}

/** `%00` in a cookie becomes a NUL once @fastify/cookie decodes it. */
const ENCODED_NUL = /%00/i;

function checkHeaders(request: FastifyRequest): void {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (values.some((text) => !isSafeText(text) || (name === 'cookie' && ENCODED_NUL.test(text)))) {
      throw inputError('INVALID_TEXT', name === 'cookie' ? 'cookie' : 'headers');
    }
  }
}

/**
 * One boundary for every request, before validation and before any handler: text that the database
 * cannot store (NUL, lone surrogates) and over-nested JSON are refused with a French 400.
 * Register it before every route plugin, so that they inherit the JSON parser.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error: Error | null, parsed?: unknown) => {
      if (error) return done(error as FastifyError, undefined);
      const problem = findInputProblem(parsed);
      if (problem) return done(inputError(problem, 'body'), undefined);
      done(null, parsed);
    });
  });

  app.addHook('onRequest', async (request) => {
    refuseUnsafe('params', request.params);
    refuseUnsafe('query', request.query);
    checkHeaders(request);
  });
  // Bodies that are not JSON (text/plain, application/graphql) arrive as plain strings.
  app.addHook('preValidation', async (request) => {
    if (typeof request.body === 'string') refuseUnsafe('body', request.body);
  });
}

/** Node's HTTP parser answers these before Fastify sees a request: headers too large, timeouts, garbage. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorEnvelope([frameworkError(statusCode)]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Errors Fastify raises before routing (an undecodable URL, a parameter over `maxParamLength`). */
function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  request.log.info({ code: error.code, statusCode }, 'request refused');
  void reply.status(statusCode).send(errorEnvelope([frameworkError(statusCode, error.code)]));
}

/** Options for `Fastify()`: size limits, and framework errors answered in the French envelope. */
export const inputBoundaryOptions = {
  bodyLimit: BODY_LIMIT_BYTES,
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  frameworkErrors: onFrameworkError,
  clientErrorHandler,
} satisfies FastifyServerOptions;
