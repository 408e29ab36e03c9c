import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { ERROR_STATUS } from '../../http/error-status.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { idempotencyKeyOf, sendStoredOutcome } from '../idempotency/idempotent-reply.js';
import { requireSession } from '../session/require-session.js';
import { clientOf, OrderBody, OrderParams, ownerOf, SendCodeBody, SignBody } from './signing.schemas.js';
import type { SigningService } from './signing.service.js';
import type { SigningLinksService } from './signing-links.service.js';
import { SigningResponses } from './signing-responses.js';

export interface SigningRoutesOptions {
  signing: SigningService;
  links: SigningLinksService;
  /** The customer's web session, opened when missing: the one the signing link is granted to. */
  webSession: { ensure(request: FastifyRequest, reply: FastifyReply): Promise<string> };
  idempotency: IdempotencyService;
}

/** The customer's signing page: the contract, the one-time code, the signature and its evidence. */
export const signingRoutes: FastifyPluginAsyncZod<SigningRoutesOptions> = async (
  app,
  { signing, links, webSession, idempotency },
) => {
  const tags = ['signing'];

  app.post(
    '/api/node/v1/signing/links/open',
    {
      schema: {
        tags,
        summary:
          'Le client ouvre le lien de signature envoyé par son conseiller : sa session peut alors lire et signer cette commande',
        description:
          '404 `SIGNING_LINK_INVALID` pour un lien inconnu ou remplacé par un envoi plus récent ; 410 `SIGNING_LINK_EXPIRED` après sa durée de validité.',
        body: z.object({
          token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Ce lien de signature est invalide.' }),
        }),
        response: { 200: envelopeSchema(z.object({ orderId: z.uuid() })) },
      },
    },
    async (request, reply) => {
      const signerKey = await webSession.ensure(request, reply);
      return envelope(await links.open(request.body.token, signerKey, clientOf(request)));
    },
  );

  app.post(
    '/api/node/v1/subscription/get-sign-url',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary: 'Adresse de la page de signature d’une commande prête à signer',
        body: OrderBody,
        response: SigningResponses.signUrl,
      },
    },
    async (request) => envelope(await signing.signUrl(request.body.orderId, ownerOf(request))),
  );

  app.get(
    '/api/node/v1/signing/:orderId',
    {
      schema: {
        tags,
        summary: 'État de la signature : document, destinations du code, code en cours (lecture seule)',
        params: OrderParams,
        response: SigningResponses.state,
      },
    },
    async (request) => envelope(await signing.state(request.params.orderId, ownerOf(request))),
  );

  app.post(
    '/api/node/v1/signing/:orderId/shown',
    {
      schema: {
        tags,
        summary:
          'La page de signature a affiché le contrat : consigne « document affiché » au dossier de preuve, rend l’état',
        params: OrderParams,
        response: SigningResponses.state,
      },
    },
    async (request) =>
      envelope(await signing.recordShown(request.params.orderId, ownerOf(request), clientOf(request))),
  );

  app.get(
    '/api/node/v1/signing/:orderId/document.pdf',
    {
      schema: {
        tags,
        summary: 'Le contrat en PDF (signé, avec sa page de signature, une fois signé)',
        params: OrderParams,
        querystring: z.object({
          download: z.enum(['0', '1']).optional().describe('1 : télécharger plutôt qu’afficher'),
        }),
      },
    },
    async (request, reply) => {
      const document = await signing.document(request.params.orderId, ownerOf(request), clientOf(request));
      const filename = `contrat-${document.reference}.pdf`;
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-SHA256', document.sha256)
        .header(
          'Content-Disposition',
          `${request.query.download === '1' ? 'attachment' : 'inline'}; filename="${filename}"`,
        )
        .send(document.bytes);
    },
  );

  app.post(
    '/api/node/v1/signing/:orderId/send-code',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary:
          'Envoie un code de signature à 6 chiffres par SMS ou e-mail (un nouveau code au plus toutes les 60 s)',
        params: OrderParams,
        body: SendCodeBody,
        response: SigningResponses.codeSent,
      },
    },
    async (request, reply) => {
      const sent = await signing.sendCode(
        request.params.orderId,
        ownerOf(request),
        request.body.channel,
        clientOf(request),
      );
      if (sent.ok) return envelope(sent.state);
      if (sent.resendAvailableAt) {
        const seconds = Math.max(1, Math.ceil((Date.parse(sent.resendAvailableAt) - Date.now()) / 1_000));
        reply.header('Retry-After', String(seconds));
      }
      return reply.status(429).send({
        ...errorEnvelope([{ code: sent.code, message: sent.message }]),
        data: { resendAvailableAt: sent.resendAvailableAt },
      });
    },
  );

  app.post(
    '/api/node/v1/signing/:orderId/sign',
    {
      onRequest: requireSession(),
      schema: {
        tags,
        summary: 'Signe le contrat avec le code reçu (en-tête Idempotency-Key obligatoire)',
        params: OrderParams,
        body: SignBody,
        response: SigningResponses.state,
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const ownerHash = ownerOf(request);
      const { orderId } = request.params;
      const outcome = await idempotency.run(
        { scope: `signing.sign:${ownerHash}`, key, body: { orderId, code: request.body.code } },
        async (tx) => {
          const signed = await signing.sign(
            { orderId, ownerHash, code: request.body.code, client: clientOf(request) },
            tx,
          );
          return signed.ok
            ? { status: 200, body: envelope(signed.state) }
            : {
                status: ERROR_STATUS[signed.code],
                body: errorEnvelope([{ code: signed.code, message: signed.message }]),
              };
        },
      );
      return sendStoredOutcome(reply, outcome);
    },
  );

  app.get(
    '/api/node/v1/signing/:orderId/evidence',
    {
      schema: {
        tags,
        summary:
          'Le fichier de preuve de la signature (identité, méthode, horodatages, empreintes, journal chaîné)',
        params: OrderParams,
        response: SigningResponses.evidence,
      },
    },
    async (request) => envelope(await signing.evidence(request.params.orderId, ownerOf(request))),
  );
};
