import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { envelope } from '../../http/envelope.js';
import type { AuthorizeAdmin } from '../accounts/authorize-admin.js';
import type { SigningRequester } from './authorize-signing-request.js';
import { ForceSigningBody, OrderParams } from './signing.schemas.js';
import type { SigningService } from './signing.service.js';
import type { SigningLinksService } from './signing-links.service.js';
import { SigningResponses } from './signing-responses.js';

export interface SigningAdminRoutesOptions {
  signing: SigningService;
  links: SigningLinksService;
  /** Refuses (404) an order that is not the calling agent's own. */
  assertAgentOwns: (request: Parameters<AuthorizeAdmin>[0], orderId: string) => Promise<void>;
  authorizeAdmin: AuthorizeAdmin;
  authorizeAdminOrInternal: AuthorizeAdmin;
  /** An agent, an admin or a back-office service; resolves to who asked, for the evidence log. */
  authorizeSigningRequest: (request: Parameters<AuthorizeAdmin>[0]) => Promise<SigningRequester>;
}

/** Staff side of signing: contract templates, evidence verification, signing requests sent again. */
export const signingAdminRoutes: FastifyPluginAsyncZod<SigningAdminRoutesOptions> = async (
  app,
  { signing, links, assertAgentOwns, authorizeAdmin, authorizeAdminOrInternal, authorizeSigningRequest },
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
          'Renvoie au client un lien de signature neuf d’une commande prête à signer (le conseiller qui l’a vendue, un administrateur ou un service interne) ; les liens précédents ne valent plus',
        body: ForceSigningBody,
        response: SigningResponses.signingRequest,
      },
    },
    async (request) => {
      const { requestedBy, isAgent } = asRequester.callerOf(request);
      if (isAgent) await assertAgentOwns(request, request.body.orderId);
      return envelope(await links.send(request.body.orderId, request.body.channel, requestedBy));
    },
  );
};
