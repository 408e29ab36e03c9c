import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BusinessError, type WebServiceResponse } from '../../http/envelope.js';
import type { ErrorCode } from '../../http/error-status.js';
import { type RateLimitService, rateLimitKey } from './rate-limit.service.js';

/** A refusal for too many attempts: a French 429 whose `Retry-After` header says when to come back. */
export class TooManyRequestsError extends BusinessError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'TOO_MANY_REQUESTS',
  ) {
    super(code, message);
  }
}

/** Adds `Retry-After` to every 429 raised as a TooManyRequestsError, wherever it was thrown. */
export const retryAfterHeader = fp(
  async (app) => {
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
    });
  },
  { name: 'retry-after-header' },
);

export interface ClientAddressLimit {
  rateLimits: RateLimitService;
  /** Names the budget: routes sharing a name share one budget per client address. */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429 body; the French envelope `{ errors, notifications, data }`. */
  refusal: WebServiceResponse<null>;
}

/** An onRequest hook: `limit` requests per `windowMs` and client address, for every instance together. */
export function limitPerClientAddress({
  rateLimits,
  name,
  limit,
  windowMs,
  refusal,
}: ClientAddressLimit): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = await rateLimits.hit(rateLimitKey(`${name}:ip`, request.ip), limit, windowMs);
    if (decision.allowed) return;
    return reply.code(429).header('Retry-After', String(decision.retryAfterSeconds)).send(refusal);
  };
}
