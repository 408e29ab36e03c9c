import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { OutboxService } from './outbox.service.js';

export interface OutboxRoutesOptions {
  outbox: OutboxService;
  /** Refuses anyone but an admin (accounts module). */
  authorizeAdmin: (request: FastifyRequest) => Promise<unknown>;
}

export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (
  app,
  { outbox, authorizeAdmin },
) => {
  app.get(
    '/api/node/v1/admin/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary:
          'Messages envoyés ou en attente (e-mails et SMS), les plus récents d’abord ; réservé aux administrateurs',
        querystring: z.object({
          to: z.string().trim().max(320).optional().describe('Destinataire exact (adresse ou numéro)'),
          purpose: z
            .string()
            .trim()
            .regex(/^[a-z0-9-]{1,64}$/, { error: 'Objet de message invalide' })
            .optional()
            .describe('Objet du message, par exemple resume-link, signing-code, order-confirmation'),
          limit: z.coerce
            .number({ error: 'Nombre attendu' })
            .int({ error: 'Nombre entier attendu' })
            .min(1, { error: 'Au moins 1' })
            .max(200, { error: 'Au plus 200' })
            .default(50),
        }),
      },
      onRequest: async (request) => {
        await authorizeAdmin(request);
      },
    },
    async (request) => envelope({ messages: await outbox.list(request.query) }),
  );

  app.post(
    '/api/node/v1/admin/outbox/:id/resend',
    {
      schema: {
        tags: ['outbox'],
        summary:
          'Renvoie un message : une copie part (ou reste gardée sans transport), l’original est conservé',
        params: z.object({ id: z.uuid({ error: 'Message introuvable' }) }),
        response: { 201: envelopeSchema(z.object({ id: z.uuid() })) },
      },
      onRequest: async (request) => {
        await authorizeAdmin(request);
      },
    },
    async (request, reply) => {
      const id = await outbox.resend(request.params.id);
      if (!id) throw new BusinessError('NOT_FOUND', 'Message introuvable.');
      return reply.code(201).send(envelope({ id }));
    },
  );
};
