import {
  OwnProfileUpdateSchema,
  PasswordLinkQuerySchema,
  PasswordLinkViewSchema,
  SetPasswordBodySchema,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeFirst } from '../../http/authorize-first.js';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { StaffUserSchema } from './accounts.schemas.js';
import type { AccountsService } from './accounts.service.js';
import type { OwnProfile } from './own-profile.service.js';
import type { PasswordLinks } from './password-links.service.js';

export interface PasswordRoutesOptions {
  links: PasswordLinks;
  ownProfile: OwnProfile;
  accounts: Pick<AccountsService, 'sessionAccount'>;
}

/** Invitation and reset links (the token is the capability), and a staff member's own profile (SPEC `user`). */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (
  app,
  { links, ownProfile, accounts },
) => {
  // Whoever is logged in (admin or staff cookie), found before the body is read.
  const signedIn = authorizeFirst(async ({ cookies, ip }: FastifyRequest) => {
    for (const token of [cookies[SESSION_COOKIES.admin], cookies[SESSION_COOKIES.partner]]) {
      const user = token ? await accounts.sessionAccount(token, ip) : undefined;
      if (user && token) return { user, token };
    }
    throw new BusinessError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.');
  });

  app.post(
    '/api/node/v1/account/password-link',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ce qu’un lien d’invitation ou de réinitialisation ouvre (la personne, son organisation)',
        description:
          '404 `PASSWORD_LINK_INVALID` pour un lien inconnu ou déjà utilisé, 410 `PASSWORD_LINK_EXPIRED` après 72 heures ; 429 après trop d’essais depuis une adresse.',
        body: PasswordLinkQuerySchema,
        response: { 200: envelopeSchema(PasswordLinkViewSchema) },
      },
    },
    async (request) => envelope(await links.view(request.body.token, request.ip)),
  );

  app.post(
    '/api/node/v1/account/set-password',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Choisit son mot de passe depuis un lien d’invitation ou de réinitialisation (une seule fois)',
        description:
          '12 caractères au moins, absent de la liste des mots de passe divulgués (400 `PASSWORD_BREACHED`) ; met fin à toutes les sessions de la personne.',
        body: SetPasswordBodySchema,
        response: { 200: envelopeSchema(z.object({ email: z.string() })) },
      },
    },
    async (request) => envelope(await links.redeem(request.body, request.ip)),
  );

  app.put(
    '/api/v3/user',
    {
      onRequest: signedIn.onRequest,
      schema: {
        tags: ['accounts'],
        summary: 'Le membre du personnel connecté modifie son nom et son mot de passe (SPEC : user, edit)',
        description:
          'Le mot de passe actuel est exigé pour en changer (400 `WRONG_PASSWORD`) ; un changement met fin aux autres sessions de la personne.',
        body: OwnProfileUpdateSchema,
        response: { 200: envelopeSchema(StaffUserSchema) },
      },
    },
    async (request) =>
      envelope(
        await ownProfile.update({ ...signedIn.callerOf(request), clientAddress: request.ip }, request.body),
      ),
  );
};
