import { createConsent } from '@voltaire/domain';
import { describe, expect, it } from 'vitest';
import {
  type AnalyticsEvent,
  createAnalytics,
  gtmEvent,
  modalEvent,
  modalSimulEvent,
  stepChangeEvent,
} from './analytics';
import { DEFAULT_ANALYTICS_SESSION, readAnalyticsSession } from './analytics-session';

const now = new Date('2026-03-02T10:00:00Z');
const session = () => ({ channel: 'site-voltaire', venteType: 'autonome' });

function analyticsWithLayer() {
  const dataLayer: AnalyticsEvent[] = [];
  return { dataLayer, analytics: createAnalytics({ dataLayer: () => dataLayer, session }) };
}

describe('createAnalytics', () => {
  it('keeps events in the page until a choice: nothing reaches the dataLayer', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.track({ event: 'gtmEvent', eventAction: 'voir-offres' });
    expect(dataLayer).toEqual([]);
  });

  it('hands the waiting events over once analytics is accepted, then sends the next ones directly', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.track({ event: 'gtmEvent', eventAction: 'avant' });

    analytics.setConsent(createConsent('accept-all', { now }));
    analytics.track({ event: 'gtmEvent', eventAction: 'après' });

    expect(dataLayer.map((event) => event.eventAction)).toEqual(['avant', 'après']);
  });

  it('drops the waiting events and every later one after a refusal', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.track({ event: 'gtmEvent', eventAction: 'avant' });
    analytics.setConsent(createConsent('refuse-all', { now }));
    analytics.track({ event: 'gtmEvent', eventAction: 'après' });
    analytics.setConsent(createConsent('accept-all', { now }));

    expect(dataLayer.map((event) => event.eventAction)).toEqual([]);
  });

  it('follows the analytics category of a custom choice', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.setConsent(
      createConsent('custom', { now, categories: { analytics: 'audience', advertising: true } }),
    );
    analytics.track({ event: 'gtmEvent' });
    analytics.setConsent(
      createConsent('custom', { now, categories: { analytics: false, advertising: true } }),
    );
    analytics.track({ event: 'gtmEvent' });
    expect(dataLayer).toHaveLength(1);
  });

  it('adds sale type and channel to every event', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.setConsent(createConsent('accept-all', { now }));
    analytics.track({ event: 'gtmEvent' });
    expect(dataLayer[0]).toEqual({ event: 'gtmEvent', channel: 'site-voltaire', venteType: 'autonome' });
  });

  it('records the consent mode through the dataLayer when all is accepted', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.recordConsent(createConsent('accept-all', { now }));
    expect(dataLayer).toEqual([expect.objectContaining({ event: 'consentMode', consentMode: 'accept-all' })]);
  });

  it('sends nothing when all is refused', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.recordConsent(createConsent('refuse-all', { now }));
    expect(dataLayer).toEqual([]);
  });

  it('pushes to window.dataLayer by default', () => {
    const target = globalThis as { dataLayer?: unknown[] };
    delete target.dataLayer;
    const analytics = createAnalytics({ session });
    analytics.setConsent(createConsent('accept-all', { now }));
    analytics.track({ event: 'gtmEvent' });
    expect(target.dataLayer).toEqual([expect.objectContaining({ event: 'gtmEvent' })]);
    delete target.dataLayer;
  });
});

describe('product events', () => {
  it('names them gtmEvent, modalEvent, modalSimulEvent and {product}StepChange', () => {
    const { dataLayer, analytics } = analyticsWithLayer();
    analytics.setConsent(createConsent('accept-all', { now }));

    gtmEvent(analytics, { eventCategory: 'offres', eventAction: 'choisir', eventLabel: 'verte' });
    modalEvent(analytics, { modalName: 'simulateur', modalAction: 'open' });
    modalSimulEvent(analytics, { simulationStep: 'logement', simulationValue: 'appartement' });
    stepChangeEvent(analytics, 'electricity', { step: 'titulaire', stepNumber: 2 });

    expect(dataLayer.map((event) => event.event)).toEqual([
      'gtmEvent',
      'modalEvent',
      'modalSimulEvent',
      'electricityStepChange',
    ]);
    expect(dataLayer[3]).toMatchObject({ step: 'titulaire', stepNumber: 2, venteType: 'autonome' });
  });
});

describe('readAnalyticsSession', () => {
  it('defaults to the provider’s own site and an autonomous sale', () => {
    expect(readAnalyticsSession(sessionStorageWith({}))).toEqual(DEFAULT_ANALYTICS_SESSION);
    expect(DEFAULT_ANALYTICS_SESSION).toEqual({ channel: 'site-voltaire', venteType: 'autonome' });
  });

  it('reads channel, subscriptionChannel and venteType from session storage', () => {
    const storage = sessionStorageWith({
      channel: 'comparateur',
      subscriptionChannel: 'web',
      venteType: 'assistee',
    });
    expect(readAnalyticsSession(storage)).toEqual({
      channel: 'comparateur',
      subscriptionChannel: 'web',
      venteType: 'assistee',
    });
  });

  it('falls back to the defaults when the storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readAnalyticsSession(broken)).toEqual(DEFAULT_ANALYTICS_SESSION);
    expect(readAnalyticsSession(undefined)).toEqual(DEFAULT_ANALYTICS_SESSION);
  });
});

function sessionStorageWith(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}
