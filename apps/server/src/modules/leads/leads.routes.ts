import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { authorizeInternal } from '../../http/internal-key.js';
import {
  LEAD_MAPPING,
  LeadInfoSchema,
  LeadMappingSchema,
  LeadRefBodySchema,
  OrderSyncInfoSchema,
  SaveBasketBodySchema,
  SaveLeadBodySchema,
} from './leads.schemas.js';
import type { LeadRef, LeadsService } from './leads.service.js';

export interface LeadsRoutesOptions {
  leads: LeadsService;
  /** Ownership of the customer's order, for `synchro-info`. */
  /** The caller's own order (404 for anyone else's), from the order engine. */
  ownOrder: (request: FastifyRequest, orderId: string) => Promise<{ id: string }>;
  /** `X-Internal-Key` expected on the private calls; without it they are all refused. */
  internalApiKey: string | undefined;
}

const refOf = (body: { leadId?: string | undefined; orderId?: string | undefined }): LeadRef =>
  body.leadId ? { leadId: body.leadId } : { orderId: body.orderId as string };

const LeadInfoResponse = { 200: envelopeSchema(LeadInfoSchema) };

export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (
  app,
  { leads, ownOrder, internalApiKey },
) => {
  app.get(
    '/api/v3/synchro-info',
    {
      schema: {
        tags: ['leads'],
        summary: 'État de la synchronisation avec le CRM du lead de la commande (404 pour celle d’un autre)',
        querystring: z.object({
          orderId: z.string({ error: 'Indiquez la commande' }).max(64).describe('Commande de la session'),
        }),
        response: { 200: envelopeSchema(OrderSyncInfoSchema) },
      },
    },
    async (request) => {
      const order = await ownOrder(request, request.query.orderId);
      return envelope(await leads.syncInfoForOrder(order.id));
    },
  );

  app.get(
    '/api/v2/mappings-info/Lead',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Correspondance des champs du lead avec l’objet Lead du CRM (publique, sans donnée personnelle)',
        response: { 200: envelopeSchema(LeadMappingSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return envelope(LEAD_MAPPING);
    },
  );

  await app.register(async (plugin) => {
    const internal = plugin.withTypeProvider<ZodTypeProvider>();
    internal.addHook('onRequest', async (request: FastifyRequest) =>
      authorizeInternal(request, internalApiKey),
    );
    const tags = ['leads', 'private'];

    internal.post(
      '/api/node/v1/private/lead-synch/infos',
      {
        schema: {
          tags,
          summary: 'Un lead, sa preuve d’accord de démarchage et l’état de sa synchronisation avec le CRM',
          body: LeadRefBodySchema,
          response: LeadInfoResponse,
        },
      },
      async ({ body }) => envelope(await leads.info(refOf(body))),
    );

    internal.post(
      '/api/node/v1/private/lead-synch/save-lead',
      {
        schema: {
          tags,
          summary: 'Crée ou met à jour un lead à partir de coordonnées (e-mail ou téléphone au moins)',
          body: SaveLeadBodySchema,
          response: LeadInfoResponse,
        },
      },
      async ({ body }) => envelope(await leads.saveLead(body, { sync: false })),
    );

    // SPEC names the same call for the back office and for the content system (Drupal): one handler.
    for (const url of [
      '/api/node/v1/private/lead-synch/save-lead-and-sync',
      '/api/node/v1/private/drupal/synch-and-save-lead',
    ]) {
      internal.post(
        url,
        {
          schema: {
            tags,
            summary: 'Crée ou met à jour un lead et met sa synchronisation avec le CRM en file d’attente',
            body: SaveLeadBodySchema,
            response: LeadInfoResponse,
          },
        },
        async ({ body }) => envelope(await leads.saveLead(body, { sync: true })),
      );
    }

    internal.post(
      '/api/node/v1/private/lead-synch/sync-lead',
      {
        schema: {
          tags,
          summary: 'Met la synchronisation du lead avec le CRM en file d’attente',
          body: LeadRefBodySchema,
          response: LeadInfoResponse,
        },
      },
      async ({ body }) => envelope(await leads.queueSync(refOf(body))),
    );

    internal.post(
      '/api/node/v1/private/lead-synch/synchro',
      {
        schema: {
          tags,
          summary: 'Envoie tout de suite au CRM les messages en attente du lead',
          body: LeadRefBodySchema,
          response: LeadInfoResponse,
        },
      },
      async ({ body }) => {
        const { info, notifications } = await leads.syncNow(refOf(body));
        return envelope(info, notifications);
      },
    );

    internal.post(
      '/api/node/v1/private/lead-synch/conversion',
      {
        schema: {
          tags,
          summary: 'Marque le lead converti (devenu client) et en informe le CRM',
          body: LeadRefBodySchema,
          response: LeadInfoResponse,
        },
      },
      async ({ body }) => envelope(await leads.convertLead(refOf(body))),
    );

    internal.post(
      '/api/node/v1/private/lead-synch/save-basket',
      {
        schema: {
          tags,
          summary: 'Garde sur le lead une photo de son panier et l’envoie au CRM',
          body: SaveBasketBodySchema,
          response: LeadInfoResponse,
        },
      },
      async ({ body }) => envelope(await leads.saveBasket(refOf(body), body.basket)),
    );
  });
};
