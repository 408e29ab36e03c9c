import { CONSENT_COOKIE_NAME_LEGACY, CONSENT_COOKIE_NAME_V2, createConsent } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  consentCookieDomainAttribute,
  cookieValue,
  expiredLegacyCookies,
} from './consent-cookie';

const now = new Date('2026-03-02T10:00:00Z');
const https = { hostname: 'www.voltaire.fr', protocol: 'https:' };
const DAY = 86_400;

const attributesOf = (cookie: string) => cookie.split('; ').slice(1);

describe('consentCookie', () => {
  it('is the version-2 cookie holding the choice', () => {
    const consent = createConsent('accept-all', { now });
    const cookie = consentCookie(consent, https);

    expect(cookie.startsWith(`${CONSENT_COOKIE_NAME_V2}=`)).toBe(true);
    const value = cookieValue(cookie.split('; ')[0] ?? '', CONSENT_COOKIE_NAME_V2);
    expect(JSON.parse(decodeURIComponent(value ?? ''))).toEqual(consent);
  });

  it('lasts 180 days after an acceptance and 8 days after a refusal', () => {
    expect(attributesOf(consentCookie(createConsent('accept-all', { now }), https))).toContain(
      `Max-Age=${180 * DAY}`,
    );
    expect(attributesOf(consentCookie(createConsent('refuse-all', { now }), https))).toContain(
      `Max-Age=${8 * DAY}`,
    );
  });

  it('counts a custom choice allowing something as an acceptance, and one allowing nothing as a refusal', () => {
    const some = createConsent('custom', { now, categories: { analytics: 'audience', advertising: false } });
    const none = createConsent('custom', { now, categories: { analytics: false, advertising: false } });
    expect(attributesOf(consentCookie(some, https))).toContain(`Max-Age=${180 * DAY}`);
    expect(attributesOf(consentCookie(none, https))).toContain(`Max-Age=${8 * DAY}`);
  });

  it('takes configured lifetimes', () => {
    const cookie = consentCookie(createConsent('refuse-all', { now }), https, {
      acceptDays: 90,
      refuseDays: 1,
    });
    expect(attributesOf(cookie)).toContain(`Max-Age=${DAY}`);
  });

  it('is set on path /, SameSite=Lax, Secure on https, on the web domain without www.', () => {
    expect(attributesOf(consentCookie(createConsent('accept-all', { now }), https))).toEqual([
      `Max-Age=${180 * DAY}`,
      'Path=/',
      'Domain=voltaire.fr',
      'SameSite=Lax',
      'Secure',
    ]);
  });

  it('has no Secure flag over http and no Domain on localhost', () => {
    const cookie = consentCookie(createConsent('accept-all', { now }), {
      hostname: 'localhost',
      protocol: 'http:',
    });
    expect(attributesOf(cookie)).toEqual([`Max-Age=${180 * DAY}`, 'Path=/', 'SameSite=Lax']);
  });
});

describe('consentCookieDomainAttribute', () => {
  it.each([
    ['www.voltaire.fr', 'voltaire.fr'],
    ['integ.voltaire.fr', 'voltaire.fr'],
    ['www.integ.voltaire.fr', 'voltaire.fr'],
    ['integ.www.voltaire.fr', 'voltaire.fr'],
    ['voltaire.fr', 'voltaire.fr'],
    ['espace.voltaire.fr', 'espace.voltaire.fr'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
  ])('%s → %s', (hostname, expected) => {
    expect(consentCookieDomainAttribute(hostname)).toBe(expected);
  });
});

describe('expiredLegacyCookies', () => {
  it('expires the older cookie on the shared domain and host-only', () => {
    expect(expiredLegacyCookies(https)).toEqual([
      `${CONSENT_COOKIE_NAME_LEGACY}=; Max-Age=0; Path=/; Domain=voltaire.fr; SameSite=Lax; Secure`,
      `${CONSENT_COOKIE_NAME_LEGACY}=; Max-Age=0; Path=/; SameSite=Lax`,
    ]);
  });
});

describe('cookieValue', () => {
  it('finds a cookie by its exact name', () => {
    const header = `${CONSENT_COOKIE_NAME_V2}=v2; ${CONSENT_COOKIE_NAME_LEGACY}=old; other=x=y`;
    expect(cookieValue(header, CONSENT_COOKIE_NAME_LEGACY)).toBe('old');
    expect(cookieValue(header, CONSENT_COOKIE_NAME_V2)).toBe('v2');
    expect(cookieValue(header, 'other')).toBe('x=y');
    expect(cookieValue(header, 'missing')).toBeUndefined();
  });
});
