import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionToken, type SessionService } from './session.service.js';
import { SESSION_COOKIES } from './session-cookies.js';

export interface WebSessionOwnerOptions {
  sessions: SessionService;
  secureCookies: boolean;
  ttlDays: number;
}

/**
 * Carts and orders belong to the customer's web session, known by the hash of its cookie token. `ensure` opens a session and sets its cookie when the visitor has none;
 * `current` only reads it (`undefined` without a live session).
 */
export function createWebSessionOwner({ sessions, secureCookies, ttlDays }: WebSessionOwnerOptions) {
  return {
    async ensure(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      const token = request.cookies[SESSION_COOKIES.webApp];
      const existing = token ? await sessions.read(token) : undefined;
      if (token && existing?.active) return hashSessionToken(token);
      const created = await sessions.sync(undefined, {});
      reply.setCookie(SESSION_COOKIES.webApp, created.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: ttlDays * 86_400,
      });
      return hashSessionToken(created.token);
    },

    current(request: FastifyRequest): string | undefined {
      const token = request.cookies[SESSION_COOKIES.webApp];
      return token ? hashSessionToken(token) : undefined;
    },
  };
}

export type WebSessionOwner = ReturnType<typeof createWebSessionOwner>;
