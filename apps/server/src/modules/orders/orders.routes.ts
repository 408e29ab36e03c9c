import {
  createStopSchema,
  EnergySchema,
  EXPRESS_CONNECTION_FEE_CENTS,
  earliestStartDate,
  formatFrenchDate,
  IsoDateSchema,
  OtpSchema,
  type PricedCart,
  PromoCodeInputSchema,
  SALES_CHANNELS,
  toIsoDateInTimeZone,
} from '@voltaire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { cartConfigFromOrder } from '../pricing/cart-config-from-order.js';
import type { PricingService } from '../pricing/pricing.service.js';
import type { PromoService } from '../promo/promo.service.js';
import type { WebSessionOwner } from '../session/web-session-owner.js';
import { JOURNEY_STEPS } from './journey-steps.js';
import type { OrdersService } from './orders.service.js';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  pricing: PricingService;
  clock: Clock;
  promo: PromoService;
  /** The customer's web session, which owns the orders. */
  webSession: WebSessionOwner;
  /** The staff member behind the request (agent channels), recorded on a stopped basket. */
  agentOf?: (request: FastifyRequest) => Promise<string | undefined>;
  /** The offers an order may select (create-command-and-select, update-existing-command, init-immo). */
  catalogue: CatalogueService;
  /** The add-ons chosen with an order, priced (the cart module): part of its price summary. */
  orderAddOns?: (orderId: string) => Promise<(PricedCart & { notifications: string[] }) | null>;
}

