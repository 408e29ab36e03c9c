import { PromoCodeInputSchema, PromoCodeSchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import { PinCodeSchema, type PromoAdmin } from './promo-admin.service.js';

const CodeParams = z.object({ code: PromoCodeInputSchema });

/** Promo codes, PIN codes and their campaigns in the back office. */
export const promoAdminRoutes: FastifyPluginAsyncZod<{
  promoAdmin: PromoAdmin;
  authorizeAdmin: AuthorizeAdmin;
}> = async (app, { promoAdmin, authorizeAdmin }) => {
  const admin = authorizeFirst(authorizeAdmin);
  const tags = ['promo', 'admin'];
  const PromoView = PromoCodeSchema.extend({ uses: z.number().int(), active: z.boolean() });

  app.get(
    '/api/v2/admin/promo-codes',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Codes promo avec leur utilisation',
        response: { 200: envelopeSchema(z.array(PromoView)) },
      },
    },
    async () => envelope(await promoAdmin.listPromos()),
  );

  app.post(
    '/api/v2/admin/promo-codes',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Crée un code promo (409 s’il existe)',
        body: PromoCodeSchema,
        response: { 201: envelopeSchema(PromoView) },
      },
    },
    async (request, reply) => reply.code(201).send(envelope(await promoAdmin.createPromo(request.body))),
  );

  app.put(
    '/api/v2/admin/promo-codes/:code',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Modifie un code promo (validité, limites, offres, canaux)',
        params: CodeParams,
        body: PromoCodeSchema.omit({ code: true }),
        response: { 200: envelopeSchema(PromoView) },
      },
    },
    async (request) => envelope(await promoAdmin.updatePromo(request.params.code, request.body)),
  );

  app.post(
    '/api/v2/admin/promo-codes/:code/deactivate',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary:
          'Désactive un code promo : sa validité s’arrête hier (les commandes qui l’ont gardent leur remise)',
        params: CodeParams,
        response: { 200: envelopeSchema(PromoView) },
      },
    },
    async (request) => envelope(await promoAdmin.deactivatePromo(request.params.code)),
  );

  app.get(
    '/api/v2/admin/pin-codes',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Codes PIN et campagnes (une campagne regroupe ses codes PIN)',
        response: {
          200: envelopeSchema(
            z.object({
              pins: z.array(
                z.object({
                  code: z.string(),
                  campaign: z.string(),
                  label: z.string(),
                  validFrom: z.string(),
                  validTo: z.string(),
                  active: z.boolean(),
                }),
              ),
              campaigns: z.array(
                z.object({ campaign: z.string(), pins: z.number().int(), activePins: z.number().int() }),
              ),
            }),
          ),
        },
      },
    },
    async () => envelope(await promoAdmin.listPins()),
  );

  app.post(
    '/api/v2/admin/pin-codes',
    {
      onRequest: admin.onRequest,
      schema: {
        tags,
        summary: 'Crée ou modifie un code PIN et sa campagne',
        body: PinCodeSchema,
        response: { 200: envelopeSchema(PinCodeSchema) },
      },
    },
    async (request) => envelope(await promoAdmin.savePin(request.body)),
  );
};
