import {
  createSavePointSchema,
  createStopSchema,
  JOURNEY_STEPS,
  OrderViewSchema,
  SALES_CHANNELS,
  STEP_DRAFT_MAX_CHARS,
  StepDraftValuesSchema,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { requireSession } from '../session/require-session.js';
import type { OrderCaller } from './order-caller.js';
import type { OrdersService } from './orders.service.js';
import type { StepDraftsService } from './step-drafts.service.js';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  /** The step in progress, kept on the order for any device that resumes it. */
  stepDrafts: StepDraftsService;
  /** Who owns and sells the order: the customer's web session or the staff member's. */
  caller: OrderCaller;
}

export const OrderIdSchema = z.string().max(64).describe('Identifiant de la commande');
const IdParams = z.object({ id: OrderIdSchema });
export const OrderResponse = { 200: envelopeSchema(OrderViewSchema) };

/** The route's validation failure as a step's: fields relative to the step, in the French envelope. */
export function stepValidationError(
  error: Error & { validation?: Array<{ instancePath: string; message?: string }> },
) {
  const details = (error.validation ?? []).map((issue) => ({
    code: 'VALIDATION_ERROR',
    message: issue.message ?? 'Données invalides',
    field: issue.instancePath.replace(/^\/(?:data\/)?/, '').replaceAll('/', '.') || 'body',
  }));
  return new BusinessError('VALIDATION_ERROR', details[0]?.message ?? 'Données invalides', details);
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { orders, stepDrafts, caller },
) => {
  const tags = ['orders'];

  for (const url of ['/api/v2/order', '/api/node/v1/subscription/order']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Crée une commande en brouillon pour l’appelant',
          description:
            'Le canal vient de la session : web pour un client, celui du conseiller connecté sinon. `channel`, s’il est donné, doit être celui-là (403 CHANNEL_FORBIDDEN sinon).',
          body: z
            .object({ channel: z.enum(SALES_CHANNELS, { error: 'Canal de vente inconnu' }).optional() })
            .default({}),
          response: { 201: envelopeSchema(OrderViewSchema) },
        },
      },
      async (request, reply) => {
        const owner = await caller.ensure(request, reply);
        caller.assertOwnChannel(owner, request.body.channel);
        return reply.status(201).send(envelope(await orders.create(owner)));
      },
    );
  }

  for (const url of ['/api/v2/load-command/:id', '/api/v3/command/:id']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Une commande de l’appelant (404 pour celle d’un autre)',
          params: IdParams,
          response: OrderResponse,
        },
      },
      async (request) => envelope(await orders.get(request.params.id, (await caller.current(request)).key)),
    );
  }

  for (const url of ['/api/v2/session/save-point', '/api/v3/session/nextjs-save-point']) {
    app.post(
      url,
      {
        // A refused step names its fields as the step's form does (`address.zipCode`, not `data.address.zipCode`).
        attachValidation: true,
        onRequest: requireSession(),
        schema: {
          tags,
          summary: 'Point de sauvegarde : enregistre une étape du parcours, vérifiée par ses règles',
          description:
            'Puis la commande entière est revérifiée : éligibilité de l’offre (409 NOT_ELIGIBLE), état du compteur (409 METER_DISCONNECTED), limites du code promo (retiré avec une notification). 409 ORDER_LOCKED hors brouillon.',
          body: createSavePointSchema(OrderIdSchema),
          response: OrderResponse,
        },
      },
      async (request) => {
        if (request.validationError) throw stepValidationError(request.validationError);
        const { orderId, step, data } = request.body;
        const { order, notifications } = await orders.saveStep(
          orderId,
          (await caller.current(request)).key,
          step,
          data,
        );
        return envelope(order, notifications);
      },
    );
  }

  app.put(
    '/api/node/v1/subscription/order/:id/drafts/:step',
    {
      onRequest: requireSession(),
      // A refused draft names its fields as a save-point does, in the French envelope.
      attachValidation: true,
      schema: {
        tags,
        summary: 'Garde l’étape en cours (saisie non encore enregistrée) sur la commande de l’appelant',
        description: `Repris par tout appareil qui reprend la commande, retiré quand l’étape est enregistrée. Contrôle souple (l’étape est vérifiée à son point de sauvegarde), au plus ${STEP_DRAFT_MAX_CHARS} caractères en JSON (400 sinon). Ni l’IBAN, ni le code PIN, ni aucun consentement ne sont gardés. 404 pour la commande d’un autre, 409 ORDER_LOCKED hors brouillon.`,
        params: z.object({
          id: OrderIdSchema,
          step: z.enum(JOURNEY_STEPS, { error: 'Étape du parcours inconnue' }),
        }),
        body: z.object({ values: StepDraftValuesSchema }),
        response: { 200: envelopeSchema(z.object({ step: z.enum(JOURNEY_STEPS) })) },
      },
    },
    async (request) => {
      if (request.validationError) throw stepValidationError(request.validationError);
      const { id, step } = request.params;
      await stepDrafts.keep(id, (await caller.current(request)).key, step, request.body.values);
      return envelope({ step });
    },
  );

  app.post(
    '/api/v3/command/push/:id',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary: 'Envoie la commande complète à la signature, après avoir revérifié toutes ses règles',
        params: IdParams,
        response: OrderResponse,
      },
    },
    async (request) => envelope(await orders.submit(request.params.id, (await caller.current(request)).key)),
  );

  const StopSchema = createStopSchema({ orderId: OrderIdSchema });
  for (const url of [
    '/api/node/v1/subscription/stop-process',
    '/api/v3/abandon-from-web',
    '/api/v2/session/stop',
  ]) {
    app.post(
      url,
      {
        onRequest: requireSession(),
        schema: {
          tags,
          summary:
            'Arrête le parcours avec un motif (et l’offre proposée refusée, s’il y en a une) : panier abandonné enregistré, code promo libéré',
          body: StopSchema,
          response: OrderResponse,
        },
      },
      async (request) => {
        const { orderId, ...stop } = request.body;
        const owner = await caller.current(request);
        return envelope(
          await orders.cancel(orderId, owner.key, { ...stop, agentId: owner.agentId ?? undefined }),
        );
      },
    );
  }
};
