import { MovingConfirmationSchema, MovingStartSchema, OrderViewSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { OrderCaller } from '../orders/order-caller.js';
import { requireSession } from '../session/require-session.js';
import type { MovingService } from './moving.service.js';

export interface MovingRoutesOptions {
  moving: MovingService;
  caller: OrderCaller;
}

const ContractIdSchema = z.uuid({ error: 'Contrat introuvable.' });
const notFound = 'Contrat introuvable.';
const Created = { 201: envelopeSchema(OrderViewSchema) };

/**
 * Moving house (SPEC §7 demenagement): the journey starts from the contract; the new home then goes through the
 * subscription's save-points (housing, delivery point, offer, summary) and its signing.
 */
export const movingRoutes: FastifyPluginAsyncZod<MovingRoutesOptions> = async (app, { moving, caller }) => {
  const tags = ['moving'];

  app.post(
    '/api/node/v1/demenagement/nouveau-logement-only',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary:
          'Déménagement vers un nouveau logement seulement : le contrat actuel est résilié par ailleurs (par le propriétaire, par exemple)',
        body: z.object({ contractId: ContractIdSchema }),
        response: Created,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            await moving.start(await caller.current(request), { ...request.body, path: 'newHomeOnly' }),
          ),
        ),
  );

  app.post(
    '/api/node/v1/demenagement/depart',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary:
          'Déménagement : le contrat actuel prend fin à la date de départ (d’aujourd’hui à 3 mois) et un nouveau contrat est ouvert au nouveau logement',
        description:
          'Corps : `{ contractId, path: "bothEnds", moveOutDate, finalReading? }` ou `{ contractId, path: "newHomeOnly" }`. Un déménagement en cours sur ce contrat est repris ; tout autre changement en cours est refusé (409 `CHANGE_IN_PROGRESS`).',
        body: MovingStartSchema,
        response: Created,
      },
    },
    async (request, reply) =>
      reply.code(201).send(envelope(await moving.start(await caller.current(request), request.body))),
  );

  app.get(
    '/api/node/v1/demenagement/remerciement',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Page de remerciement d’un déménagement : la date de départ et celle d’arrivée, la résiliation demandée',
        querystring: z.object({ orderId: z.string().max(64, { error: 'Commande introuvable.' }) }),
        response: { 200: envelopeSchema(MovingConfirmationSchema) },
      },
    },
    async (request) =>
      envelope(await moving.confirmation(await caller.current(request), request.query.orderId)),
  );
};
