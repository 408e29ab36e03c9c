import {
  CONSENT_BANNER_VERSION,
  CONSENT_COOKIE_NAME_LEGACY,
  CONSENT_COOKIE_NAME_V2,
  type Consent,
  type ConsentLifetimes,
  type ConsentMode,
  createConsent,
  readConsent,
} from '@voltaire/domain';
import type { HttpClient } from '../../app/http-client';
import { consentCookie, cookieValue, expiredLegacyCookies } from './consent-cookie';
import type { CookieJar, PageLocation } from './cookie-jar';

/**
 * The consent rules the banner needs once a cookie is there or a choice is made. Loaded on demand by the
 * consent store: @voltaire/domain's consent records are zod schemas, and zod (~25 KB gzip) stays off the
 * cold load of `/` (ARCHITECTURE §4). A first visit never loads this module before a click.
 */

export interface ConsentContext {
  cookies: CookieJar;
  location: PageLocation;
  now: Date;
  lifetimes?: ConsentLifetimes;
  warn?: (message: string) => void;
}

/**
 * The stored choice (SPEC §4): the version-2 cookie, or the older one converted and saved again (all true →
 * accept-all, all false → refuse-all; mixed → no choice). An invalid value only logs a warning. A choice made
 * on an older banner version counts as no choice: the banner asks again.
 */
export function readStoredConsent({
  cookies,
  location,
  now,
  lifetimes,
  warn,
}: ConsentContext): Consent | null {
  const header = cookies.read();
  const outcome = readConsent(
    cookieValue(header, CONSENT_COOKIE_NAME_V2),
    cookieValue(header, CONSENT_COOKIE_NAME_LEGACY),
    warn,
  );
  const stored = outcome.consent;
  if (!stored) return null;
  if (outcome.resave) {
    const converted = createConsent(stored.mode, { now });
    cookies.write(consentCookie(converted, location, lifetimes));
    for (const expired of expiredLegacyCookies(location)) cookies.write(expired);
    return converted;
  }
  if (stored.version !== undefined && stored.version < CONSENT_BANNER_VERSION) return null;
  return stored;
}

/** Saves a new choice in the version-2 cookie and returns it. */
export function saveConsent(
  mode: ConsentMode,
  categories: Consent['categories'] | undefined,
  { cookies, location, now, lifetimes }: ConsentContext,
): Consent {
  const consent = createConsent(mode, { now, ...(categories ? { categories } : {}) });
  cookies.write(consentCookie(consent, location, lifetimes));
  return consent;
}

export const CONSENT_PROOF_PATH = '/api/node/v1/consent/record';

/**
 * The server-side proof of a choice (DECISIONS §2: time, choice, banner version; no personal data, the
 * server stamps the time). A lost proof is logged and never blocks the visitor: the cookie holds the choice.
 */
export async function postConsentProof(http: HttpClient, consent: Consent, warn: (message: string) => void) {
  try {
    await http.post(CONSENT_PROOF_PATH, {
      mode: consent.mode,
      ...(consent.mode === 'custom' ? { categories: consent.categories ?? {} } : {}),
      bannerVersion: consent.version ?? CONSENT_BANNER_VERSION,
    });
  } catch (error) {
    warn(
      `Preuve de consentement non enregistrée : ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export { createThirdPartyScriptLoader } from '../../app/third-party-scripts';
