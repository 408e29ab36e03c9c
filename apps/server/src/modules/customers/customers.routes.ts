import {
  ContractLinkPurposeSchema,
  ContractLinkRequestSchema,
  ContractLinkTokenSchema,
  ContractViewSchema,
  SIGNING_CHANNELS,
  SigningCodeSchema,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { requireSession } from '../session/require-session.js';
import type { WebSessionOwner } from '../session/web-session-owner.js';
import type { ContractAccess } from './contract-access.service.js';
import type { ContractsService } from './contracts.service.js';

export interface CustomersRoutesOptions {
  access: ContractAccess;
  contracts: ContractsService;
  webSession: Pick<WebSessionOwner, 'ensure' | 'current'>;
  /** The customer relations back office (admins): anyone else is refused before the body is read. */
  authorizeAdmin: (request: FastifyRequest) => Promise<unknown>;
}

const LinkBody = z.object({
  data: ContractLinkTokenSchema.describe('Le texte chiffré du lien reçu (paramètre « lien »)'),
});
const ChannelSchema = z.enum(SIGNING_CHANNELS, { error: 'Choisissez l’e-mail ou le SMS' });
const ContractIdSchema = z.uuid({ error: 'Contrat introuvable.' });

const LinkViewSchema = z.object({
  purpose: ContractLinkPurposeSchema,
  contractId: z.uuid(),
  reference: z.string(),
  energy: z.enum(['electricity', 'gas']),
  address: z.string(),
  offerName: z.string(),
  expiresAt: z.iso.datetime(),
  verified: z.boolean().describe('Ce navigateur a déjà saisi le code pour ce contrat'),
  destinations: z.array(z.object({ channel: ChannelSchema, masked: z.string() })),
  code: z
    .object({
      channel: ChannelSchema,
      sentTo: z.string(),
      expiresAt: z.string(),
      resendAvailableAt: z.string(),
    })
    .nullable(),
});

/**
 * Existing customers: the request for a personal link (« Changer d’offre » / « Je déménage »), the encrypted
 * link itself (crypted-data/changement-offre), the one-time code that proves its holder, and their contract.
 */
export const customersRoutes: FastifyPluginAsyncZod<CustomersRoutesOptions> = async (
  app,
  { access, contracts, webSession, authorizeAdmin },
) => {
  const tags = ['customers'];

  app.post(
    '/api/node/v1/customers/link-request',
    {
      schema: {
        tags,
        summary:
          'Envoie le lien personnel (7 jours) aux coordonnées du contrat ; la réponse est la même que la personne soit cliente ou non',
        body: ContractLinkRequestSchema,
        response: { 202: envelopeSchema(z.object({ message: z.string() })) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(envelope(await access.requestLink(request.body, request.ip))),
  );

  app.post(
    '/api/node/v1/crypted-data/changement-offre',
    {
      schema: {
        tags,
        summary:
          'Ouvre le lien chiffré d’un client (AES-GCM, lié à un contrat, 7 jours) : le contrat à reconnaître et où envoyer le code',
        description:
          'Un lien altéré répond 400 `CONTRACT_LINK_INVALID`, un lien expiré 410 `CONTRACT_LINK_EXPIRED`, avec un message français qui propose d’en demander un nouveau. Ouvrir le lien ne modifie rien.',
        body: LinkBody,
        response: { 200: envelopeSchema(LinkViewSchema) },
      },
    },
    async (request) => envelope(await access.open(request.body.data, webSession.current(request))),
  );

  app.post(
    '/api/node/v1/crypted-data/changement-offre/send-code',
    {
      schema: {
        tags,
        summary: 'Envoie un code à 6 chiffres (10 min, 5 essais) aux coordonnées du contrat',
        body: LinkBody.extend({ channel: ChannelSchema }),
        response: { 200: envelopeSchema(z.object({ sentTo: z.string(), expiresAt: z.string() })) },
      },
    },
    async (request) => envelope(await access.sendCode(request.body.data, request.body.channel)),
  );

  app.post(
    '/api/node/v1/crypted-data/changement-offre/verify-code',
    {
      schema: {
        tags,
        summary:
          'Vérifie le code : la session de ce navigateur peut alors agir sur ce contrat jusqu’à l’expiration du lien',
        body: LinkBody.extend({ code: SigningCodeSchema }),
        response: { 200: envelopeSchema(z.object({ contractId: z.uuid() })) },
      },
    },
    async (request, reply) => {
      const sessionHash = await webSession.ensure(request, reply);
      return envelope(await access.verifyCode(request.body.data, request.body.code, sessionHash));
    },
  );

  app.get(
    '/api/node/v1/customers/contracts/:id',
    {
      onRequest: requireSession('Contrat introuvable.'),
      schema: {
        tags,
        summary: 'Le contrat, pour la session qui a ouvert son lien et saisi le code',
        params: z.object({ id: ContractIdSchema }),
        response: { 200: envelopeSchema(ContractViewSchema) },
      },
    },
    async (request) => {
      const { contract, customer } = await access.granted(webSession.current(request), request.params.id);
      return envelope(contracts.contractView(contract, customer));
    },
  );

  app.post(
    '/api/node/v1/session/web-context/clear-flux-upsell',
    {
      schema: {
        tags,
        summary:
          'Termine le parcours client existant dans la session : ses contrats redemandent le lien et un code',
        response: { 200: envelopeSchema(z.object({ cleared: z.number().int() })) },
      },
    },
    async (request) => {
      const sessionHash = webSession.current(request);
      return envelope(sessionHash ? await access.endGrants(sessionHash) : { cleared: 0 });
    },
  );

  app.post(
    '/api/node/v1/admin/contracts/:id/send-link',
    {
      onRequest: async (request) => {
        await authorizeAdmin(request);
      },
      schema: {
        tags,
        summary: 'Le service client envoie au titulaire le lien personnel de son contrat, par e-mail ou SMS',
        params: z.object({ id: ContractIdSchema }),
        body: z.object({ purpose: ContractLinkPurposeSchema, channel: ChannelSchema }),
        response: { 202: envelopeSchema(z.object({ sentTo: z.string() })) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(envelope(await access.sendLink(request.params.id, request.body.purpose, request.body.channel))),
  );
};
