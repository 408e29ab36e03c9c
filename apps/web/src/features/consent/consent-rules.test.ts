import {
  CONSENT_BANNER_VERSION,
  CONSENT_COOKIE_NAME_LEGACY,
  CONSENT_COOKIE_NAME_V2,
  createConsent,
  serializeConsent,
} from '@voltaire/domain';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../app/http-client';
import { postConsentProof, readStoredConsent, saveConsent } from './consent-rules';
import { fakeCookieJar, legacyCookieValue } from './fake-cookie-jar';

const now = new Date('2026-03-02T10:00:00Z');
const location = { hostname: 'www.voltaire.fr', protocol: 'https:' };
const DAY = 86_400;

function read(initial: Record<string, string>) {
  const cookies = fakeCookieJar(initial);
  const warn = vi.fn();
  const consent = readStoredConsent({ cookies, location, now, warn });
  return { consent, cookies, warn };
}

describe('readStoredConsent', () => {
  it('gives no choice without a cookie', () => {
    const { consent, cookies } = read({});
    expect(consent).toBeNull();
    expect(cookies.writes).toEqual([]);
  });

  it('reads the version-2 cookie as it is', () => {
    const stored = createConsent('custom', { now, categories: { analytics: 'audience' } });
    const { consent, cookies } = read({ [CONSENT_COOKIE_NAME_V2]: serializeConsent(stored) });
    expect(consent).toEqual(stored);
    expect(cookies.writes).toEqual([]);
  });

  it('converts the older cookie with all three flags true into accept-all, saved again for 180 days', () => {
    const { consent, cookies } = read({
      [CONSENT_COOKIE_NAME_LEGACY]: legacyCookieValue({ navi: true, advert: true, social: true }),
    });

    expect(consent).toEqual({ mode: 'accept-all', version: CONSENT_BANNER_VERSION, date: now.toISOString() });
    if (!consent) throw new Error('converted consent expected');
    expect(cookies.writes[0]).toContain(`${CONSENT_COOKIE_NAME_V2}=${serializeConsent(consent)}`);
    expect(cookies.writes[0]).toContain(`Max-Age=${180 * DAY}`);
    expect(cookies.values.has(CONSENT_COOKIE_NAME_LEGACY)).toBe(false);
  });

  it('converts the older cookie with all three flags false into refuse-all, saved again for 8 days', () => {
    const { consent, cookies } = read({
      [CONSENT_COOKIE_NAME_LEGACY]: legacyCookieValue({ navi: false, advert: false, social: false }),
    });

    expect(consent?.mode).toBe('refuse-all');
    if (!consent) throw new Error('converted consent expected');
    expect(cookies.writes[0]).toContain(`Max-Age=${8 * DAY}`);
    expect(cookies.values.get(CONSENT_COOKIE_NAME_V2)).toBe(serializeConsent(consent));
  });

  it('does not convert mixed flags: no choice, nothing saved', () => {
    const { consent, cookies } = read({
      [CONSENT_COOKIE_NAME_LEGACY]: legacyCookieValue({ navi: true, advert: false, social: true }),
    });
    expect(consent).toBeNull();
    expect(cookies.writes).toEqual([]);
  });

  it('only warns about an invalid value, which counts as no choice', () => {
    const { consent, warn } = read({ [CONSENT_COOKIE_NAME_V2]: 'not-json' });
    expect(consent).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid consent cookie value'));
  });

  it('asks again when the choice was made on an older banner version', () => {
    const stored = { ...createConsent('accept-all', { now }), version: CONSENT_BANNER_VERSION - 1 };
    expect(read({ [CONSENT_COOKIE_NAME_V2]: serializeConsent(stored) }).consent).toBeNull();
  });
});

describe('saveConsent', () => {
  it('writes the choice, stamped with the time and the banner version', () => {
    const cookies = fakeCookieJar();
    const consent = saveConsent(
      'custom',
      { analytics: true, advertising: false },
      { cookies, location, now },
    );

    expect(consent).toEqual({
      mode: 'custom',
      categories: { analytics: true, advertising: false },
      version: CONSENT_BANNER_VERSION,
      date: now.toISOString(),
    });
    expect(cookies.values.get(CONSENT_COOKIE_NAME_V2)).toBe(serializeConsent(consent));
  });
});

describe('postConsentProof', () => {
  function recordingHttp(status = 201) {
    const bodies: unknown[] = [];
    const http = createHttpClient({
      fetch: async (input, init) => {
        bodies.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) });
        return new Response('{}', { status });
      },
    });
    return { http, bodies };
  }

  it('posts the mode and the banner version, without personal data', async () => {
    const { http, bodies } = recordingHttp();
    await postConsentProof(http, createConsent('refuse-all', { now }), vi.fn());
    expect(bodies).toEqual([
      {
        url: '/api/node/v1/consent/record',
        method: 'POST',
        body: { mode: 'refuse-all', bannerVersion: CONSENT_BANNER_VERSION },
      },
    ]);
  });

  it('posts the categories of a custom choice', async () => {
    const { http, bodies } = recordingHttp();
    await postConsentProof(
      http,
      createConsent('custom', { now, categories: { analytics: 'audience' } }),
      vi.fn(),
    );
    expect(bodies[0]).toMatchObject({ body: { mode: 'custom', categories: { analytics: 'audience' } } });
  });

  it('only logs a failure', async () => {
    const { http } = recordingHttp(500);
    const warn = vi.fn();
    await expect(postConsentProof(http, createConsent('accept-all', { now }), warn)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Preuve de consentement non enregistrée'));
  });
});
