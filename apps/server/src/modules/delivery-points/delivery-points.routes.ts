import { DeliveryPointAddressSearchSchema, DeliveryPointViewSchema, EnergySchema } from '@voltaire/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { authorizeInternal } from '../../http/internal-key.js';
import { limitPerClientAddress } from '../rate-limit/rate-limit.http.js';
import type { RateLimitService } from '../rate-limit/rate-limit.service.js';
import {
  DeliveryPointInformationsBodySchema,
  DeliveryPointsListSchema,
  FindMeetingsQuerySchema,
  InterventionsBodySchema,
  InterventionsSchema,
  PceParamsSchema,
  PdlParamsSchema,
  TechnicianAppointmentsSchema,
} from './delivery-points.schemas.js';
import { type DeliveryPointsService, validateDeliveryPointId } from './delivery-points.service.js';

const ValidateDeliveryPointBodySchema = z.object({
  energy: EnergySchema.describe('electricity : PDL (Enedis) ; gas : PCE (GRDF)'),
  id: z.string({ error: 'Champ obligatoire' }).max(64, { error: 'Numéro trop long' }),
});

const DeliveryPointValidationSchema = z.object({
  valid: z.boolean(),
  normalizedId: z.string().describe('Sans espaces, « gi » en majuscules'),
  message: z
    .string()
    .nullable()
    .describe('Pourquoi le numéro est refusé, en français ; null s’il est valide'),
});

export interface DeliveryPointsRoutesOptions {
  deliveryPoints: DeliveryPointsService;
  /** `X-Internal-Key` expected on the private calls; without it they are all refused. */
  internalApiKey: string | undefined;
  rateLimits: RateLimitService;
  /** Public look-ups (address, number, slots) per client address and minute, all together. */
  lookupsPerMinute: number;
}

const tooManyLookups = errorEnvelope([
  {
    code: 'TOO_MANY_REQUESTS',
    message: 'Trop de recherches de point de livraison depuis votre connexion. Réessayez dans une minute.',
  },
]);

export const deliveryPointsRoutes: FastifyPluginAsyncZod<DeliveryPointsRoutesOptions> = async (
  app,
  { deliveryPoints, internalApiKey, rateLimits, lookupsPerMinute },
) => {
  const validateSchema = {
    tags: ['delivery-points'],
    summary:
      'Contrôle du format d’un PDL ou d’un PCE ; un numéro mal formé est une réponse 200 avec valid: false et le message',
    body: ValidateDeliveryPointBodySchema,
    response: { 200: envelopeSchema(DeliveryPointValidationSchema) },
  };
  // SPEC lists the check under the static calls and under /api/v3: same meaning, one handler.
  for (const url of ['/api/node/v1/static/validate-pdl-pce', '/api/v3/validate-pdl-pce']) {
    app.post(url, { schema: validateSchema }, async ({ body }) =>
      envelope(validateDeliveryPointId(body.energy, body.id)),
    );
  }

  const byIdResponse = { 200: envelopeSchema(DeliveryPointViewSchema) };
  // One budget per client address shared by every public look-up and every instance:
  // enumerating the neighbours' points stays slow.
  await app.register(async (plugin) => {
    const lookups = plugin.withTypeProvider<ZodTypeProvider>();
    lookups.addHook(
      'onRequest',
      limitPerClientAddress({
        rateLimits,
        name: 'delivery-point-lookup',
        limit: lookupsPerMinute,
        windowMs: 60_000,
        refusal: tooManyLookups,
      }),
    );

    lookups.get(
      '/api/v3/get-pdl-pce-infos',
      {
        schema: {
          tags: ['delivery-points'],
          summary:
            'Points de livraison (PDL ou PCE) d’une adresse, pour que le client choisisse le sien par son complément ; sans consommation',
          querystring: DeliveryPointAddressSearchSchema,
          response: { 200: envelopeSchema(DeliveryPointsListSchema) },
        },
      },
      async ({ query }) => envelope(await deliveryPoints.searchByAddress(query, { withConsumption: false })),
    );

    lookups.get(
      '/api/v3/enedis/pdl/:id',
      {
        schema: {
          tags: ['delivery-points'],
          summary:
            'Un point de livraison d’électricité par son PDL : adresse, compteur, puissance, consommation',
          params: PdlParamsSchema,
          response: byIdResponse,
        },
      },
      async ({ params }) => envelope(await deliveryPoints.findById('electricity', params.id)),
    );
    lookups.get(
      '/api/v3/grdf/pce/:id',
      {
        schema: {
          tags: ['delivery-points'],
          summary: 'Un point de livraison de gaz par son PCE : adresse, compteur, classe et consommation',
          params: PceParamsSchema,
          response: byIdResponse,
        },
      },
      async ({ params }) => envelope(await deliveryPoints.findById('gas', params.id)),
    );

    lookups.get(
      '/api/node/v1/subscription/find-meetings',
      {
        schema: {
          tags: ['delivery-points'],
          summary:
            'Rendez-vous technicien : faut-il un déplacement (compteur non communicant, alimentation coupée) et les demi-journées libres sur 10 jours ouvrés dès JO+5',
          querystring: FindMeetingsQuerySchema,
          response: { 200: envelopeSchema(TechnicianAppointmentsSchema) },
        },
      },
      async ({ query }) =>
        envelope(
          await deliveryPoints.findAppointments({
            energy: query.energy,
            deliveryPointId: query.deliveryPointId,
            supplyStart: query.supplyStart,
            ...(query.from ? { from: query.from } : {}),
          }),
        ),
    );
  });

  await app.register(async (plugin) => {
    const internal = plugin.withTypeProvider<ZodTypeProvider>();
    internal.addHook('onRequest', async (request) => authorizeInternal(request, internalApiKey));
    const tags = ['delivery-points', 'private'];

    internal.post(
      '/api/node/v1/private/pdl-pce/search-by-address',
      {
        schema: {
          tags,
          summary: 'Points de livraison d’une adresse, avec leur consommation (appel privé)',
          body: DeliveryPointAddressSearchSchema,
          response: { 200: envelopeSchema(DeliveryPointsListSchema) },
        },
      },
      async ({ body }) => envelope(await deliveryPoints.searchByAddress(body, { withConsumption: true })),
    );

    internal.post(
      '/api/node/v1/private/pdl-pce/informations',
      {
        schema: {
          tags,
          summary: 'Un point de livraison par son énergie et son numéro (appel privé)',
          body: DeliveryPointInformationsBodySchema,
          response: byIdResponse,
        },
      },
      async ({ body }) => envelope(await deliveryPoints.findById(body.energy, body.id)),
    );

    internal.post(
      '/api/node/v1/private/s30/get-interventions',
      {
        schema: {
          tags,
          summary:
            'Interventions de technicien connues à un point de livraison, de la plus ancienne à la plus récente (appel privé)',
          body: InterventionsBodySchema,
          response: { 200: envelopeSchema(InterventionsSchema) },
        },
      },
      async ({ body }) => envelope(await deliveryPoints.interventions(body.energy, body.deliveryPointId)),
    );
  });
};
