import { describe, expect, it } from 'vitest';
import type { Consent } from './consent.js';
import { isConsentGiven, parseConsentList } from './is-consent-given.js';

const custom: Consent = {
  mode: 'custom',
  categories: { analytics: 'audience; conversion', advertising: false, liveChat: true, social: '' },
};

describe('isConsentGiven', () => {
  it.each<[string, Consent | null, string, string | undefined, boolean]>([
    ['no cookie', null, 'analytics', undefined, false],
    ['accept-all', { mode: 'accept-all' }, 'advertising', undefined, true],
    ['accept-all, any sub-item', { mode: 'accept-all' }, 'analytics', 'audience', true],
    ['refuse-all', { mode: 'refuse-all' }, 'monitoring', undefined, false],
    ['custom true', custom, 'liveChat', undefined, true],
    ['custom true allows every sub-item', custom, 'liveChat', 'anything', true],
    ['custom false', custom, 'advertising', undefined, false],
    ['custom list, listed sub-item', custom, 'analytics', 'audience', true],
    ['custom list, trimmed sub-item', custom, 'analytics', 'conversion', true],
    ['custom list, other sub-item', custom, 'analytics', 'heatmap', false],
    ['custom non-empty list, no sub-item asked', custom, 'analytics', undefined, true],
    ['custom empty list', custom, 'social', undefined, false],
    ['custom category absent', custom, 'abTesting', undefined, false],
    ['custom without categories', { mode: 'custom' }, 'analytics', undefined, false],
    ['inherited property names are not categories', custom, 'toString', undefined, false],
  ])('%s → %s', (_case, consent, category, subItem, expected) => {
    expect(isConsentGiven(consent, category, subItem)).toBe(expected);
  });
});

describe('parseConsentList', () => {
  it('splits on semicolons, trimming and dropping empty items', () => {
    expect(parseConsentList('a; b;;c;')).toEqual(['a', 'b', 'c']);
    expect(parseConsentList('')).toEqual([]);
  });
});
