import { OtpSchema, PromoCodeInputSchema, SALES_CHANNELS } from '@voltaire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import { cartConfigFromOrder } from '../pricing/cart-config-from-order.js';
import type { PricingService } from '../pricing/pricing.service.js';
import type { PromoService } from '../promo/promo.service.js';
import { hashSessionToken, type SessionService } from '../session/session.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { JOURNEY_STEPS } from './journey-steps.js';
import type { OrdersService } from './orders.service.js';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  pricing: PricingService;
  clock: Clock;
  promo: PromoService;
  sessions: SessionService;
  secureCookies: boolean;
  ttlDays: number;
}

const OrderIdSchema = z.string().max(64);
const IdParams = z.object({ id: OrderIdSchema });

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { orders, pricing, clock, promo, sessions, secureCookies, ttlDays },
) => {
  const tags = ['orders'];

  /** The order's owner is the customer's web session; one is opened when the visitor has none. */
  const owner = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const token = request.cookies[SESSION_COOKIES.webApp];
    const existing = token ? await sessions.read(token) : undefined;
    if (token && existing?.active) return hashSessionToken(token);
    const created = await sessions.sync(undefined, {});
    reply.setCookie(SESSION_COOKIES.webApp, created.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: ttlDays * 86_400,
    });
    return hashSessionToken(created.token);
  };
  const ownerOf = (request: FastifyRequest): string => {
    const token = request.cookies[SESSION_COOKIES.webApp];
    if (!token) throw new BusinessError('NOT_FOUND', 'Commande introuvable.', 404);
    return hashSessionToken(token);
  };
  /** Invalid codes are counted per address and, when there is one, per session. */
  const codeSubjects = (request: FastifyRequest): string[] => {
    const token = request.cookies[SESSION_COOKIES.webApp];
    return [`ip:${request.ip}`, ...(token ? [`session:${hashSessionToken(token)}`] : [])];
  };

  app.post(
    '/api/v2/order',
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
          'Configuration du panier et devis tirés de la commande (offre, puissance, option, consommation)',
        body: z.object({ orderId: OrderIdSchema }),
      },
    },
    async (request) => {
      const order = await orders.get(request.body.orderId, ownerOf(request));
      const config = cartConfigFromOrder(order, clock.now());
      return envelope({ config, prices: await pricing.cartPrices(config) });
    },
  );

  app.post(
    '/api/v3/command/push/:id',
    { schema: { tags, summary: 'Envoie la commande complète à la signature', params: IdParams } },
    async (request) => envelope(await orders.submit(request.params.id, ownerOf(request))),
  );

  const StopSchema = z.object({
    orderId: OrderIdSchema,
    reason: z.string().trim().min(1, { error: 'Indiquez un motif' }).max(500),
  });
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
          summary: 'Arrête le parcours avec un motif ; le code promo est libéré',
          body: StopSchema,
        },
      },
      async (request) => envelope(await orders.cancel(request.body.orderId, ownerOf(request))),
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
};
