import { DEFAULT_ANALYTICS_SESSION, type SalesChannel } from '@voltaire/domain';
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

/** The sale type of a sale an agent makes for the customer (the default, `autonome`, is the customer's own). */
export const ASSISTED_SALE_TYPE = 'assiste';

/** The session info of an agent's or a partner's working session: their channel, an assisted sale. */
export function staffAnalyticsSession(channel: SalesChannel): AnalyticsSession {
  return { channel, subscriptionChannel: channel, venteType: ASSISTED_SALE_TYPE };
}

type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** Writes the session info (a key left out is removed); a storage that throws keeps the defaults. */
export function writeAnalyticsSession(storage: WritableStorage | undefined, session: AnalyticsSession) {
  try {
    for (const key of ANALYTICS_SESSION_KEYS) {
      const value = session[key];
      if (value) storage?.setItem(key, value);
      else storage?.removeItem(key);
    }
  } catch {
    // Storage refused (private mode, sandbox): events carry the defaults.
  }
}

/** Back to SPEC's defaults (the provider's own site, an autonomous sale): after a logout. */
export function resetAnalyticsSession(storage: WritableStorage | undefined) {
  try {
    for (const key of ANALYTICS_SESSION_KEYS) storage?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
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
