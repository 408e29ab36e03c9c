import type { Analytics } from './analytics';

const loadAnalytics = async () => (await import('./analytics')).createAnalytics();

/**
 * The analytics helper (analytics.ts) behind a facade that loads its code with the first call: a tagged click,
 * a page's event, or the visitor's consent once known. So a first visit's cold load does not carry it
 * (ADR 0036). Calls keep their order; events still wait for consent in the helper.
 */
export function createLazyAnalytics(load: () => Promise<Analytics> = loadAnalytics): Analytics {
  let helper: Promise<Analytics> | undefined;
  const later = (call: (analytics: Analytics) => void) => {
    helper ??= load().catch((error: unknown) => {
      helper = undefined;
      throw error;
    });
    helper.then(call, (error: unknown) => console.warn('Mesure d’audience indisponible', error));
  };
  return {
    track: (event) => later((analytics) => analytics.track(event)),
    setConsent: (consent) => later((analytics) => analytics.setConsent(consent)),
    recordConsent: (consent) => later((analytics) => analytics.recordConsent(consent)),
  };
}
