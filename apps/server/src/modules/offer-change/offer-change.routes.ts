import {
  CALLBACK_SLOTS,
  OfferChangeConfirmationSchema,
  OfferChangeRecapSchema,
  OfferChangeSavePointSchema,
  OrderViewSchema,
  PricingOptionSchema,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { idempotencyKeyOf, sendStoredOutcome } from '../idempotency/idempotent-reply.js';
import type { OrderCaller } from '../orders/order-caller.js';
import { requireSession } from '../session/require-session.js';
import type { OfferChangeService } from './offer-change.service.js';

export interface OfferChangeRoutesOptions {
  offerChange: OfferChangeService;
  caller: OrderCaller;
  idempotency: IdempotencyService;
  /** The signing module's completion, in the idempotency transaction; the order must be an offer change. */
  complete: (tx: DbExecutor, orderId: string, ownerKey: string) => Promise<{ reference: string }>;
}

const ContractIdSchema = z.uuid({ error: 'Contrat introuvable.' });
const OrderIdSchema = z
  .string({ error: 'Indiquez la commande' })
  .max(64, { error: 'Commande introuvable.' })
  .describe('Identifiant de la commande de changement d’offre');
const notFound = 'Contrat introuvable.';

/** The offer change of SPEC §7 (changement-offre/*), for the session that opened the contract's link. */
export const offerChangeRoutes: FastifyPluginAsyncZod<OfferChangeRoutesOptions> = async (
  app,
  { offerChange, caller, idempotency, complete },
) => {
  const tags = ['offer-change'];

  app.get(
    '/api/node/v1/changement-offre/get-recap',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary:
          'Le contrat, sa consommation et son coût annuel, et chaque offre éligible chiffrée côte à côte (écart avec l’offre actuelle et le tarif réglementé)',
        querystring: z.object({
          contractId: ContractIdSchema,
          kva: z.coerce
            .number({ error: 'Puissance souscrite invalide' })
            .positive({ error: 'Puissance souscrite invalide' })
            .max(1_000, { error: 'Puissance souscrite invalide' })
            .optional()
            .describe('Puissance souhaitée, arrondie à la valeur autorisée suivante'),
          option: PricingOptionSchema.optional(),
        }),
        response: { 200: envelopeSchema(OfferChangeRecapSchema) },
      },
    },
    async (request) => {
      const { contractId, ...asked } = request.query;
      return envelope(await offerChange.recap(await caller.current(request), contractId, asked));
    },
  );

  app.post(
    '/api/node/v1/changement-offre/save-point',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary: 'Point de sauvegarde : la nouvelle offre (puissance, option), puis le récapitulatif',
        body: OfferChangeSavePointSchema,
        response: { 200: envelopeSchema(OrderViewSchema) },
      },
    },
    async (request) => envelope(await offerChange.savePoint(await caller.current(request), request.body)),
  );

  app.post(
    '/api/node/v1/changement-offre/crc-hand-over',
    {
      onRequest: requireSession(notFound),
      schema: {
        tags,
        summary:
          'Le client demande à être rappelé : une demande dans la file de la télévente, sur le créneau choisi',
        body: z.object({
          contractId: ContractIdSchema,
          slot: z.enum(CALLBACK_SLOTS, { error: 'Choisissez un créneau' }),
          topic: z.string().trim().max(500, { error: '500 caractères au plus' }).optional(),
        }),
        response: { 201: envelopeSchema(z.object({ id: z.uuid(), message: z.string() })) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(envelope(await offerChange.handOver(await caller.current(request), request.body))),
  );

  app.post(
    '/api/node/v1/changement-offre/get-sign-url',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Envoie l’avenant en signature (toutes les règles revérifiées) et donne l’adresse de la page de signature',
        body: z.object({ orderId: OrderIdSchema }),
        response: { 200: envelopeSchema(z.object({ url: z.string(), orderId: z.string() })) },
      },
    },
    async (request) =>
      envelope(await offerChange.signUrl(await caller.current(request), request.body.orderId)),
  );

  app.post(
    '/api/node/v1/changement-offre/complete',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Finalise l’avenant signé : nouveau contrat à la date d’effet, ancien terminé la veille, e-mail de confirmation (en-tête Idempotency-Key obligatoire)',
        body: z.object({ orderId: OrderIdSchema }),
        response: {
          200: envelopeSchema(
            z.object({ orderId: z.string(), reference: z.string(), status: z.literal('completed') }),
          ),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const owner = await caller.current(request);
      const { orderId } = request.body;
      const outcome = await idempotency.run(
        { scope: `offer-change.complete:${owner.key}`, key, body: { orderId } },
        async (tx) => {
          const { reference } = await complete(tx, orderId, owner.key);
          return { status: 200, body: envelope({ orderId, reference, status: 'completed' as const }) };
        },
      );
      return sendStoredOutcome(reply, outcome);
    },
  );

  app.get(
    '/api/node/v1/changement-offre/remerciement',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Page de remerciement d’un changement d’offre : ce qui change, à quelle date, et la rétractation',
        querystring: z.object({ orderId: OrderIdSchema }),
        response: { 200: envelopeSchema(OfferChangeConfirmationSchema) },
      },
    },
    async (request) =>
      envelope(await offerChange.confirmation(await caller.current(request), request.query.orderId)),
  );
};
