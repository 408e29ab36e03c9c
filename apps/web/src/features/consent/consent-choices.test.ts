import { createConsent } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import { allTickKeys, categoriesFromTicks, tickKey, ticksFromConsent } from './consent-choices';

const now = new Date('2026-03-02T10:00:00Z');

describe('consent ticks', () => {
  it('records a category fully ticked as true, unticked as false, partly ticked as the list of its sub-items', () => {
    const categories = categoriesFromTicks(new Set([tickKey('analytics', 'audience'), tickKey('liveChat')]));
    expect(categories).toEqual({
      analytics: 'audience',
      advertising: false,
      social: false,
      abTesting: false,
      liveChat: true,
      monitoring: false,
    });
    expect(categoriesFromTicks(new Set(allTickKeys()))).toMatchObject({ analytics: true, monitoring: true });
  });

  it('starts from the stored choice', () => {
    expect(ticksFromConsent(null)).toEqual(new Set());
    expect(ticksFromConsent(createConsent('accept-all', { now }))).toEqual(new Set(allTickKeys()));
    expect(ticksFromConsent(createConsent('refuse-all', { now }))).toEqual(new Set());
    const custom = createConsent('custom', { now, categories: { analytics: 'conversion', social: true } });
    expect(ticksFromConsent(custom)).toEqual(new Set(['analytics/conversion', 'social']));
  });
});
