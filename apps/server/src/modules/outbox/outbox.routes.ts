import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { OutboxService } from './outbox.service.js';

export interface OutboxRoutesOptions {
  outbox: OutboxService;
  authorizeAdmin: AuthorizeAdmin;
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
};
