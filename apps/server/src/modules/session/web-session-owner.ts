import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionToken, type SessionService } from './session.service.js';
import { SESSION_COOKIES } from './session-cookies.js';

export interface WebSessionOwnerOptions {
  sessions: SessionService;
  secureCookies: boolean;
  ttlDays: number;
}

/**
 * Carts and orders belong to the customer's web session, known by the hash of its cookie token. `ensure`
 * opens a session and sets its cookie when the visitor has none; `current` only reads it (`undefined`
 * without a live session: `forgetDeadSession` drops a reset or expired session's cookie from every request).
 */
export function createWebSessionOwner({ sessions, secureCookies, ttlDays }: WebSessionOwnerOptions) {
  return {
    async ensure(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      const token = request.cookies[SESSION_COOKIES.webApp];
      if (token) return hashSessionToken(token);
      const created = await sessions.sync(undefined, {});
      reply.setCookie(SESSION_COOKIES.webApp, created.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: ttlDays * 86_400,
      });
      request.cookies[SESSION_COOKIES.webApp] = created.token;
      return hashSessionToken(created.token);
    },

    current(request: FastifyRequest): string | undefined {
      const token = request.cookies[SESSION_COOKIES.webApp];
      return token ? hashSessionToken(token) : undefined;
    },

    /**
     * An `onRequest` hook for the API: a cookie whose session was reset (`session/raz`) or has expired
     * owns nothing any more, so the request goes on as if it carried none.
     */
    async forgetDeadSession(request: FastifyRequest): Promise<void> {
      const token = request.cookies[SESSION_COOKIES.webApp];
      if (!token || !request.url.startsWith('/api/')) return;
      if (!(await sessions.read(token)).active) delete request.cookies[SESSION_COOKIES.webApp];
    },
  };
}

export type WebSessionOwner = ReturnType<typeof createWebSessionOwner>;
