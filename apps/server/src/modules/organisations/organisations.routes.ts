import {
  AccessRefusalSchema,
  IpRangesBodySchema,
  OrganisationCreateSchema,
  OrganisationSchema,
  OrganisationUpdateSchema,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { OrganisationsService } from './organisations.service.js';

export interface OrganisationsRoutesOptions {
  organisations: OrganisationsService;
  /** The admin behind the request (accounts module), refused otherwise. */
  authorizeAdmin: (
    request: FastifyRequest,
  ) => Promise<{ organisationId: string; email: string; displayName: string }>;
}

const IdParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant d’organisation invalide' }) });
const OrganisationEnvelope = envelopeSchema(OrganisationSchema);
const OrganisationListSchema = z.object({
  organisations: z.array(OrganisationSchema),
  clientAddress: z.string().describe('L’adresse IP de l’administrateur telle que le serveur la voit'),
  ownOrganisationId: z.string().describe('L’organisation de l’administrateur connecté'),
});

/** Admin: organisations, their channels and status, and the IP ranges their people may work from (ADR 0016). */
export const organisationsRoutes: FastifyPluginAsyncZod<OrganisationsRoutesOptions> = async (
  app,
  { organisations, authorizeAdmin },
) => {
  const tags = ['admin'];
  const asAdmin = authorizeFirst(authorizeAdmin);
  const actorOf = (request: Parameters<typeof asAdmin.callerOf>[0]) => {
    const { organisationId, email, displayName } = asAdmin.callerOf(request);
    return { organisationId, email, displayName, clientAddress: request.ip };
  };

  app.get(
    '/api/v2/admin/organisations',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags,
        summary: 'Organisations, avec leurs canaux, leur statut et leurs plages IP',
        response: { 200: envelopeSchema(OrganisationListSchema) },
      },
    },
    async (request) =>
      envelope({
        organisations: await organisations.list(),
        clientAddress: request.ip,
        ownOrganisationId: asAdmin.callerOf(request).organisationId,
      }),
  );

  app.post(
    '/api/v2/admin/organisations',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags,
        summary:
          'Crée une organisation (active, sans plage IP : un partenaire ne peut se connecter qu’une fois ses plages saisies)',
        body: OrganisationCreateSchema,
        response: { 201: OrganisationEnvelope },
      },
    },
    async (request, reply) =>
      reply.status(201).send(envelope(await organisations.create(request.body, actorOf(request)))),
  );

  app.patch(
    '/api/v2/admin/organisations/:id',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags,
        summary:
          'Modifie le nom, les canaux ou le statut ; la suspension met fin aux sessions de ses membres',
        description:
          '409 `OWN_ORGANISATION_SUSPENSION` pour suspendre sa propre organisation ; 409 `ORGANISATION_NAME_TAKEN` pour un nom déjà pris.',
        params: IdParamsSchema,
        body: OrganisationUpdateSchema,
        response: { 200: OrganisationEnvelope },
      },
    },
    async (request) =>
      envelope(await organisations.update(request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/api/v2/admin/organisations/:id/ip-ranges',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags,
        summary: 'Remplace les plages IP autorisées (IPv4 ou IPv6, bornes comprises)',
        description:
          '400 avec un message par borne invalide ; 409 `OWN_ADDRESS_EXCLUDED` si les plages de sa propre organisation ne contiennent plus l’adresse de l’administrateur.',
        params: IdParamsSchema,
        body: IpRangesBodySchema,
        response: { 200: OrganisationEnvelope },
      },
    },
    async (request) =>
      envelope(
        await organisations.replaceIpRanges(request.params.id, request.body.ipRanges, actorOf(request)),
      ),
  );

  app.get(
    '/api/v2/admin/access-refusals',
    {
      onRequest: asAdmin.onRequest,
      schema: {
        tags,
        summary:
          'Dernières connexions et requêtes du personnel refusées (adresse IP, organisation suspendue)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: envelopeSchema(z.array(AccessRefusalSchema)) },
      },
    },
    async (request) => envelope(await organisations.latestRefusals(request.query.limit)),
  );
};
