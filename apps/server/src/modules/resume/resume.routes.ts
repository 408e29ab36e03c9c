import { createSavePointSchema, EmailSchema, JOURNEY_STEPS, OrderViewSchema } from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { CartViewSchema } from '../cart/cart.schemas.js';
import { sendStoredOutcome } from '../idempotency/idempotent-reply.js';
import { stepValidationError } from '../orders/orders.routes.js';
import { requireSession } from '../session/require-session.js';
import type { WebSessionOwner } from '../session/web-session-owner.js';
import type { ResumeService } from './resume.service.js';

export interface ResumeRoutesOptions {
  resume: ResumeService;
  owner: WebSessionOwner;
}

const OrderIdSchema = z
  .string({ error: 'Indiquez la commande' })
  .max(64, { error: 'Commande introuvable.' })
  .describe('Identifiant de la commande (brouillon de la session)');
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'L’en-tête Idempotency-Key est obligatoire.' })
    .describe(
      'Clé unique de la demande (8 à 128 lettres, chiffres, tirets ou soulignés) : une reprise la rejoue',
    ),
});
const EmailField = EmailSchema.describe('Adresse à laquelle envoyer le lien de reprise');

const SavedResponse = {
  200: envelopeSchema(z.object({ sent: z.literal(true), expiresAt: z.iso.datetime() })),
};

const SAVED_DESCRIPTION =
  'Réponse : `data: { sent: true, expiresAt }`. Le lien `<PUBLIC_URL>/reprise/<jeton>` est valable 30 jours ; il part par la file d’envoi (purpose `resume-link`). 429 au-delà de 5 envois par heure pour une même commande ou de 20 par adresse IP.';

export const resumeRoutes: FastifyPluginAsyncZod<ResumeRoutesOptions> = async (app, { resume, owner }) => {
  const tags = ['resume'];

  /** Saving for later acts on what the session already holds: without a session, there is nothing of it. */
  const ownerOr404 = (request: FastifyRequest, message: string): string => {
    const ownerHash = owner.current(request);
    if (!ownerHash) throw new BusinessError('NOT_FOUND', message);
    return ownerHash;
  };

  for (const url of ['/api/node/v1/subscription/save-for-later', '/api/v3/static-command/save-for-later']) {
    app.post(
      url,
      {
        onRequest: requireSession(),
        schema: {
          tags,
          summary: 'Enregistre la souscription pour plus tard : envoie par e-mail un lien de reprise',
          description: SAVED_DESCRIPTION,
          headers: IdempotencyHeaders,
          body: z.object({ orderId: OrderIdSchema, email: EmailField }),
          response: SavedResponse,
        },
      },
      async (request, reply) =>
        sendStoredOutcome(
          reply,
          await resume.saveOrderForLater({
            ownerHash: ownerOr404(request, 'Commande introuvable.'),
            orderId: request.body.orderId,
            email: request.body.email,
            requesterIp: request.ip,
            idempotencyKey: request.headers['idempotency-key'],
            body: request.body,
          }),
        ),
    );
  }

  app.post(
    '/api/v3/static-command/sync-and-save',
    {
      // A refused step names its fields as the step's form does, as the save-point does.
      attachValidation: true,
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Enregistre d’abord l’étape en cours (vérifiée par ses règles), puis envoie le lien de reprise par e-mail',
        description: SAVED_DESCRIPTION,
        headers: IdempotencyHeaders,
        body: z.intersection(createSavePointSchema(OrderIdSchema), z.object({ email: EmailField })),
        response: SavedResponse,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw stepValidationError(request.validationError);
      return sendStoredOutcome(
        reply,
        await resume.syncAndSaveOrder({
          ownerHash: ownerOr404(request, 'Commande introuvable.'),
          orderId: request.body.orderId,
          step: request.body.step,
          data: request.body.data,
          email: request.body.email,
          requesterIp: request.ip,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        }),
      );
    },
  );

  app.post(
    '/api/node/v1/cart/save-for-later',
    {
      schema: {
        tags: ['cart', ...tags],
        summary: 'Enregistre le panier de la session pour plus tard : envoie par e-mail un lien de reprise',
        description: SAVED_DESCRIPTION,
        headers: IdempotencyHeaders,
        body: z.object({ email: EmailField }),
        response: SavedResponse,
      },
    },
    async (request, reply) =>
      sendStoredOutcome(
        reply,
        await resume.saveCartForLater({
          ownerHash: ownerOr404(request, 'Panier introuvable.'),
          email: request.body.email,
          requesterIp: request.ip,
          idempotencyKey: request.headers['idempotency-key'],
          body: request.body,
        }),
      ),
  );

  // One link format for orders and carts: the /reprise/:token page calls any of these.
  for (const url of [
    '/api/node/v1/subscription/reprise',
    '/api/v3/static-command/restore',
    '/api/node/v1/cart/reprise',
  ]) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            'Reprend une souscription (ou un panier) depuis son lien, sur n’importe quel appareil : elle passe à la session de l’appelant',
          description:
            'Réponse : `data: { kind: "order", order, nextStep }` (nextStep : première étape non faite, null si toutes le sont) ou `data: { kind: "cart", cart }`. 404 lien inconnu ou mal formé, 410 lien expiré (30 jours), 409 souscription qui n’est plus un brouillon.',
          body: z.object({
            token: z
              .string({ error: 'Indiquez le jeton du lien de reprise' })
              .max(512, { error: 'Lien de reprise introuvable.' })
              .describe('Le jeton de `/reprise/<jeton>`'),
          }),
          response: {
            200: envelopeSchema(
              z.discriminatedUnion('kind', [
                z.object({
                  kind: z.literal('order'),
                  order: OrderViewSchema,
                  nextStep: z.enum(JOURNEY_STEPS).nullable(),
                }),
                z.object({ kind: z.literal('cart'), cart: CartViewSchema }),
              ]),
            ),
          },
        },
      },
      async (request, reply) => {
        const restored = await resume.restore(request.body.token, await owner.ensure(request, reply));
        if (restored.kind === 'cart') {
          const { notifications, ...data } = restored;
          return envelope(data, notifications);
        }
        return envelope(restored);
      },
    );
  }
};
