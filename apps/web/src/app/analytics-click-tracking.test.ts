import { createConsent } from '@voltaire/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnalyticsEvent, createAnalytics } from './analytics';
import { trackTagClicks } from './analytics-click-tracking';

const now = new Date('2026-03-02T10:00:00Z');

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function setup() {
  const dataLayer: AnalyticsEvent[] = [];
  const analytics = createAnalytics({ dataLayer: () => dataLayer });
  analytics.setConsent(createConsent('accept-all', { now }));
  const stop = trackTagClicks(document, analytics);
  return { dataLayer, stop };
}

describe('trackTagClicks', () => {
  it('sends an event with sale type and channel when an element carrying data-tag is clicked', () => {
    sessionStorage.setItem('channel', 'vad');
    sessionStorage.setItem('venteType', 'assistee');
    const { dataLayer, stop } = setup();
    document.body.innerHTML = '<a href="#offres" data-tag="accueil-offres"><span>Nos offres</span></a>';

    document.querySelector('span')?.click();

    expect(dataLayer).toEqual([
      {
        event: 'gtmEvent',
        eventCategory: 'clic',
        eventAction: 'accueil-offres',
        tag: 'accueil-offres',
        channel: 'vad',
        venteType: 'assistee',
      },
    ]);
    stop();
  });

  it('uses the defaults when the session holds nothing', () => {
    const { dataLayer, stop } = setup();
    document.body.innerHTML = '<button type="button" data-tag="souscrire">Souscrire</button>';
    document.querySelector('button')?.click();
    expect(dataLayer[0]).toMatchObject({ channel: 'site-voltaire', venteType: 'autonome' });
    stop();
  });

  it('ignores clicks elsewhere, and stops when removed', () => {
    const { dataLayer, stop } = setup();
    document.body.innerHTML = '<button type="button">Sans tag</button><p data-tag="x">Tag</p>';
    document.querySelector('button')?.click();
    stop();
    document.querySelector('p')?.click();
    expect(dataLayer).toEqual([]);
  });
});
