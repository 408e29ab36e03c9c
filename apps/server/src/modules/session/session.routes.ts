import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.js';
import { envelopeSchema } from '../../http/envelope-schema.js';
import { SessionSyncBodySchema, SessionViewSchema } from './session.schemas.js';
import type { SessionService } from './session.service.js';
import { SESSION_COOKIES } from './session-cookies.js';

export interface SessionRoutesOptions {
  sessions: SessionService;
  secureCookies: boolean;
  ttlDays: number;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (
  app,
  { sessions, secureCookies, ttlDays },
) => {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  const SessionEnvelope = envelopeSchema(SessionViewSchema);

  app.get(
    '/api/v2/session',
    {
      schema: {
        tags: ['session'],
        summary: 'Session web du client (SPEC §6)',
        response: { 200: SessionEnvelope },
      },
    },
    async (request) => envelope(await sessions.read(request.cookies[SESSION_COOKIES.webApp])),
  );

  app.post(
    '/api/node/v1/session/sync',
    {
      bodyLimit: 16_384,
      schema: {
        tags: ['session'],
        summary: 'Crée la session si besoin et y fusionne les informations de parcours et d’analytics',
        body: SessionSyncBodySchema,
        response: { 200: SessionEnvelope },
      },
    },
    async (request, reply) => {
      const { token, view } = await sessions.sync(
        request.cookies[SESSION_COOKIES.webApp],
        request.body ?? {},
      );
      reply.setCookie(SESSION_COOKIES.webApp, token, { ...cookieOptions, maxAge: ttlDays * 86_400 });
      return envelope(view);
    },
  );

  app.post(
    '/api/node/v1/session/raz',
    {
      schema: {
        tags: ['session'],
        summary: 'Remise à zéro : supprime la session et efface tous les cookies de session (SPEC §6)',
        response: { 200: envelopeSchema(z.object({ clearedCookies: z.array(z.string()) })) },
      },
    },
    async (request, reply) => {
      await sessions.destroy(request.cookies[SESSION_COOKIES.webApp]);
      return envelope({ clearedCookies: clearSessionCookies(reply, cookieOptions) });
    },
  );
};

function clearSessionCookies(reply: FastifyReply, options: { path: string }): string[] {
  const names = Object.values(SESSION_COOKIES);
  for (const name of names) reply.clearCookie(name, options);
  return names;
}
