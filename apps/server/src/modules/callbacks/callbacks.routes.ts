import { CallbackRequestSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { CallbacksService } from './callbacks.service.js';

export interface CallbacksRoutesOptions {
  callbacks: CallbacksService;
  rateLimits: RateLimitService;
  perHour: number;
}

/** « Être rappelé par un conseiller »: the site's call-back form, the prospect's consent to be called. */
export const callbacksRoutes: FastifyPluginAsyncZod<CallbacksRoutesOptions> = async (
  app,
  { callbacks, rateLimits, perHour },
) => {
  app.post(
    '/api/node/v1/callback-requests',
    {
      onRequest: limitPerClientAddress({
        rateLimits,
        name: 'callback-request',
        limit: perHour,
        windowMs: 3_600_000,
        refusal: {
          errors: [
            {
              code: 'TOO_MANY_REQUESTS',
              message: 'Trop de demandes de rappel depuis cette connexion. Réessayez dans une heure.',
            },
          ],
          notifications: [],
          data: null,
        },
      }),
      schema: {
        tags: ['callbacks'],
        summary: 'Demande de rappel par un conseiller (le consentement du prospect à être appelé est requis)',
        body: CallbackRequestSchema,
        response: { 201: envelopeSchema(z.object({ id: z.uuid() })) },
      },
    },
    async (request, reply) => reply.code(201).send(envelope(await callbacks.request(request.body))),
  );
};
