import {
  EnergySchema,
  earliestStartDate,
  formatFrenchDate,
  IsoDateSchema,
  type OrderView,
  OrderViewSchema,
  SALES_CHANNELS,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { ErrorCode } from '../../http/error-status.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { requireSession } from '../session/require-session.js';
import type { OrderCaller } from './order-caller.js';
import type { OrderDraftsService } from './order-drafts.service.js';
import { OrderIdSchema, OrderResponse } from './orders.routes.js';
import type { OrdersService } from './orders.service.js';

export interface OrderDraftsRoutesOptions {
  orders: OrdersService;
  drafts: OrderDraftsService;
  caller: OrderCaller;
  clock: Clock;
  /** The offers an order may select (create-command-and-select, update-existing-command, init-immo). */
  catalogue: CatalogueService;
  /** A move's new home (moving module): its meter decides between a switch-in and a connection. */
  decideMovingSupplyStart: (orderId: string, ownerKey: string) => Promise<OrderView>;
}

const OfferIdSchema = z
  .string({ error: 'Choisissez une offre' })
  .trim()
  .min(1, { error: 'Choisissez une offre' })
  .max(64, { error: 'Offre inconnue' })
  .describe('Identifiant d’une offre du catalogue (elec-fixe, gaz-indexe…)');
const ChannelSchema = z
  .enum(SALES_CHANNELS, { error: 'Canal de vente inconnu' })
  .optional()
  .describe('Canal de vente : celui de l’appelant (web pour un client) ; un autre est refusé (403)');
const DraftOrderIdSchema = z
  .string({ error: 'Indiquez la commande' })
  .max(64, { error: 'Commande introuvable.' })
  .describe('Identifiant d’une commande en brouillon de l’appelant');
const Created = { 201: envelopeSchema(OrderViewSchema) };

const fieldError = (code: ErrorCode, message: string, field: string) =>
  new BusinessError(code, message, [{ code, message, field }]);

export const orderDraftsRoutes: FastifyPluginAsyncZod<OrderDraftsRoutesOptions> = async (
  app,
  { orders, drafts, caller, clock, catalogue, decideMovingSupplyStart },
) => {
  const tags = ['orders'];

  /** An offer the customer can subscribe to (not a reference tariff), of the energy asked if any. */
  const sellableOffer = async (offerId: string, energy?: 'electricity' | 'gas') => {
    const offer = (await catalogue.marketOffers()).find((candidate) => candidate.id === offerId);
    if (!offer) {
      throw fieldError(
        'OFFER_UNKNOWN',
        `L’offre « ${offerId} » n’existe pas ou n’est plus proposée.`,
        'offerId',
      );
    }
    if (energy && offer.energy !== energy) {
      const message = `L’offre « ${offer.name} » ne concerne pas ${energy === 'gas' ? 'le gaz' : 'l’électricité'}.`;
      throw fieldError('ENERGY_MISMATCH', message, 'energy');
    }
    return offer;
  };

  app.get(
    '/api/v3/get-command-draft-id',
    {
      schema: {
        tags,
        summary: 'Le brouillon de commande de l’appelant (le dernier modifié), ou null',
        response: { 200: envelopeSchema(z.object({ orderId: z.string().nullable() })) },
      },
    },
    async (request) => {
      const owner = await caller.current(request).catch(() => undefined);
      return envelope({ orderId: owner ? await orders.latestDraftId(owner.key) : null });
    },
  );

  app.post(
    '/api/v3/create-command-and-select',
    {
      schema: {
        tags,
        summary:
          'Crée une commande avec une offre déjà choisie (reprise par l’étape « situation », qui reste à faire)',
        description:
          'Réponse 201 : la commande ; l’offre est dans `offerId` et `journey.preset.situation` ({ offerId, energy }). Avec `fromOrderId` (une commande signée de l’appelant, de l’autre énergie), les étapes logement, titulaire et paiement en sont reprises : électricité et gaz, deux contrats.',
        body: z.object({
          offerId: OfferIdSchema,
          energy: EnergySchema.optional().describe('electricity ou gas : vérifiée contre l’offre'),
          channel: ChannelSchema,
          fromOrderId: OrderIdSchema.optional().describe(
            'Commande de l’appelant, de l’autre énergie, dont reprendre logement, titulaire et paiement',
          ),
        }),
        response: Created,
      },
    },
    async (request, reply) => {
      const { offerId, energy, channel, fromOrderId } = request.body;
      const owner = fromOrderId ? await caller.current(request) : await caller.ensure(request, reply);
      caller.assertOwnChannel(owner, channel);
      const offer = await sellableOffer(offerId, energy);
      const preset = { situation: { offerId: offer.id, energy: offer.energy } };
      const order = fromOrderId
        ? await drafts.createSecondEnergyDraft(owner, preset, fromOrderId)
        : await orders.create(owner, preset);
      return reply.status(201).send(envelope(order));
    },
  );

  app.post(
    '/api/v3/update-existing-command',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Change l’offre d’une commande en brouillon (même énergie si l’étape « situation » est déjà faite)',
        body: z.object({ orderId: DraftOrderIdSchema, offerId: OfferIdSchema }),
        response: OrderResponse,
      },
    },
    async (request) => {
      const owner = await caller.current(request);
      const offer = await sellableOffer(request.body.offerId);
      return envelope(await drafts.selectOffer(request.body.orderId, owner.key, offer));
    },
  );

  app.post(
    '/api/v2/command/init-immo',
    {
      schema: {
        tags,
        summary:
          'Crée une commande pour un emménagement (mise en service) : la situation « J’emménage » est préremplie',
        description:
          'Corps : `{ channel?, energy?, offerId?, moveInDate? }` (moveInDate AAAA-MM-JJ, au plus tôt J+1 ouvré, mise en service express). Réponse 201 : la commande, avec `journey.preset.situation` = { kind: "connection", energy?, offerId?, startDate? } ; aucune étape n’est comptée comme faite. Avec `orderId` (un déménagement en cours de l’appelant) : l’état du compteur du nouveau logement décide entre une simple reprise (compteur en service, `switching`) et une mise en service (coupé ou inconnu, `connection`).',
        body: z
          .object({
            channel: ChannelSchema,
            energy: EnergySchema.optional().describe('electricity ou gas'),
            offerId: OfferIdSchema.optional(),
            moveInDate: IsoDateSchema.optional().describe(
              'Date d’emménagement souhaitée pour la mise en service',
            ),
            orderId: DraftOrderIdSchema.optional().describe(
              'Un déménagement en cours : décider pour son nouveau logement',
            ),
          })
          .default({}),
        response: Created,
      },
    },
    async (request, reply) => {
      const { channel, energy, offerId, moveInDate, orderId } = request.body;
      if (orderId !== undefined) {
        const owner = await caller.current(request);
        return reply.status(201).send(envelope(await decideMovingSupplyStart(orderId, owner.key)));
      }
      const offer = offerId ? await sellableOffer(offerId, energy) : undefined;
      if (moveInDate) {
        const earliest = earliestStartDate('connection', toIsoDateInTimeZone(clock.now()), { express: true });
        if (moveInDate < earliest) {
          const message = `La mise en service est possible au plus tôt le ${formatFrenchDate(earliest)}.`;
          throw fieldError('START_DATE_TOO_EARLY', message, 'moveInDate');
        }
      }
      const owner = await caller.ensure(request, reply);
      caller.assertOwnChannel(owner, channel);
      const situationEnergy = offer?.energy ?? energy;
      const order = await orders.create(owner, {
        situation: {
          kind: 'connection',
          ...(situationEnergy ? { energy: situationEnergy } : {}),
          ...(offer ? { offerId: offer.id } : {}),
          ...(moveInDate ? { startDate: moveInDate } : {}),
        },
      });
      return reply.status(201).send(envelope(order));
    },
  );

  app.post(
    '/api/v2/command/restart',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Recommence une souscription : le brouillon est annulé (code promo libéré) et un nouveau s’ouvre pour le même logement et le même point de livraison',
        description:
          'Réponse 201 : `data: { order, previousOrderId }` ; la nouvelle commande garde les étapes « logement » et « point de livraison » et la campagne.',
        body: z.object({ orderId: DraftOrderIdSchema }),
        response: { 201: envelopeSchema(z.object({ order: OrderViewSchema, previousOrderId: z.string() })) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(envelope(await drafts.restart(request.body.orderId, (await caller.current(request)).key))),
  );

  app.post(
    '/api/v2/session/clear-command-draft',
    {
      schema: {
        tags,
        summary: 'L’appelant oublie son brouillon de commande : il est annulé (code promo libéré)',
        response: { 200: envelopeSchema(z.object({ cancelledOrderId: z.string().nullable() })) },
      },
    },
    async (request) => {
      const owner = await caller.current(request).catch(() => undefined);
      const draftId = owner ? await orders.latestDraftId(owner.key) : null;
      if (owner && draftId) {
        await orders.cancel(draftId, owner.key, { reason: 'Brouillon effacé de la session' });
      }
      return envelope({ cancelledOrderId: draftId });
    },
  );
};
