import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import { ForceSigningBody, OrderParams } from './signing.schemas.js';
import type { SigningService } from './signing.service.js';
import { SigningResponses } from './signing-responses.js';

export interface SigningAdminRoutesOptions {
  signing: SigningService;
  authorizeAdmin: AuthorizeAdmin;
  authorizeAdminOrInternal: AuthorizeAdmin;
  /** An agent, an admin or a back-office service; resolves to who asked, for the evidence log. */
  authorizeSigningRequest: (request: Parameters<AuthorizeAdmin>[0]) => Promise<string>;
}

/** Staff side of signing: contract templates, evidence verification, signing requests sent again. */
export const signingAdminRoutes: FastifyPluginAsyncZod<SigningAdminRoutesOptions> = async (
  app,
  { signing, authorizeAdmin, authorizeAdminOrInternal, authorizeSigningRequest },
) => {
  const tags = ['signing'];
  const asRequester = authorizeFirst(authorizeSigningRequest);

  app.get(
    '/api/v3/docusign/templates',
    {
      schema: {
        tags,
        summary:
          'Modèles de contrat versionnés, par énergie et canal de vente (administrateurs ou services internes)',
        response: SigningResponses.templates,
      },
      onRequest: async (request) => {
        await authorizeAdminOrInternal(request);
      },
    },
    async () => envelope({ templates: signing.templates() }),
  );

  app.get(
    '/api/node/v1/admin/signing/:orderId/verify',
    {
      schema: {
        tags,
        summary: 'Vérifie une signature : recalcule les empreintes du PDF et la chaîne du journal de preuve',
        params: OrderParams,
        response: SigningResponses.verification,
      },
      onRequest: async (request) => {
        await authorizeAdmin(request);
      },
    },
    async (request) => envelope(await signing.verify(request.params.orderId)),
  );

  app.post(
    '/api/node/v1/private/lead-synch/force-signing-docusign',
    {
      onRequest: asRequester.onRequest,
      schema: {
        tags,
        summary:
          'Renvoie au client le lien de signature d’une commande prête à signer (conseiller, administrateur ou service interne)',
        body: ForceSigningBody,
        response: SigningResponses.signingRequest,
      },
    },
    async (request) => {
      const requestedBy = asRequester.callerOf(request);
      return envelope(
        await signing.sendSigningRequest(request.body.orderId, request.body.channel, requestedBy),
      );
    },
  );
};
