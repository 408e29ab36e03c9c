import {
  CONSENT_COOKIE_NAME_LEGACY,
  CONSENT_COOKIE_NAME_V2,
  type Consent,
  type ConsentMode,
} from './consent.js';
import { parseConsentList } from './is-consent-given.js';

export type ConsentLifetimes = { acceptDays?: number; refuseDays?: number };
export const CONSENT_ACCEPT_DAYS = 180;
export const CONSENT_REFUSE_DAYS = 8;

function allowsSomething(consent: Consent | ConsentMode): boolean {
  if (typeof consent === 'string') return consent === 'accept-all';
  if (consent.mode !== 'custom') return consent.mode === 'accept-all';
  return Object.values(consent.categories ?? {}).some((value) =>
    typeof value === 'string' ? parseConsentList(value).length > 0 : value,
  );
}

/**
 * Cookie lifetime in days (SPEC §9, DECISIONS §1): 180 after an acceptance, 8 after a
 * refusal, both configurable. A custom choice allowing anything counts as an acceptance;
 * a bare `'custom'` mode (categories unknown) counts as a refusal.
 */
export function consentCookieMaxAgeDays(
  consent: Consent | ConsentMode,
  { acceptDays = CONSENT_ACCEPT_DAYS, refuseDays = CONSENT_REFUSE_DAYS }: ConsentLifetimes = {},
): number {
  return allowsSomething(consent) ? acceptDays : refuseDays;
}

/**
 * The cookie domain: the web host without its leading `integ.` and `www.` labels, so that
 * every sub-domain shares the choice. 'www.voltaire.fr' → 'voltaire.fr'; 'localhost' stays.
 * A label is only removed when at least two labels remain (never down to a bare TLD).
 */
export function consentCookieDomain(hostname: string): string {
  let host = hostname.trim().toLowerCase().replace(/\.$/, '');
  let match = /^(?:integ|www)\.(.+\..+)$/.exec(host);
  while (match?.[1]) {
    host = match[1];
    match = /^(?:integ|www)\.(.+\..+)$/.exec(host);
  }
  return host;
}

/**
 * Whether a `Cookie` header carries a cookie choice at all, current or older format (valid or not). Without one,
 * the visit is a first visit: a page rendered on the server can show the banner at once.
 */
export function hasConsentCookie(cookieHeader: string | undefined): boolean {
  const names = new Set([CONSENT_COOKIE_NAME_V2, CONSENT_COOKIE_NAME_LEGACY]);
  return (cookieHeader ?? '').split(';').some((pair) => names.has(pair.split('=')[0]?.trim() ?? ''));
}
