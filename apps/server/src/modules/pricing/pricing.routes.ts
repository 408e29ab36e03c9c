import {
  type Offer,
  OrderQuoteSchema,
  type OrderView,
  type PricedCart,
  type PromoEffect,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { authorizeInternal } from '../../http/internal-key.js';
import { offerNotFound } from '../catalogue/catalogue.service.js';
import { requireSession } from '../session/require-session.js';
import {
  CartPricesBodySchema,
  CartPricesSchema,
  GenContextBodySchema,
  PricingContextSchema,
  type SimulationBody,
  SimulationBodySchema,
  SimulationSchema,
  SimulationSetupSchema,
} from './pricing.schemas.js';
import type { PricingService } from './pricing.service.js';

/** The offers a simulation compares for this visitor (by default every active market offer). */
export type SimulationOffers = (context: {
  request: FastifyRequest;
  body: SimulationBody;
}) => Promise<readonly Offer[]>;

export interface PricingRoutesOptions {
  pricing: PricingService;
  /** Whether the caller's channel may see an offer: one reserved to another channel is unknown to it. */
  offerVisibleTo: (request: FastifyRequest) => Promise<(offerId: string) => boolean>;
  simulationOffers: SimulationOffers;
  /** `X-Internal-Key` expected on the private calls; without it they are all refused. */
  internalApiKey: string | undefined;
  /** What an order's quote needs of the other modules: the caller's order, its promo code, its add-ons. */
  orderPricing: {
    orderOf(request: FastifyRequest, orderId: string): Promise<OrderView>;
    promoEffectOf(code: string): Promise<PromoEffect | undefined>;
    addOnsOf(orderId: string): Promise<(PricedCart & { notifications: string[] }) | null>;
    now(): Date;
  };
}

export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (
  app,
  { pricing, offerVisibleTo, simulationOffers, internalApiKey, orderPricing },
) => {
  const cartPricesSchema = {
    tags: ['pricing'],
    summary:
      'Devis d’un panier : une offre (energy electricity ou gas) ou une offre d’électricité et une de gaz (energy dual), comparé au tarif de référence',
    body: CartPricesBodySchema,
    response: { 200: envelopeSchema(CartPricesSchema) },
  };
  // SPEC names the same call under the pricing engine (v3) and the CRM bridge (v2): one handler.
  for (const url of ['/api/v3/pricing-engine/cart-prices', '/api/v2/sfdc/cart-prices']) {
    app.post(url, { schema: cartPricesSchema }, async (request) => {
      const { body } = request;
      const isVisible = await offerVisibleTo(request);
      const offerIds = body.energy === 'dual' ? [body.electricity.offerId, body.gas.offerId] : [body.offerId];
      const hidden = offerIds.find((offerId) => !isVisible(offerId));
      if (hidden !== undefined) throw offerNotFound(hidden);
      return envelope(await pricing.cartPrices(body));
    });
  }

  const simulationSchema = {
    tags: ['pricing'],
    summary:
      'Simulation : estimation de la consommation, puis un devis par offre proposée pour chaque énergie utile, de la moins chère à la plus chère',
    body: SimulationBodySchema,
    response: { 200: envelopeSchema(SimulationSchema) },
  };
  const simulate = async (request: FastifyRequest<{ Body: SimulationBody }>) => {
    const offers = await simulationOffers({ request, body: request.body });
    const { simulation, notifications } = await pricing.simulate(request.body, offers);
    return envelope(simulation, notifications);
  };
  app.post('/api/v3/get-simulation-results', { schema: simulationSchema }, simulate);

  app.post(
    '/api/v3/pricing-engine/cart-config-from-command',
    {
      onRequest: requireSession(),
      schema: {
        tags: ['pricing'],
        summary:
          'Configuration du panier et devis tirés de la commande (offre, puissance, option, consommation), avec ses options',
        description:
          '`config.promo` : l’effet du code promo de la commande, déjà déduit de `prices` ; `addOns` : les options de la commande chiffrées (null sans option) ; `expressFeeCents` : la mise en service express (0 sans elle) ; `firstYearTotalCents` : énergie, promotion déduite, + options + mise en service express, la première année. Tout est calculé par le serveur depuis le catalogue.',
        body: z.object({ orderId: z.string().max(64).describe('Identifiant de la commande') }),
        response: { 200: envelopeSchema(OrderQuoteSchema) },
      },
    },
    async (request) => {
      const order = await orderPricing.orderOf(request, request.body.orderId);
      const promo = order.promoCode ? await orderPricing.promoEffectOf(order.promoCode) : undefined;
      const { notifications = [], ...addOns } = (await orderPricing.addOnsOf(order.id)) ?? {};
      const priced = 'totals' in addOns ? (addOns as PricedCart) : null;
      return envelope(
        await pricing.quoteOrder(order, { promo, addOns: priced, now: orderPricing.now() }),
        notifications,
      );
    },
  );

  await app.register(async (plugin) => {
    const internal = plugin.withTypeProvider<ZodTypeProvider>();
    internal.addHook('onRequest', async (request) => authorizeInternal(request, internalApiKey));
    const privateTags = ['pricing', 'private'];

    internal.post(
      '/api/node/v1/private/run-simulation',
      {
        schema: {
          ...simulationSchema,
          tags: privateTags,
          summary: `${simulationSchema.summary} (appel privé)`,
        },
      },
      simulate,
    );

    internal.post(
      '/api/node/v1/private/cart/gen-context',
      {
        schema: {
          tags: privateTags,
          summary:
            'Contexte de tarification depuis une saisie partielle : puissance arrondie au palier autorisé, classe et zone gaz, date du jour par défaut',
          body: GenContextBodySchema,
          response: { 200: envelopeSchema(PricingContextSchema) },
        },
      },
      async ({ body }) => envelope(pricing.genContext(body)),
    );

    internal.post(
      '/api/node/v1/private/run-initialize',
      {
        schema: {
          tags: privateTags,
          summary:
            'Ce qu’une simulation doit connaître : offres, puissances autorisées, options, types de logement, énergies des usages',
          response: { 200: envelopeSchema(SimulationSetupSchema) },
        },
      },
      async () => envelope(await pricing.setup()),
    );
  });
};
