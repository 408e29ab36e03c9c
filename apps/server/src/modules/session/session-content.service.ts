import { mergePreferences, scrubPersonalData } from '@voltaire/domain';
import type { Clock } from '../../clock.js';
import type { SessionRepository, WebSessionRow } from './session.repository.js';
import { hashSessionToken } from './session.service.js';
import {
  type ContentSession,
  type FlashMessage,
  MAX_LOGS_KEPT,
  type SessionLogsBody,
  type SessionSaveBody,
} from './session-content.schemas.js';

interface SessionData {
  analytics?: Record<string, unknown>;
  context?: Record<string, unknown>;
  content?: Partial<ContentSession>;
  logs?: SessionLogsBody['logs'];
}

/** What survives a journey's re-initialisation: the comparator the visitor came through (ADR 0015). */
const KEPT_ON_REINIT = ['gateway'];
export const REINIT_FLASH: FlashMessage = {
  type: 'info',
  text: 'Votre parcours a été réinitialisé : vous pouvez recommencer votre souscription.',
};

const contentOf = (data: SessionData): ContentSession => ({
  flashMessages: data.content?.flashMessages ?? [],
  preferences: data.content?.preferences ?? {},
});

/**
 * The session calls around the web session's data: the content-system session (flash messages, preferences),
 * the client's logs, a journey's re-initialisation and a clear. Each works on a live session only.
 */
export function createSessionContentService({
  sessionRepository,
  clock,
}: {
  sessionRepository: SessionRepository;
  clock: Clock;
}) {
  const load = async (token: string | undefined): Promise<WebSessionRow | undefined> =>
    token ? sessionRepository.findActive(hashSessionToken(token), clock.now()) : undefined;
  const write = async (row: WebSessionRow, data: SessionData): Promise<void> =>
    sessionRepository.upsert({ ...row, data: data as Record<string, unknown>, updatedAt: clock.now() });
  /** Changes a live session's data; without one, nothing happens and `undefined` comes back. */
  const change = async (token: string | undefined, edit: (data: SessionData) => SessionData) => {
    const row = await load(token);
    if (!row) return undefined;
    const data = edit(row.data as SessionData);
    await write(row, data);
    return data;
  };

  return {
    async content(token: string | undefined): Promise<ContentSession> {
      const row = await load(token);
      return contentOf((row?.data ?? {}) as SessionData);
    },

    async addFlash(token: string | undefined, message: FlashMessage): Promise<void> {
      await change(token, (data) => {
        const content = contentOf(data);
        return {
          ...data,
          content: { ...content, flashMessages: [...content.flashMessages, message].slice(-10) },
        };
      });
    },

    async clearFlashMessages(token: string | undefined): Promise<number> {
      let cleared = 0;
      await change(token, (data) => {
        const content = contentOf(data);
        cleared = content.flashMessages.length;
        return { ...data, content: { ...content, flashMessages: [] } };
      });
      return cleared;
    },

    /** Ends the content-system session: flash messages and preferences go; the web session stays. */
    async clearContent(token: string | undefined): Promise<boolean> {
      return (await change(token, ({ content: _removed, ...data }) => data)) !== undefined;
    },

    /** Merges context and preferences into a live session (the route creates it first when needed). */
    async save(token: string, body: SessionSaveBody): Promise<ContentSession> {
      const data = await change(token, (data) => {
        const content = contentOf(data);
        return {
          ...data,
          context: { ...data.context, ...body.context },
          content: { ...content, preferences: mergePreferences(content.preferences, body.preferences ?? {}) },
        };
      });
      return contentOf(data ?? {});
    },

    /** Keeps the client's newest logs, scrubbed of personal data, for a case opened later. */
    async saveLogs(token: string | undefined, logs: SessionLogsBody['logs']): Promise<number> {
      const scrubbed = logs.map((log) => ({ ...log, message: scrubPersonalData(log.message) }));
      const data = await change(token, (data) => ({
        ...data,
        logs: [...(data.logs ?? []), ...scrubbed].slice(-MAX_LOGS_KEPT),
      }));
      return data?.logs?.length ?? 0;
    },

    async logsOf(token: string | undefined): Promise<SessionLogsBody['logs']> {
      return ((await load(token))?.data as SessionData | undefined)?.logs ?? [];
    },

    /** Starts the web journey over: its context goes (the gateway stays), and the next page says so. */
    async reinitJourney(token: string | undefined): Promise<boolean> {
      const data = await change(token, (data) => {
        const kept = Object.fromEntries(
          Object.entries(data.context ?? {}).filter(([key]) => KEPT_ON_REINIT.includes(key)),
        );
        const content = contentOf(data);
        return {
          ...data,
          context: kept,
          content: { ...content, flashMessages: [...content.flashMessages, REINIT_FLASH].slice(-10) },
        };
      });
      return data !== undefined;
    },

    /** Empties the session's data (context, analytics, content, logs); the session and what it owns stay. */
    async clear(token: string | undefined): Promise<boolean> {
      return (await change(token, () => ({ analytics: {}, context: {} }))) !== undefined;
    },
  };
}
export type SessionContentService = ReturnType<typeof createSessionContentService>;
