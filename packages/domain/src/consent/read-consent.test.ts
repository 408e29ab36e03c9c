import { describe, expect, it, vi } from 'vitest';
import { type Consent, serializeConsent } from './consent.js';
import { readConsent } from './read-consent.js';

const legacy = (navi: boolean, advert: boolean, social: boolean) =>
  encodeURIComponent(JSON.stringify({ navi, advert, social }));

describe('readConsent — version 2 cookie', () => {
  it.each<Consent>([
    { mode: 'accept-all' },
    { mode: 'refuse-all', version: 1, date: '2026-05-14T08:00:00.000Z' },
    { mode: 'custom', categories: { analytics: 'audience;conversion', advertising: false, liveChat: true } },
  ])('reads %j back', (consent) => {
    expect(readConsent(serializeConsent(consent))).toEqual({ consent, resave: false, warnings: [] });
  });

  it('also reads a cookie that was not URI-encoded', () => {
    expect(readConsent('{"mode":"accept-all"}').consent).toEqual({ mode: 'accept-all' });
  });

  it.each([
    ['not JSON', 'hello'],
    ['broken URI encoding', '%E0%A4%A'],
    ['unknown mode', encodeURIComponent('{"mode":"maybe"}')],
    ['wrong category value', encodeURIComponent('{"mode":"custom","categories":{"analytics":1}}')],
    ['JSON null', 'null'],
  ])('%s → warning only, no consent', (_case, value) => {
    const warn = vi.fn();
    const outcome = readConsent(value, undefined, warn);
    expect(outcome.consent).toBeNull();
    expect(outcome.resave).toBe(false);
    expect(outcome.warnings).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(outcome.warnings[0]);
  });

  it('a v2 cookie wins over the older one, even when corrupt', () => {
    expect(readConsent(serializeConsent({ mode: 'refuse-all' }), legacy(true, true, true)).consent).toEqual({
      mode: 'refuse-all',
    });
    expect(readConsent('garbage', legacy(true, true, true)).consent).toBeNull();
  });
});

describe('readConsent — older cookie', () => {
  it.each([
    [true, true, true, { mode: 'accept-all' }, true],
    [false, false, false, { mode: 'refuse-all' }, true],
    [true, false, true, null, false],
    [false, false, true, null, false],
  ])('navi=%s advert=%s social=%s → %j, resave %s', (navi, advert, social, consent, resave) => {
    expect(readConsent(undefined, legacy(navi, advert, social))).toEqual({ consent, resave, warnings: [] });
  });

  it('an empty v2 value counts as absent', () => {
    expect(readConsent('', legacy(true, true, true)).consent).toEqual({ mode: 'accept-all' });
  });

  it.each([['{"navi":"true","advert":true,"social":true}'], ['{"navi":true}'], ['nope']])(
    'invalid older value %j → warning only',
    (value) => {
      const outcome = readConsent(undefined, encodeURIComponent(value));
      expect(outcome).toMatchObject({ consent: null, resave: false });
      expect(outcome.warnings).toHaveLength(1);
    },
  );
});

describe('readConsent — no cookie', () => {
  it('gives no consent and no warning', () => {
    expect(readConsent(undefined)).toEqual({ consent: null, resave: false, warnings: [] });
  });
});
