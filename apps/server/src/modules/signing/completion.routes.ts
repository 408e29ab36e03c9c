import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { idempotencyKeyOf, sendStoredOutcome } from '../idempotency/idempotent-reply.js';
import { requireSession } from '../session/require-session.js';
import type { CompletionService } from './completion.service.js';
import { OrderBody, OrderIdSchema, ownerOf, WithdrawalBody, WithdrawalParams } from './signing.schemas.js';
import { SigningResponses } from './signing-responses.js';

export interface CompletionRoutesOptions {
  completion: CompletionService;
  idempotency: IdempotencyService;
}

/** Completion of a signed order, its thank-you page and the withdrawal link of the confirmation e-mail. */
export const completionRoutes: FastifyPluginAsyncZod<CompletionRoutesOptions> = async (
  app,
  { completion, idempotency },
) => {
  const tags = ['signing'];

  for (const url of ['/api/node/v1/subscription/complete', '/api/v2/order/complete']) {
    app.post(
      url,
      {
        onRequest: requireSession(),
        schema: {
          tags,
          summary:
            'Finalise la commande signée : contrat enregistré, code promo confirmé, e-mail de confirmation avec le contrat (en-tête Idempotency-Key obligatoire)',
          body: OrderBody,
          response: SigningResponses.confirmation,
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const ownerHash = ownerOf(request);
        const outcome = await idempotency.run(
          { scope: `signing.complete:${ownerHash}`, key, body: { orderId: request.body.orderId } },
          async (tx) => ({
            status: 200,
            body: envelope(await completion.complete(tx, request.body.orderId, ownerHash)),
          }),
        );
        return sendStoredOutcome(reply, outcome);
      },
    );
  }

  app.get(
    '/api/v2/converted/:id',
    {
      schema: {
        tags,
        summary: 'Page de remerciement d’une commande finalisée : référence, étapes suivantes, rétractation',
        params: z.object({ id: OrderIdSchema }),
        response: SigningResponses.confirmation,
      },
    },
    async (request) => envelope(await completion.confirmation(request.params.id, ownerOf(request))),
  );

  app.get(
    '/api/node/v1/subscription/withdrawal/:token',
    {
      schema: {
        tags,
        summary:
          'Ce que montre le lien de rétractation : commande, offre, date limite, rétractation possible ou non',
        params: WithdrawalParams,
        response: SigningResponses.withdrawalInfo,
      },
    },
    async (request) => envelope(await completion.withdrawalInfo(request.params.token)),
  );

  app.post(
    '/api/node/v1/subscription/withdrawal/:token',
    {
      schema: {
        tags,
        summary: 'Rétractation dans les 14 jours : la commande est annulée et le code promo libéré',
        params: WithdrawalParams,
        body: WithdrawalBody,
        response: SigningResponses.withdrawn,
      },
    },
    async (request) => envelope(await completion.withdraw(request.params.token)),
  );
};
