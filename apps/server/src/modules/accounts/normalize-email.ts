/** Spaces of any kind and invisible characters, which an e-mail address never holds. */
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200F\u2060\uFEFF]/gu;

/**
 * One spelling per address, so that one account is one key for the login limit: Unicode compatibility
 * form (full-width letters become ASCII), no spaces or invisible characters anywhere, lower case.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').replace(INVISIBLE, '').toLowerCase();
}
