import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { SessionRepository, WebSessionRow } from './session.repository.js';
import { AnalyticsSessionSchema, type SessionSyncBody, type SessionView } from './session.schemas.js';

const DAY_MS = 86_400_000;

export interface SessionServiceDeps {
  sessionRepository: SessionRepository;
  clock: Clock;
  ttlDays: number;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService({ sessionRepository, clock, ttlDays }: SessionServiceDeps) {
  const emptyView = (): SessionView => ({
    active: false,
    analytics: AnalyticsSessionSchema.parse({}),
    context: {},
    expiresAt: null,
  });

  const toView = (row: WebSessionRow): SessionView => {
    const data = row.data as { analytics?: unknown; context?: SessionView['context'] };
    return {
      active: true,
      analytics: AnalyticsSessionSchema.parse(data.analytics ?? {}),
      context: data.context ?? {},
      expiresAt: row.expiresAt.toISOString(),
    };
  };

  return {
    async read(token: string | undefined): Promise<SessionView> {
      if (!token) return emptyView();
      const row = await sessionRepository.findActive(hashSessionToken(token), clock.now());
      return row ? toView(row) : emptyView();
    },

    /** The session known by its token's hash (an order's owner key), as `read` shows it. */
    async readByHash(tokenHash: string): Promise<SessionView> {
      const row = await sessionRepository.findActive(tokenHash, clock.now());
      return row ? toView(row) : emptyView();
    },

    /** Creates the session when needed, merges the patch, and slides the expiry. */
    async sync(
      token: string | undefined,
      patch: SessionSyncBody,
    ): Promise<{ token: string; view: SessionView }> {
      const now = clock.now();
      const existing = token ? await sessionRepository.findActive(hashSessionToken(token), now) : undefined;
      const sessionToken = existing && token ? token : randomBytes(32).toString('base64url');
      const previous = (existing?.data ?? {}) as { analytics?: object; context?: object };
      const data = {
        ...previous,
        analytics: AnalyticsSessionSchema.parse({ ...previous.analytics, ...patch.analytics }),
        context: { ...previous.context, ...patch.context },
      };
      const row: WebSessionRow = {
        tokenHash: hashSessionToken(sessionToken),
        data,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
      };
      await sessionRepository.upsert(row);
      return { token: sessionToken, view: toView(row) };
    },

    async destroy(token: string | undefined): Promise<void> {
      if (token) await sessionRepository.delete(hashSessionToken(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
