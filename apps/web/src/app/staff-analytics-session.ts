import { ANALYTICS_SESSION_KEYS, type AnalyticsSession } from './analytics-session';

/*
 * Writing the analytics session info (SPEC §3) when a staff member logs in or out. Apart from
 * analytics-session.ts, which the shell carries: only the login, the account menu and the agents' area use it.
 */

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
