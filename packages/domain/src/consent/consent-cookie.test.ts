import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE_NAME_LEGACY,
  CONSENT_COOKIE_NAME_V2,
  type Consent,
  type ConsentMode,
  createConsent,
  serializeConsent,
} from './consent.js';
import { CONSENT_CATEGORIES, CONSENT_CATEGORY_IDS } from './consent-categories.js';
import { consentCookieDomain, consentCookieMaxAgeDays, hasConsentCookie } from './consent-cookie.js';

describe('cookie names', () => {
  it('version 2 has the suffix, the older one does not', () => {
    expect(CONSENT_COOKIE_NAME_V2).toBe('voltaire_consent_v2');
    expect(CONSENT_COOKIE_NAME_LEGACY).toBe('voltaire_consent');
  });
});

describe('hasConsentCookie', () => {
  it('sees a choice of either format among the request cookies, whatever its value', () => {
    expect(hasConsentCookie('voltaire_session=abc; voltaire_consent_v2=%7B%7D')).toBe(true);
    expect(hasConsentCookie('voltaire_consent=navi%3Dtrue')).toBe(true);
    expect(hasConsentCookie(' voltaire_consent_v2=pas-du-json ')).toBe(true);
  });

  it('calls a visit without one a first visit, even with other cookies', () => {
    expect(hasConsentCookie(undefined)).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
    expect(hasConsentCookie('voltaire_session=abc; voltaire_consent_v3=x; xvoltaire_consent=1')).toBe(false);
  });
});

describe('consentCookieMaxAgeDays', () => {
  it.each<[string, Consent | ConsentMode, number]>([
    ['accept-all', 'accept-all', 180],
    ['refuse-all', 'refuse-all', 8],
    ['bare custom', 'custom', 8],
    ['accept-all record', { mode: 'accept-all' }, 180],
    ['refuse-all record', { mode: 'refuse-all' }, 8],
    ['custom with a true', { mode: 'custom', categories: { analytics: false, liveChat: true } }, 180],
    ['custom with a list', { mode: 'custom', categories: { analytics: 'audience' } }, 180],
    ['custom all false', { mode: 'custom', categories: { analytics: false, social: '' } }, 8],
    ['custom without categories', { mode: 'custom' }, 8],
  ])('%s → %s days', (_case, consent, days) => {
    expect(consentCookieMaxAgeDays(consent)).toBe(days);
  });

  it('takes configured lifetimes', () => {
    expect(consentCookieMaxAgeDays('accept-all', { acceptDays: 390 })).toBe(390);
    expect(consentCookieMaxAgeDays('refuse-all', { refuseDays: 1 })).toBe(1);
  });
});

describe('consentCookieDomain', () => {
  it.each([
    ['www.voltaire.fr', 'voltaire.fr'],
    ['integ.voltaire.fr', 'voltaire.fr'],
    ['www.integ.voltaire.fr', 'voltaire.fr'],
    ['WWW.Voltaire.FR', 'voltaire.fr'],
    ['voltaire.fr', 'voltaire.fr'],
    ['espace-client.voltaire.fr', 'espace-client.voltaire.fr'],
    ['wwwvoltaire.fr', 'wwwvoltaire.fr'],
    ['localhost', 'localhost'],
    ['www.fr', 'www.fr'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s → %s', (hostname, domain) => {
    expect(consentCookieDomain(hostname)).toBe(domain);
  });
});

describe('createConsent / serializeConsent', () => {
  const now = new Date('2026-05-14T08:00:00.000Z');

  it('stamps the choice with the injected clock and the banner version', () => {
    expect(createConsent('accept-all', { now })).toEqual({
      mode: 'accept-all',
      version: 1,
      date: now.toISOString(),
    });
  });

  it('keeps categories only for a custom choice', () => {
    expect(createConsent('custom', { now, categories: { analytics: 'audience' } }).categories).toEqual({
      analytics: 'audience',
    });
    expect(createConsent('refuse-all', { now, categories: { analytics: true } })).not.toHaveProperty(
      'categories',
    );
  });

  it('serialises as URI-encoded JSON', () => {
    expect(serializeConsent({ mode: 'accept-all' })).toBe('%7B%22mode%22%3A%22accept-all%22%7D');
  });
});

describe('CONSENT_CATEGORIES', () => {
  it('lists each category once, with French labels', () => {
    expect(CONSENT_CATEGORY_IDS).toEqual([
      'analytics',
      'advertising',
      'social',
      'abTesting',
      'liveChat',
      'monitoring',
    ]);
    expect(new Set(CONSENT_CATEGORY_IDS).size).toBe(CONSENT_CATEGORIES.length);
    for (const category of CONSENT_CATEGORIES) expect(category.label).not.toBe('');
  });

  it('sub-item ids hold no semicolon (they are stored as a ;-list)', () => {
    for (const category of CONSENT_CATEGORIES) {
      for (const item of category.subItems) expect(item.id).not.toContain(';');
    }
  });
});