const OrderIdSchema = z.string().max(64);
const IdParams = z.object({ id: OrderIdSchema });

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { orders, pricing, clock, promo, webSession, agentOf, catalogue, orderAddOns },
) => {
  const tags = ['orders'];

  /** The order's owner is the customer's web session; one is opened when the visitor has none. */
  const owner = (request: FastifyRequest, reply: FastifyReply) => webSession.ensure(request, reply);
  const ownerOf = (request: FastifyRequest): string => {
    const current = webSession.current(request);
    if (!current) throw new BusinessError('NOT_FOUND', 'Commande introuvable.', 404);
    return current;
  };
  /** Invalid codes are counted per address and, when there is one, per session. */
  const codeSubjects = (request: FastifyRequest): string[] => {
    const current = webSession.current(request);
    return [`ip:${request.ip}`, ...(current ? [`session:${current}`] : [])];
  };

  for (const url of ['/api/v2/order', '/api/node/v1/subscription/order']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Crée une commande en brouillon pour la session du visiteur',
          body: z.object({ channel: z.enum(SALES_CHANNELS).default('web') }).default({ channel: 'web' }),
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(envelope(await orders.create(await owner(request, reply), request.body.channel))),
    );
  }

  for (const url of ['/api/v2/load-command/:id', '/api/v3/command/:id']) {
    app.get(
      url,
      {
        schema: { tags, summary: 'Une commande de la session (404 pour celle d’un autre)', params: IdParams },
      },
      async (request) => envelope(await orders.get(request.params.id, ownerOf(request))),
    );
  }

  const SavePointSchema = z.object({
    orderId: OrderIdSchema,
    step: z.enum(JOURNEY_STEPS),
    data: z.unknown(),
  });
  for (const url of ['/api/v2/session/save-point', '/api/v3/session/nextjs-save-point']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Point de sauvegarde : enregistre une étape du parcours, vérifiée par ses règles',
          body: SavePointSchema,
        },
      },
      async (request) => {
        const { orderId, step, data } = request.body;
        return envelope(await orders.saveStep(orderId, ownerOf(request), step, data));
      },
    );
  }

  app.post(
    '/api/v3/pricing-engine/cart-config-from-command',
    {
      schema: {
        tags: ['pricing'],
        summary:
          'Configuration du panier et devis tirés de la commande (offre, puissance, option, consommation), avec ses options',
        description:
          'Réponse : `data: { config, prices, addOns, expressFeeCents, firstYearTotalCents }` ; `config.promo` : l’effet du code promo de la commande, déjà déduit de `prices` ; `addOns` : les options de la commande chiffrées (null sans option) ; `expressFeeCents` : la mise en service express (0 sans elle) ; `firstYearTotalCents` : énergie, promotion déduite, + options + mise en service express, la première année.',
        body: z.object({ orderId: OrderIdSchema }),
      },
    },
    async (request) => {
      const order = await orders.get(request.body.orderId, ownerOf(request));
      const promoEffect = order.promoCode ? await promo.effectOf(order.promoCode) : undefined;
      const config = {
        ...cartConfigFromOrder(order, clock.now()),
        ...(promoEffect ? { promo: promoEffect } : {}),
      };
      const prices = await pricing.cartPrices(config);
      const expressFeeCents = (order.journey.situation as { express?: boolean } | undefined)?.express
        ? EXPRESS_CONNECTION_FEE_CENTS
        : 0;
      const { notifications = [], ...addOns } = (await orderAddOns?.(order.id)) ?? {};
      const priced = 'totals' in addOns ? (addOns as PricedCart) : null;
      return envelope(
        {
          config,
          prices,
          addOns: priced,
          expressFeeCents,
          firstYearTotalCents:
            prices.annualTotalCents + (priced?.totals.firstYearCents ?? 0) + expressFeeCents,
        },
        notifications,
      );
    },
  );

  app.post(
    '/api/v3/command/push/:id',
    { schema: { tags, summary: 'Envoie la commande complète à la signature', params: IdParams } },
    async (request) => envelope(await orders.submit(request.params.id, ownerOf(request))),
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
        schema: {
          tags,
          summary:
            'Arrête le parcours avec un motif (et l’offre proposée refusée, s’il y en a une) : panier abandonné enregistré, code promo libéré',
          body: StopSchema,
        },
      },
      async (request) => {
        const { orderId, ...stop } = request.body;
        const agentId = await agentOf?.(request);
        return envelope(await orders.cancel(orderId, ownerOf(request), { ...stop, agentId }));
      },
    );
  }

  app.post(
    '/api/v2/add-code-promo',
    {
      schema: {
        tags: ['promo'],
        summary:
          'Applique un code promo à la commande (limites globales et par client tenues sous concurrence)',
        body: z.object({ orderId: OrderIdSchema, code: PromoCodeInputSchema }),
      },
    },
    async (request) => {
      const subjects = codeSubjects(request);
      await promo.assertNotBlocked(subjects);
      try {
        return envelope(await orders.applyPromo(request.body.orderId, ownerOf(request), request.body.code));
      } catch (error) {
        if (error instanceof BusinessError && error.code.startsWith('PROMO_'))
          await promo.recordInvalidAttempt(subjects);
        throw error;
      }
    },
  );

  app.get(
    '/api/v2/is-code-promo-valid/:code',
    {
      schema: {
        tags: ['promo'],
        summary: 'Dit si un code promo est utilisable, avec le motif en français sinon',
        params: z.object({ code: PromoCodeInputSchema }),
        querystring: z.object({ orderId: OrderIdSchema.optional(), offerId: z.string().max(64).optional() }),
      },
    },
    async (request) => {
      const subjects = codeSubjects(request);
      await promo.assertNotBlocked(subjects);
      const decision = await promo.check(request.params.code, {
        channel: 'web',
        ...(request.query.offerId ? { offerId: request.query.offerId } : {}),
        customerKey: subjects.at(-1) as string,
      });
      if (!decision.ok) {
        await promo.recordInvalidAttempt(subjects);
        return envelope({ valid: false, code: decision.code, message: decision.message });
      }
      return envelope({ valid: true, code: decision.value.code, message: decision.value.label });
    },
  );

  app.post(
    '/api/v2/add-code-pin',
    {
      schema: {
        tags: ['promo'],
        summary:
          'Code PIN d’un partenaire ou d’une campagne : rattache la campagne, qui débloque ses offres réservées',
        body: z.object({ orderId: OrderIdSchema, pin: OtpSchema(4) }),
      },
    },
    async (request) => {
      const subjects = codeSubjects(request);
      await promo.assertNotBlocked(subjects);
      const pin = await promo.findPin(request.body.pin);
      if (!pin) {
        await promo.recordInvalidAttempt(subjects);
        throw new BusinessError('PIN_UNKNOWN', 'Ce code PIN n’est pas reconnu.', 400);
      }
      return envelope(await orders.attachCampaign(request.body.orderId, ownerOf(request), pin.campaign));
    },
  );

  // ── Drafts: the session's draft, an offer chosen up front, a move-in, restart, campaign ──

  const OfferIdSchema = z
    .string({ error: 'Choisissez une offre' })
    .trim()
    .min(1, { error: 'Choisissez une offre' })
    .max(64, { error: 'Offre inconnue' })
    .describe('Identifiant d’une offre du catalogue (elec-fixe, gaz-indexe…)');
  const ChannelSchema = z
    .enum(SALES_CHANNELS, { error: 'Canal de vente inconnu' })
    .default('web')
    .describe('Canal de vente (web par défaut)');
  const DraftOrderIdSchema = z
    .string({ error: 'Indiquez la commande' })
    .max(64, { error: 'Commande introuvable.' })
    .describe('Identifiant d’une commande en brouillon de la session');

  /** An offer the customer can subscribe to (not a reference tariff), of the energy asked if any. */
  const sellableOffer = async (offerId: string, energy?: 'electricity' | 'gas') => {
    const offer = (await catalogue.marketOffers()).find((candidate) => candidate.id === offerId);
    if (!offer) {
      throw new BusinessError(
        'OFFER_UNKNOWN',
        `L’offre « ${offerId} » n’existe pas ou n’est plus proposée.`,
        400,
        [
          {
            code: 'OFFER_UNKNOWN',
            message: `L’offre « ${offerId} » n’existe pas ou n’est plus proposée.`,
            field: 'offerId',
          },
        ],
      );
    }
    if (energy && offer.energy !== energy) {
      const message = `L’offre « ${offer.name} » ne concerne pas ${energy === 'gas' ? 'le gaz' : 'l’électricité'}.`;
      throw new BusinessError('ENERGY_MISMATCH', message, 400, [
        { code: 'ENERGY_MISMATCH', message, field: 'energy' },
      ]);
    }
    return offer;
  };

  app.get(
    '/api/v3/get-command-draft-id',
    {
      schema: {
        tags,
        summary: 'Le brouillon de commande de la session (le dernier modifié), ou null',
        description: 'Réponse : `data: { orderId: string | null }`.',
      },
    },
    async (request) => {
      const current = webSession.current(request);
      return envelope({ orderId: current ? await orders.latestDraftId(current) : null });
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
          'Réponse 201 : la commande ; l’offre est dans `offerId` et `journey.preset.situation` ({ offerId, energy }). Avec `fromOrderId` (une commande signée de la session, de l’autre énergie), les étapes logement, titulaire et paiement en sont reprises : électricité et gaz, deux contrats.',
        body: z.object({
          offerId: OfferIdSchema,
          energy: EnergySchema.optional().describe('electricity ou gas : vérifiée contre l’offre'),
          channel: ChannelSchema,
          fromOrderId: OrderIdSchema.optional().describe(
            'Commande de la session, de l’autre énergie, dont reprendre logement, titulaire et paiement',
          ),
        }),
      },
    },
    async (request, reply) => {
      const { offerId, energy, channel, fromOrderId } = request.body;
      const offer = await sellableOffer(offerId, energy);
      const preset = { situation: { offerId: offer.id, energy: offer.energy } };
      const order = fromOrderId
        ? await orders.createSecondEnergyDraft(ownerOf(request), channel, preset, fromOrderId)
        : await orders.createDraft(await owner(request, reply), channel, preset);
      return reply.status(201).send(envelope(order));
    },
  );

  app.post(
    '/api/v3/update-existing-command',
    {
      schema: {
        tags,
        summary:
          'Change l’offre d’une commande en brouillon (même énergie si l’étape « situation » est déjà faite)',
        body: z.object({ orderId: DraftOrderIdSchema, offerId: OfferIdSchema }),
      },
    },
    async (request) => {
      const ownerHash = ownerOf(request);
      const offer = await sellableOffer(request.body.offerId);
      return envelope(await orders.selectOffer(request.body.orderId, ownerHash, offer));
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
          'Corps : `{ channel?, energy?, offerId?, moveInDate? }` (moveInDate AAAA-MM-JJ, au plus tôt J+1 ouvré, mise en service express). Réponse 201 : la commande, avec `journey.preset.situation` = { kind: "connection", energy?, offerId?, startDate? } ; aucune étape n’est comptée comme faite.',
        body: z
          .object({
            channel: ChannelSchema,
            energy: EnergySchema.optional().describe('electricity ou gas'),
            offerId: OfferIdSchema.optional(),
            moveInDate: IsoDateSchema.optional().describe(
              'Date d’emménagement souhaitée pour la mise en service',
            ),
          })
          .default({ channel: 'web' }),
      },
    },
    async (request, reply) => {
      const { channel, energy, offerId, moveInDate } = request.body;
      const offer = offerId ? await sellableOffer(offerId, energy) : undefined;
      if (moveInDate) {
        const earliest = earliestStartDate('connection', toIsoDateInTimeZone(clock.now()), { express: true });
        if (moveInDate < earliest) {
          const message = `La mise en service est possible au plus tôt le ${formatFrenchDate(earliest)}.`;
          throw new BusinessError('START_DATE_TOO_EARLY', message, 400, [
            { code: 'START_DATE_TOO_EARLY', message, field: 'moveInDate' },
          ]);
        }
      }
      const situationEnergy = offer?.energy ?? energy;
      const order = await orders.createDraft(await owner(request, reply), channel, {
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
      schema: {
        tags,
        summary:
          'Recommence une souscription : le brouillon est annulé (code promo libéré) et un nouveau s’ouvre pour le même logement et le même point de livraison',
        description:
          'Réponse 201 : `data: { order, previousOrderId }` ; la nouvelle commande garde les étapes « logement » et « point de livraison » et la campagne.',
        body: z.object({ orderId: DraftOrderIdSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(envelope(await orders.restart(request.body.orderId, ownerOf(request)))),
  );

  app.post(
    '/api/v2/session/clear-command-draft',
    {
      schema: {
        tags,
        summary: 'La session oublie son brouillon de commande : il est annulé (code promo libéré)',
        description:
          'Réponse : `data: { cancelledOrderId: string | null }` (null si la session n’en avait pas).',
      },
    },
    async (request) => {
      const ownerHash = webSession.current(request);
      const draftId = ownerHash ? await orders.latestDraftId(ownerHash) : null;
      if (ownerHash && draftId) {
        await orders.cancel(draftId, ownerHash, { reason: 'Brouillon effacé de la session' });
      }
      return envelope({ cancelledOrderId: draftId });
    },
  );

  app.post(
    '/api/v3/set-campaign',
    {
      schema: {
        tags: ['promo', ...tags],
        summary:
          'Rattache une campagne existante (celle d’un code PIN en vigueur) à une commande en brouillon',
        body: z.object({
          orderId: DraftOrderIdSchema,
          campaign: z
            .string({ error: 'Indiquez une campagne' })
            .trim()
            .min(1, { error: 'Indiquez une campagne' })
            .max(64, { error: 'Campagne inconnue' })
            .describe('Code de la campagne (PARTENAIRES-2026…)'),
        }),
      },
    },
    async (request) =>
      envelope(await orders.setCampaign(request.body.orderId, ownerOf(request), request.body.campaign)),
  );
};
