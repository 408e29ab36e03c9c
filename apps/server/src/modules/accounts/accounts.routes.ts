import {
  AnalyticsSessionInfoSchema,
  analyticsSessionFor,
  type OrganisationSummary,
  OrganisationSummarySchema,
} from '@voltaire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import { LoginBodySchema, StaffUserSchema } from './accounts.schemas.js';
import type { AccountsService } from './accounts.service.js';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  /** The organisation a person works for (organisations service, injected in app.ts). */
  organisationOf: (id: string) => Promise<OrganisationSummary>;
  secureCookies: boolean;
  sessionHours: number;
}

const presentedTokens = (cookies: Record<string, string | undefined>) => [
  cookies[SESSION_COOKIES.admin],
  cookies[SESSION_COOKIES.partner],
];

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, organisationOf, secureCookies, sessionHours },
) => {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  const UserEnvelope = envelopeSchema(StaffUserSchema);
  const signedInUser = async ({ cookies, ip }: FastifyRequest) => {
    const user =
      (await accounts.adminUser(cookies[SESSION_COOKIES.admin], ip)) ??
      (await accounts.staffUser(cookies[SESSION_COOKIES.partner], ip));
    if (!user)
      throw new BusinessError('UNAUTHENTICATED', 'Vous devez être connecté pour accéder à cette ressource.');
    return user;
  };

  app.post(
    '/api/v2/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Connexion des agents, partenaires et administrateurs ; rend la page d’arrivée du rôle',
        description:
          'Chaque connexion ouvre une session neuve (jeton aléatoire, seul son SHA-256 est gardé) et met fin à celles des cookies présentés. 429 `TOO_MANY_LOGIN_ATTEMPTS` avec `Retry-After` après trop d’échecs pour un même compte (quelle que soit l’adresse) ou depuis une même adresse ; 403 `ACCOUNT_DISABLED` pour un compte désactivé ; 403 `IP_NOT_ALLOWED` depuis une adresse hors des plages de son organisation, 403 `ORGANISATION_SUSPENDED` si elle est suspendue (ADR 0016).',
        body: LoginBodySchema,
        response: { 200: UserEnvelope },
      },
    },
    async (request, reply) => {
      await accounts.logout(presentedTokens(request.cookies));
      const outcome = await accounts.login(request.body, request.ip);
      const cookieName = outcome.kind === 'admin' ? SESSION_COOKIES.admin : SESSION_COOKIES.partner;
      const otherCookie = outcome.kind === 'admin' ? SESSION_COOKIES.partner : SESSION_COOKIES.admin;
      reply.clearCookie(otherCookie, cookieOptions);
      reply.setCookie(cookieName, outcome.token, { ...cookieOptions, maxAge: sessionHours * 3_600 });
      return envelope(outcome.user);
    },
  );

  app.post(
    '/api/v2/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Déconnexion : met fin à la session et efface les cookies de session',
        response: { 200: envelopeSchema(z.object({ loggedOut: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      await accounts.logout(presentedTokens(request.cookies));
      for (const name of Object.values(SESSION_COOKIES)) reply.clearCookie(name, cookieOptions);
      return envelope({ loggedOut: true as const });
    },
  );

  app.post(
    '/api/node/v1/session/partner/infos-parcours',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Session partenaire : qui est connecté, son canal et le type de vente, pour l’espace conseiller et la mesure d’audience (SPEC §3)',
        response: {
          200: envelopeSchema(
            z.object({
              user: StaffUserSchema,
              organisation: OrganisationSummarySchema,
              analytics: AnalyticsSessionInfoSchema,
            }),
          ),
        },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      return envelope({
        user,
        organisation: await organisationOf(user.organisationId),
        analytics: analyticsSessionFor(user.channel),
      });
    },
  );

  app.get(
    '/so-partner/api/auth/get-user-infos',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Utilisateur connecté (agent, partenaire ou administrateur) et son organisation',
        response: {
          200: envelopeSchema(StaffUserSchema.extend({ organisation: OrganisationSummarySchema })),
        },
      },
    },
    async (request) => {
      const user = await signedInUser(request);
      return envelope({ ...user, organisation: await organisationOf(user.organisationId) });
    },
  );
};
