import {
  AgentSalesSchema,
  CallbackViewSchema,
  CallContextSchema,
  OrderViewSchema,
  ProspectMatchSchema,
  ProspectSearchQuerySchema,
  SALES_PERIODS,
  SIGNING_CHANNELS,
  SigningLinkSchema,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { Agent, AgentDesk } from './agent-desk.service.js';

export interface AgentDeskRoutesOptions {
  desk: AgentDesk;
  authorizeAgent: (request: FastifyRequest) => Promise<Agent>;
}

const OrderParams = z.object({ orderId: z.uuid({ error: 'Identifiant de commande invalide' }) });
const CallbackParams = z.object({ id: z.uuid({ error: 'Identifiant de demande invalide' }) });

/** The agent workspace of every sales channel: sales and their status, search, call context, signing link. */
export const agentDeskRoutes: FastifyPluginAsyncZod<AgentDeskRoutesOptions> = async (
  app,
  { desk, authorizeAgent },
) => {
  const asAgent = authorizeFirst(authorizeAgent);
  const tags = ['agent'];
  const onRequest = asAgent.onRequest;

  app.get(
    '/api/node/v1/agent/sales',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Les ventes du conseiller (aujourd’hui ou ce mois-ci), avec leur statut et leur lien de signature',
        querystring: z.object({
          period: z.enum(SALES_PERIODS, { error: 'Période inconnue' }).default('today'),
        }),
        response: { 200: envelopeSchema(AgentSalesSchema) },
      },
    },
    async (request) => envelope(await desk.sales(asAgent.callerOf(request), request.query.period)),
  );

  app.get(
    '/api/node/v1/agent/search',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Recherche par nom, téléphone, e-mail, PDL/PCE ou référence parmi les ventes du conseiller (et, en télévente, les demandes de rappel)',
        querystring: ProspectSearchQuerySchema,
        response: { 200: envelopeSchema(z.object({ matches: z.array(ProspectMatchSchema) })) },
      },
    },
    async (request) => envelope({ matches: await desk.search(asAgent.callerOf(request), request.query.q) }),
  );

  app.put(
    '/api/node/v1/agent/orders/:orderId/call',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Contexte de l’appel : appel entrant, ou appel sortant avec la source et la date du consentement du prospect (exigé en télévente)',
        params: OrderParams,
        body: CallContextSchema,
        response: { 200: envelopeSchema(OrderViewSchema) },
      },
    },
    async (request) =>
      envelope(await desk.setCall(asAgent.callerOf(request), request.params.orderId, request.body)),
  );

  app.post(
    '/api/node/v1/agent/orders/:orderId/signing-link',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Envoie au client le lien de signature (la vente ne l’engage qu’à sa signature) ; un brouillon est d’abord soumis à toutes les règles. Un nouvel envoi remplace le lien précédent.',
        params: OrderParams,
        body: z.object({ channel: z.enum(SIGNING_CHANNELS, { error: 'Choisissez SMS ou e-mail' }) }),
        response: {
          200: envelopeSchema(
            z.object({ orderId: z.uuid(), reference: z.string(), link: SigningLinkSchema }),
          ),
        },
      },
    },
    async (request) =>
      envelope(
        await desk.sendSigningLink(asAgent.callerOf(request), request.params.orderId, request.body.channel),
      ),
  );

  app.get(
    '/api/node/v1/agent/callbacks',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'File des demandes de rappel (télévente) : les demandes à traiter, puis celles prises par le conseiller',
        response: { 200: envelopeSchema(z.object({ callbacks: z.array(CallbackViewSchema) })) },
      },
    },
    async (request) => {
      const agent = asAgent.callerOf(request);
      requireTelesales(agent);
      return envelope({ callbacks: await desk.callbacks(agent) });
    },
  );

  app.post(
    '/api/node/v1/agent/callbacks/:id/take',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Prend en charge une demande de rappel : ouvre une vente en télévente, consentement compris',
        params: CallbackParams,
        response: { 200: envelopeSchema(z.object({ orderId: z.uuid() })) },
      },
    },
    async (request) => {
      const agent = asAgent.callerOf(request);
      requireTelesales(agent);
      return envelope(await desk.takeCallback(agent, request.params.id));
    },
  );
};

function requireTelesales(agent: Agent): void {
  if (agent.channel !== 'telesales')
    throw new BusinessError('FORBIDDEN', 'Les demandes de rappel sont traitées par la télévente.');
}
