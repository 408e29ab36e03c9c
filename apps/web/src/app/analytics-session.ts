import { DEFAULT_ANALYTICS_SESSION } from '@voltaire/domain';
/**
 * The analytics session info of SPEC §3, kept in the browser's session storage by the journeys:
 * `channel`, `subscriptionChannel` and `venteType`. Every analytics event carries it.
 */
export interface AnalyticsSession {
  channel: string;
  venteType: string;
  subscriptionChannel?: string;
}

export const ANALYTICS_SESSION_KEYS = ['channel', 'subscriptionChannel', 'venteType'] as const;

type ReadableStorage = Pick<Storage, 'getItem'>;

/** Reads the session info, with SPEC's defaults; a storage that throws (private mode, sandbox) gives the defaults. */
export function readAnalyticsSession(storage: ReadableStorage | undefined): AnalyticsSession {
  const read = (key: string) => {
    try {
      return storage?.getItem(key)?.trim() || undefined;
    } catch {
      return undefined;
    }
  };
  const subscriptionChannel = read('subscriptionChannel');
  return {
    channel: read('channel') ?? DEFAULT_ANALYTICS_SESSION.channel,
    venteType: read('venteType') ?? DEFAULT_ANALYTICS_SESSION.venteType,
    ...(subscriptionChannel ? { subscriptionChannel } : {}),
  };
}

/** The browser's session storage, or undefined where it is refused (call it from a handler or an effect). */
export function browserSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export { DEFAULT_ANALYTICS_SESSION };
