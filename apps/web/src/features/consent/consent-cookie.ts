import {
  CONSENT_COOKIE_NAME_LEGACY,
  CONSENT_COOKIE_NAME_V2,
  type Consent,
  type ConsentLifetimes,
  consentCookieDomain,
  consentCookieMaxAgeDays,
  serializeConsent,
} from '@voltaire/domain';
import type { PageLocation } from './cookie-jar';

/**
 * Writing and reading the consent cookie in the browser. The rules (name, value, lifetime, domain) are
 * @voltaire/domain's; this file only turns them into `document.cookie` strings.
 */

const SECONDS_PER_DAY = 86_400;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The `Domain` attribute for this host: the web domain without `integ.` / `www.` (domain
 * `consentCookieDomain`), or none on `localhost`, a single-label host or an IP address, where a cookie can
 * only be host-only.
 */
export function consentCookieDomainAttribute(hostname: string): string | undefined {
  const domain = consentCookieDomain(hostname);
  if (!domain.includes('.') || IPV4.test(domain) || domain.includes(':') || domain.startsWith('[')) {
    return undefined;
  }
  return domain;
}

function attributes(location: PageLocation): string[] {
  const domain = consentCookieDomainAttribute(location.hostname);
  return [
    'Path=/',
    ...(domain ? [`Domain=${domain}`] : []),
    'SameSite=Lax',
    ...(location.protocol === 'https:' ? ['Secure'] : []),
  ];
}

/** The version-2 cookie: 180 days after an acceptance, 8 after a refusal (configurable), path /, Lax. */
export function consentCookie(
  consent: Consent,
  location: PageLocation,
  lifetimes?: ConsentLifetimes,
): string {
  const maxAge = consentCookieMaxAgeDays(consent, lifetimes) * SECONDS_PER_DAY;
  return [
    `${CONSENT_COOKIE_NAME_V2}=${serializeConsent(consent)}`,
    `Max-Age=${maxAge}`,
    ...attributes(location),
  ].join('; ');
}

/**
 * Expiring the older cookie once converted. It may have been set on the shared domain or host-only, so both
 * forms are expired.
 */
export function expiredLegacyCookies(location: PageLocation): string[] {
  const expired = `${CONSENT_COOKIE_NAME_LEGACY}=; Max-Age=0`;
  const shared = [expired, ...attributes(location)].join('; ');
  const hostOnly = [expired, 'Path=/', 'SameSite=Lax'].join('; ');
  return shared === hostOnly ? [shared] : [shared, hostOnly];
}

/** `a=1; b=2` → the raw (still encoded) value of `name`, or undefined. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
