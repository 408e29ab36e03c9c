import { lazy, Suspense, useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { useAppServices } from '../../app/app-services';
import { ConsentBanner } from './consent-banner';
import type { ConsentState, ConsentStore } from './consent-store';

const ConsentPreferences = lazy(async () => ({
  default: (await import('./consent-preferences')).ConsentPreferences,
}));

export function useConsentState(store: ConsentStore): ConsentState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/**
 * Mounted once in the shell: reads the stored choice, shows the banner until a choice is made, and opens the
 * preferences screen on demand (lazily loaded). The store hands every choice to the third-party script loader.
 * `mainContentId`: where focus goes when the control that had it disappears with the banner.
 */
export function ConsentManager({ mainContentId }: { mainContentId: string }) {
  const { consent: store } = useAppServices();
  const state = useConsentState(store);

  // Before the first paint, so that a first visit shows the banner without a jump.
  useLayoutEffect(() => {
    void store.start();
  }, [store]);

  const restoreFocus = useCallback(() => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      document.getElementById(mainContentId)?.focus({ preventScroll: true });
    });
  }, [mainContentId]);

  return (
    <>
      {state.status === 'undecided' ? <ConsentBanner store={store} onDecided={restoreFocus} /> : null}
      {state.isPreferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferences store={store} consent={state.consent} onDecided={restoreFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
