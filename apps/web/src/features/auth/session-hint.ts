/*
 * Part of the shell: no import here, so that every page's first load stays small.
 */

/**
 * Session cookies are HttpOnly, so the page cannot see them. A small hint in localStorage says "someone
 * logged in from this browser": the header asks the server who it is only then, so that an ordinary visitor's
 * page load sends no request and logs no 401.
 */
const SESSION_HINT_KEY = 'voltaire.session-pro';
/** Dispatched on `window` after a login or a logout, so that the header follows. */
export const SESSION_CHANGED_EVENT = 'voltaire:session-pro';

export function hasSessionHint(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function setSessionHint(isLoggedIn: boolean) {
  try {
    if (isLoggedIn) globalThis.localStorage?.setItem(SESSION_HINT_KEY, '1');
    else globalThis.localStorage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode): the header simply does not show the session.
  }
}

/** Records a login or a logout for the header (browser only: call it from an event handler or an effect). */
export function announceSession(isLoggedIn: boolean) {
  setSessionHint(isLoggedIn);
  globalThis.dispatchEvent?.(new Event(SESSION_CHANGED_EVENT));
}
