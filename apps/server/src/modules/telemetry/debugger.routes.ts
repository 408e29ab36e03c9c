import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { DebuggerNotifyBodySchema } from './debugger.schemas.js';
import type { DebuggerService } from './debugger.service.js';

export interface DebuggerRoutesOptions {
  debuggerService: DebuggerService;
  rateLimits: RateLimitService;
  bodyLimit: number;
  maxPerMinute: number;
}

export const debuggerRoutes: FastifyPluginAsyncZod<DebuggerRoutesOptions> = async (
  app,
  { debuggerService, rateLimits, bodyLimit, maxPerMinute },
) => {
  const limit = limitPerClientAddress({
    rateLimits,
    name: 'debugger',
    limit: maxPerMinute,
    windowMs: 60_000,
    refusal: errorEnvelope([
      {
        code: 'TOO_MANY_REQUESTS',
        message: 'Trop de signalements depuis votre connexion. Réessayez dans une minute.',
      },
    ]),
  });
  app.post(
    '/api/node/v1/debugger/notify',
    {
      bodyLimit,
      onRequest: limit,
      schema: {
        tags: ['telemetry'],
        summary: 'Signalement d’une erreur d’affichage (SPEC §7), stocké sans données personnelles',
        body: DebuggerNotifyBodySchema,
        response: { 201: envelopeSchema(z.object({ id: z.uuid() })) },
      },
    },
    async (request, reply) => {
      const stored = await debuggerService.notify(request.body, request.headers['user-agent']);
      return reply.status(201).send(envelope(stored));
    },
  );
};
