import { CartLinesSchema, PricedCartSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { requireSession } from '../session/require-session.js';
import type { WebSessionOwner } from '../session/web-session-owner.js';
import { CartViewSchema } from './cart.schemas.js';
import type { CartService, CartView } from './cart.service.js';

export interface CartRoutesOptions {
  cart: CartService;
  owner: WebSessionOwner;
}

const OrderIdSchema = z
  .string({ error: 'Indiquez la commande' })
  .max(64, { error: 'Commande introuvable.' })
  .describe('Identifiant d’une commande en brouillon de la session');
const ProductsSchema = CartLinesSchema.describe(
  'Produits : { sku, quantity (1 à 5 ; 1 pour un service), deliveryOption? (home | relay, pour un équipement), relayPointId? (point relais UPS) } ; 10 produits différents au plus',
);

const CART_DESCRIPTION =
  'Réponse : le panier chiffré (`lines`, `delivery`, `deliveryPending`, `totals` en centimes TTC : oneOffCents, deliveryCents, monthlyCents, yearlyCents, firstYearCents).';

const CartResponse = { 200: envelopeSchema(CartViewSchema) };

/** The cart's notifications go to the envelope's. */
const cartEnvelope = <T extends CartView>({ notifications, ...cart }: T) => envelope(cart, notifications);

export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { cart, owner }) => {
  const tags = ['cart'];

  app.get(
    '/api/v2/cart/web-cart',
    {
      schema: {
        tags,
        summary: 'Le panier de la session, chiffré (vide si la session n’en a pas)',
        description: CART_DESCRIPTION,
        response: CartResponse,
      },
    },
    async (request) => cartEnvelope(await cart.sessionCart(owner.current(request))),
  );

  app.post(
    '/api/v3/cart/simple-cart',
    {
      schema: {
        tags,
        summary:
          'Crée ou remplace les produits du panier de la session ; le mode de livraison peut être choisi plus tard',
        description: CART_DESCRIPTION,
        body: z.object({ products: ProductsSchema }),
        response: CartResponse,
      },
    },
    async (request, reply) =>
      cartEnvelope(await cart.replace(await owner.ensure(request, reply), request.body.products)),
  );

  app.post(
    '/api/v3/cart/save',
    {
      schema: {
        tags,
        summary:
          'Enregistre le panier complet (chaque équipement avec sa livraison) ; avec orderId, ses produits deviennent les options de la commande',
        description: `${CART_DESCRIPTION} Plus \`orderId\` (null sans commande).`,
        body: z.object({ orderId: OrderIdSchema.optional() }).default({}),
        response: { 200: envelopeSchema(CartViewSchema.extend({ orderId: z.string().nullable() })) },
      },
    },
    async (request) => {
      const ownerHash = owner.current(request);
      if (!ownerHash) throw new BusinessError('CART_NOT_FOUND', 'Panier introuvable.');
      return cartEnvelope(await cart.save(ownerHash, request.body.orderId));
    },
  );

  app.post(
    '/api/node/v1/cart/restart',
    {
      schema: {
        tags,
        summary: 'Vide le panier de la session pour tout recommencer (ses liens de reprise ne servent plus)',
        description: CART_DESCRIPTION,
        response: CartResponse,
      },
    },
    async (request) => cartEnvelope(await cart.restart(owner.current(request))),
  );

  app.post(
    '/api/v3/add-products-to-command-and-select',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Ajoute des options (services, équipements livrés) à une commande en brouillon, ou change leur quantité et leur livraison',
        description:
          'Réponse : `data: { orderId, addOns }` (options chiffrées comme un panier). Un produit déjà choisi est remplacé par la nouvelle ligne ; chaque équipement doit indiquer sa livraison ; un produit doit concerner l’énergie de la commande.',
        body: z.object({
          orderId: OrderIdSchema,
          products: ProductsSchema.min(1, { error: 'Choisissez au moins un produit' }),
        }),
        response: { 200: envelopeSchema(z.object({ orderId: z.string(), addOns: PricedCartSchema })) },
      },
    },
    async (request) => {
      const ownerHash = owner.current(request);
      if (!ownerHash) throw new BusinessError('NOT_FOUND', 'Commande introuvable.');
      return envelope(await cart.addToOrder(ownerHash, request.body.orderId, request.body.products));
    },
  );
};
