import { GatewaySchema } from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { authorizeInternal } from '../../http/internal-key.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { GatewaySession } from './gateway-session.js';
import {
  GatewayQuerySchema,
  GatewayResponses,
  RoutingGenerateBodySchema,
  UtmQuerySchema,
} from './gateways.schemas.js';
import type { GatewaysService } from './gateways.service.js';

export interface GatewaysRoutesOptions {
  gateways: GatewaysService;
  session: Pick<GatewaySession, 'remember'>;
  authorizeAdmin: AuthorizeAdmin;
  internalApiKey: string | undefined;
  /** Refuses an unknown offer (404) before a link names it. */
  requireOffer: (offerId: string) => Promise<unknown>;
  now: () => Date;
}

/** Comparison sites' gateways (SPEC §7): UTM routing, their configuration, tracked links, call-back hours. */
export const gatewaysRoutes: FastifyPluginAsyncZod<GatewaysRoutesOptions> = async (
  app,
  { gateways, session, authorizeAdmin, internalApiKey, requireOffer, now },
) => {
  const tags = ['gateways'];
  const asAdmin = authorizeFirst(authorizeAdmin);

  app.get(
    '/api/v3/gateway/get-utm-forced-gateway',
    {
      schema: {
        tags,
        summary:
          'La passerelle qu’imposent les paramètres UTM d’un visiteur et où l’envoyer ; elle est retenue sur sa session web pour attribuer sa commande',
        querystring: UtmQuerySchema,
        response: GatewayResponses.utmForced,
      },
    },
    async (request, reply) => {
      const utm = {
        source: request.query.utm_source,
        medium: request.query.utm_medium,
        campaign: request.query.utm_campaign,
      };
      const forced = await gateways.utmForced(utm);
      if (forced) await session.remember(request, reply, { gatewayId: forced.gateway.id, utm, at: now() });
      return envelope(forced);
    },
  );

  app.get(
    '/api/v2/gateways-config/get',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags,
        summary: 'Toutes les passerelles comparateurs, actives ou non (administrateurs)',
        response: GatewayResponses.config,
      },
    },
    async () => envelope({ gateways: await gateways.list() }),
  );

  app.post(
    '/api/v2/gateways-config/save',
    {
      onRequest: asAdmin.onRequest,
      bodyLimit: 16_384,
      schema: {
        tags,
        summary:
          'Crée ou remplace une passerelle (idempotent par identifiant ; chaque changement est gardé dans l’historique). Pour la désactiver : active à false',
        body: GatewaySchema,
        response: GatewayResponses.saved,
      },
    },
    async (request) => envelope(await gateways.save(request.body, asAdmin.callerOf(request).email)),
  );

  app.post(
    '/api/node/v1/private/routing/generate',
    {
      onRequest: async (request: FastifyRequest) => authorizeInternal(request, internalApiKey),
      bodyLimit: 4_096,
      schema: {
        tags,
        summary:
          'Génère le lien suivi d’une passerelle : sa page d’atterrissage avec ses paramètres UTM (services internes, X-Internal-Key)',
        body: RoutingGenerateBodySchema,
        response: GatewayResponses.link,
      },
    },
    async (request) => {
      const { gatewayId, campaign, offerId } = request.body;
      if (offerId) await requireOffer(offerId);
      return envelope({ url: await gateways.generateLink({ gatewayId, campaign, offerId }) });
    },
  );

  app.get(
    '/api/v2/crc/gateway/available',
    {
      schema: {
        tags,
        summary:
          'L’équipe comparateurs (CRC) peut-elle rappeler maintenant pour cette passerelle ? Heures de Paris, jamais un jour férié',
        querystring: GatewayQuerySchema,
        response: GatewayResponses.available,
      },
    },
    async (request) => envelope(await gateways.callbackAvailability(request.query.gatewayId)),
  );
};
