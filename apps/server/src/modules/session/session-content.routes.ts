import { writePreferencesCookie } from '@voltaire/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import type { SessionService } from './session.service.js';
import {
  ContentSessionSchema,
  SessionLogsBodySchema,
  SessionSaveBodySchema,
} from './session-content.schemas.js';
import type { SessionContentService } from './session-content.service.js';
import { SESSION_COOKIES } from './session-cookies.js';

export interface SessionContentRoutesOptions {
  sessions: SessionService;
  content: SessionContentService;
  secureCookies: boolean;
  ttlDays: number;
}

const Done = (what: string) => envelopeSchema(z.object({ [what]: z.boolean() }));

/**
 * The session calls of SPEC §7 beyond sync and raz: the content-system session (`get-drupal-data`,
 * `clear-flash-messages`, `clear-drupal-session`), the journey's re-initialisation, and v2 `save`, `save-logs`,
 * `clear`. Only `save` creates a session; the others act on the caller's live session, or do nothing.
 */
export const sessionContentRoutes: FastifyPluginAsyncZod<SessionContentRoutesOptions> = async (
  app,
  { sessions, content, secureCookies, ttlDays },
) => {
  const tags = ['session'];
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  const tokenOf = (request: { cookies: Record<string, string | undefined> }) =>
    request.cookies[SESSION_COOKIES.webApp];
  /** Mirrors the display preferences in the cookie the page reads at start-up (none: the cookie goes). */
  const mirrorPreferences = (reply: FastifyReply, preferences: Record<string, unknown>) => {
    const value = writePreferencesCookie(preferences);
    if (value) {
      reply.setCookie(SESSION_COOKIES.displayPreferences, value, {
        ...cookieOptions,
        httpOnly: false,
        maxAge: ttlDays * 86_400,
      });
    } else reply.clearCookie(SESSION_COOKIES.displayPreferences, { path: '/' });
  };

  app.post(
    '/api/node/v1/session/get-drupal-data',
    {
      schema: {
        tags,
        summary: 'Session des pages de contenu : messages flash à afficher et préférences',
        response: { 200: envelopeSchema(ContentSessionSchema) },
      },
    },
    async (request, reply) => {
      const session = await content.content(tokenOf(request));
      // A session ended or cleared elsewhere leaves no stale preference on the page.
      mirrorPreferences(reply, session.preferences);
      return envelope(session);
    },
  );

  app.post(
    '/api/node/v1/session/clear-flash-messages',
    {
      schema: {
        tags,
        summary: 'Efface les messages flash une fois affichés',
        response: { 200: envelopeSchema(z.object({ cleared: z.number().int() })) },
      },
    },
    async (request, reply) => {
      reply.clearCookie(SESSION_COOKIES.flashPending, { path: '/' });
      return envelope({ cleared: await content.clearFlashMessages(tokenOf(request)) });
    },
  );

  app.post(
    '/api/node/v1/session/clear-drupal-session',
    {
      schema: {
        tags,
        summary:
          'Termine la session des pages de contenu (messages flash, préférences) et efface son cookie ; la session web reste',
        response: { 200: Done('cleared') },
      },
    },
    async (request, reply) => {
      reply.clearCookie(SESSION_COOKIES.contentSystem, { path: '/' });
      reply.clearCookie(SESSION_COOKIES.flashPending, { path: '/' });
      reply.clearCookie(SESSION_COOKIES.displayPreferences, { path: '/' });
      return envelope({ cleared: await content.clearContent(tokenOf(request)) });
    },
  );

  app.post(
    '/api/node/v1/session/web-journey/re-init',
    {
      schema: {
        tags,
        summary:
          'Réinitialise le parcours web : son contexte est effacé (la passerelle d’arrivée reste) et un message flash le dit',
        response: { 200: Done('reinitialised') },
      },
    },
    async (request, reply) => {
      const reinitialised = await content.reinitJourney(tokenOf(request));
      if (reinitialised) {
        reply.setCookie(SESSION_COOKIES.flashPending, '1', { ...cookieOptions, httpOnly: false });
      }
      return envelope({ reinitialised });
    },
  );

  app.post(
    '/api/v2/session/save',
    {
      bodyLimit: 16_384,
      schema: {
        tags,
        summary:
          'Enregistre le contexte de parcours et les préférences (crée la session si besoin) ; « Mes préférences » : énergie (electricity, gas) et animations réduites, recopiées dans le témoin lisible voltaire_prefs ; null retire une préférence',
        body: SessionSaveBodySchema,
        response: { 200: envelopeSchema(ContentSessionSchema) },
      },
    },
    async (request, reply) => {
      const { token } = await sessions.sync(tokenOf(request), {});
      reply.setCookie(SESSION_COOKIES.webApp, token, { ...cookieOptions, maxAge: ttlDays * 86_400 });
      const saved = await content.save(token, request.body);
      mirrorPreferences(reply, saved.preferences);
      return envelope(saved);
    },
  );

  app.post(
    '/api/v2/session/save-logs',
    {
      bodyLimit: 131_072,
      schema: {
        tags,
        summary:
          'Garde les derniers journaux du navigateur dans la session (100 au plus, données personnelles masquées), pour un signalement ultérieur',
        body: SessionLogsBodySchema,
        response: { 200: envelopeSchema(z.object({ stored: z.number().int() })) },
      },
    },
    async (request) => envelope({ stored: await content.saveLogs(tokenOf(request), request.body.logs) }),
  );

  app.post(
    '/api/v2/session/clear',
    {
      schema: {
        tags,
        summary:
          'Vide les données de la session (contexte, analytics, préférences, journaux) sans la fermer : ses commandes restent les siennes',
        response: { 200: Done('cleared') },
      },
    },
    async (request, reply) => {
      reply.clearCookie(SESSION_COOKIES.displayPreferences, { path: '/' });
      return envelope({ cleared: await content.clear(tokenOf(request)) });
    },
  );
};
