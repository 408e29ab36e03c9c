import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { DebuggerNotifyBodySchema } from './debugger.schemas.js';
import type { DebuggerService } from './debugger.service.js';

export interface DebuggerRoutesOptions {
  debuggerService: DebuggerService;
  bodyLimit: number;
  maxPerMinute: number;
}

export const debuggerRoutes: FastifyPluginAsyncZod<DebuggerRoutesOptions> = async (
  app,
  { debuggerService, bodyLimit, maxPerMinute },
) => {
  app.post(
    '/api/node/v1/debugger/notify',
    {
      bodyLimit,
      config: { rateLimit: { max: maxPerMinute, timeWindow: '1 minute' } },
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
