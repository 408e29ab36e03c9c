import { GatewayIdSchema, type UtmParameters } from '@voltaire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionService } from '../session/session.service.js';
import { SESSION_COOKIES } from '../session/session-cookies.js';
import type { WebSessionOwner } from '../session/web-session-owner.js';

/** The key of the web session's context that holds the gateway a visitor arrived through. */
export const GATEWAY_CONTEXT_KEY = 'gateway';

export interface GatewaySessionDeps {
  sessions: SessionService;
  webSession: WebSessionOwner;
}

/** The gateway on the visitor's web session, through the session service (never its tables). */
export function createGatewaySession({ sessions, webSession }: GatewaySessionDeps) {
  return {
    /** Records the gateway on the visitor's session, opening one (and its cookie) when needed. */
    async remember(
      request: FastifyRequest,
      reply: FastifyReply,
      visit: { gatewayId: string; utm: UtmParameters; at: Date },
    ): Promise<void> {
      await webSession.ensure(request, reply);
      const utm = Object.fromEntries(Object.entries(visit.utm).filter(([, value]) => value !== undefined));
      await sessions.sync(request.cookies[SESSION_COOKIES.webApp], {
        context: {
          [GATEWAY_CONTEXT_KEY]: { id: visit.gatewayId, utm, arrivedAt: visit.at.toISOString() },
        },
      });
    },

    /** The gateway id on the session that owns an order (its token's hash), if any. */
    async gatewayOfOwner(ownerKey: string): Promise<string | undefined> {
      const { context } = await sessions.readByHash(ownerKey);
      const recorded = context[GATEWAY_CONTEXT_KEY] as { id?: unknown } | null | undefined;
      const parsed = GatewayIdSchema.safeParse(recorded?.id);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

export type GatewaySession = ReturnType<typeof createGatewaySession>;
