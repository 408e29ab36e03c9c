import {
  type OrderView,
  OrderViewSchema,
  OtpSchema,
  PromoCodeInputSchema,
  type SalesChannel,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { requireSession } from '../session/require-session.js';
import type { PromoService } from './promo.service.js';

/** The order engine as promo and pin codes need it: a code or a campaign on the caller's draft. */
export interface OrderCodes {
  /** The caller as an order's owner (404 without a live session). */
  ownerOf(request: FastifyRequest): Promise<{ key: string; channel: SalesChannel }>;
  applyPromo(orderId: string, ownerKey: string, code: string): Promise<OrderView>;
  attachCampaign(orderId: string, ownerKey: string, campaign: string): Promise<OrderView>;
}

type Owner = Awaited<ReturnType<OrderCodes['ownerOf']>>;

export interface PromoRoutesOptions {
  promo: PromoService;
  orders: OrderCodes;
}

const OrderIdSchema = z.string().max(64).describe('Identifiant d’une commande en brouillon de l’appelant');
const OrderResponse = { 200: envelopeSchema(OrderViewSchema) };

export const promoRoutes: FastifyPluginAsyncZod<PromoRoutesOptions> = async (app, { promo, orders }) => {
  const tags = ['promo'];

  /** Wrong codes are counted per address, per session or agent, and per order: 10 in 10 minutes block them. */
  const attemptSubjects = (request: FastifyRequest, owner: Owner | undefined, orderId?: string): string[] => [
    `ip:${request.ip}`,
    ...(owner ? [`session:${owner.key}`] : []),
    ...(orderId ? [`order:${orderId}`] : []),
  ];
  /** The caller as an order's owner, once per request; undefined without a live session. */
  const ownerOrNone = (request: FastifyRequest) => orders.ownerOf(request).catch(() => undefined);

  /** Runs a code attempt: refused at once when blocked, and counted when the code is wrong. */
  const attempt = async <T>(
    subjects: string[],
    isWrongCode: (error: unknown) => boolean,
    run: () => Promise<T>,
  ) => {
    await promo.assertNotBlocked(subjects);
    try {
      return await run();
    } catch (error) {
      if (isWrongCode(error)) await promo.recordInvalidAttempt(subjects);
      throw error;
    }
  };
  /** Staff only, checked before the body is read: a customer attaches a campaign by its PIN. */
  const staffOnly = async (request: FastifyRequest): Promise<void> => {
    if ((await orders.ownerOf(request)).channel !== 'web') return;
    throw new BusinessError(
      'CAMPAIGN_FORBIDDEN',
      'Une campagne se rattache avec son code PIN. Seul un conseiller peut la rattacher directement.',
    );
  };
  const isPromoRefusal = (error: unknown) =>
    error instanceof BusinessError && error.code.startsWith('PROMO_');

  app.post(
    '/api/v2/add-code-promo',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Applique un code promo à la commande (limites globales et par client tenues sous concurrence)',
        body: z.object({ orderId: OrderIdSchema, code: PromoCodeInputSchema }),
        response: OrderResponse,
      },
    },
    async (request) => {
      const { orderId, code } = request.body;
      const owner = await ownerOrNone(request);
      return envelope(
        await attempt(attemptSubjects(request, owner, orderId), isPromoRefusal, async () =>
          orders.applyPromo(orderId, (owner ?? (await orders.ownerOf(request))).key, code),
        ),
      );
    },
  );

  app.get(
    '/api/v2/is-code-promo-valid/:code',
    {
      schema: {
        tags,
        summary: 'Dit si un code promo est utilisable, avec le motif en français sinon',
        params: z.object({ code: PromoCodeInputSchema }),
        querystring: z.object({ orderId: OrderIdSchema.optional(), offerId: z.string().max(64).optional() }),
        response: {
          200: envelopeSchema(z.object({ valid: z.boolean(), code: z.string(), message: z.string() })),
        },
      },
    },
    async (request) => {
      const owner = await ownerOrNone(request);
      const subjects = attemptSubjects(request, owner);
      await promo.assertNotBlocked(subjects);
      const decision = await promo.check(request.params.code, {
        channel: owner?.channel ?? 'web',
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
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Code PIN d’un partenaire ou d’une campagne : rattache la campagne, qui débloque ses offres réservées',
        description:
          'Les codes faux sont comptés par adresse IP, par session et par commande : au-delà de 10 en 10 minutes, 429.',
        body: z.object({ orderId: OrderIdSchema, pin: OtpSchema(4) }),
        response: OrderResponse,
      },
    },
    async (request) => {
      const { orderId, pin } = request.body;
      const caller = await ownerOrNone(request);
      const subjects = attemptSubjects(request, caller, orderId);
      const isWrongPin = (error: unknown) => error instanceof BusinessError && error.code === 'PIN_UNKNOWN';
      return envelope(
        await attempt(subjects, isWrongPin, async () => {
          const owner = caller ?? (await orders.ownerOf(request));
          const known = await promo.findPin(pin);
          if (!known) throw new BusinessError('PIN_UNKNOWN', 'Ce code PIN n’est pas reconnu.');
          return orders.attachCampaign(orderId, owner.key, known.campaign);
        }),
      );
    },
  );

  app.post(
    '/api/v3/set-campaign',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['promo', 'orders'],
        summary:
          'Rattache une campagne en vigueur à une commande en brouillon : réservé aux conseillers connectés',
        description:
          'Un client rattache une campagne par son code PIN (`add-code-pin`) ; ici, 403 CAMPAIGN_FORBIDDEN sans session de conseiller.',
        body: z.object({
          orderId: OrderIdSchema,
          campaign: z
            .string({ error: 'Indiquez une campagne' })
            .trim()
            .min(1, { error: 'Indiquez une campagne' })
            .max(64, { error: 'Campagne inconnue' })
            .describe('Code de la campagne (PARTENAIRES-2026…)'),
        }),
        response: OrderResponse,
      },
    },
    async (request) => {
      const owner = await orders.ownerOf(request);
      return envelope(await orders.attachCampaign(request.body.orderId, owner.key, request.body.campaign));
    },
  );
};
