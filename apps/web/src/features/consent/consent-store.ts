import type { Consent, ConsentLifetimes, ConsentMode } from '@voltaire/domain';
import type { Analytics } from '../../app/analytics';
import type { HttpClient } from '../../app/http-client';
import type { ThirdPartyScriptLoader } from '../../app/third-party-scripts';
import {
  browserCookieJar,
  browserLocation,
  type CookieJar,
  hasReadableCookie,
  type PageLocation,
} from './cookie-jar';

/**
 * The visitor's cookie choice, as an external store the shell subscribes to (useSyncExternalStore).
 *
 * It sits on the cold load of every page, so it stays tiny: the rules that read and write the cookie
 * (@voltaire/domain's, which bring zod) load on demand from `consent-rules.ts`, i.e. only when a cookie is
 * already there or when the visitor chooses. With no readable cookie — a first visit — the banner shows at
 * once without loading them. Hovering or focusing the banner starts loading them, so a click is instant.
 *
 * Each known choice goes to the analytics helper (which records the consent mode), to the server as a proof
 * (new choices only), and to the third-party script loader: nothing loads before a choice.
 */

/** `unknown` until the cookie was read; `undecided` shows the banner (no choice yet, which counts as refusal). */
export type ConsentStatus = 'unknown' | 'undecided' | 'decided';

export interface ConsentState {
  status: ConsentStatus;
  consent: Consent | null;
  isPreferencesOpen: boolean;
}

export type ConsentCategoriesChoice = NonNullable<Consent['categories']>;

export interface ConsentStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConsentState;
  /** The state the page was first rendered with (by the server, when it rendered it): hydration starts there. */
  getServerSnapshot(): ConsentState;
  /** Reads the stored choice; call once the page is in the browser (effects). */
  start(): Promise<void>;
  acceptAll(): Promise<void>;
  refuseAll(): Promise<void>;
  /** A custom choice per category: true, false or a `;`-separated list of sub-items. */
  saveChoices(categories: ConsentCategoriesChoice): Promise<void>;
  openPreferences(): void;
  closePreferences(): void;
  /** Starts loading the consent rules ahead of a click. */
  prepare(): void;
}

export const INITIAL_CONSENT_STATE: ConsentState = {
  status: 'unknown',
  consent: null,
  isPreferencesOpen: false,
};

type ConsentRules = typeof import('./consent-rules');

export interface ConsentStoreOptions {
  analytics: Analytics;
  http: HttpClient;
  cookies?: CookieJar;
  location?: () => PageLocation;
  now?: () => Date;
  lifetimes?: ConsentLifetimes;
  warn?: (message: string) => void;
  loadRules?: () => Promise<ConsentRules>;
  /** When a choice withdraws the consent of a script already loaded; default: reload the page. */
  onWithdrawal?: () => void;
  /**
   * `undecided` when the server that rendered the page saw no consent cookie at all (a first visit): the banner
   * is then in the first HTML. Default `unknown`: the cookie is read in the browser.
   */
  initialStatus?: Extract<ConsentStatus, 'unknown' | 'undecided'>;
}

export function createConsentStore({
  analytics,
  http,
  cookies,
  location = browserLocation,
  now = () => new Date(),
  lifetimes,
  warn = (message) => console.warn(message),
  loadRules = () => import('./consent-rules'),
  onWithdrawal,
  initialStatus = 'unknown',
}: ConsentStoreOptions): ConsentStore {
  const initialState =
    initialStatus === 'unknown' ? INITIAL_CONSENT_STATE : { ...INITIAL_CONSENT_STATE, status: initialStatus };
  let state = initialState;
  let started = false;
  let rules: Promise<ConsentRules> | undefined;
  let scripts: ThirdPartyScriptLoader | undefined;
  const listeners = new Set<() => void>();

  const jar = () => cookies ?? browserCookieJar();
  const context = () => ({
    cookies: jar(),
    location: location(),
    now: now(),
    ...(lifetimes ? { lifetimes } : {}),
    warn,
  });

  function update(next: Partial<ConsentState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function prepare() {
    rules ??= loadRules().catch((error: unknown) => {
      rules = undefined;
      throw error;
    });
    return rules;
  }

  function preload() {
    prepare().catch(() => undefined);
  }

  function apply(loaded: ConsentRules, consent: Consent) {
    scripts ??= loaded.createThirdPartyScriptLoader({ http, ...(onWithdrawal ? { onWithdrawal } : {}) });
    void scripts.sync(consent);
  }

  async function choose(mode: ConsentMode, categories?: ConsentCategoriesChoice) {
    const loaded = await prepare().catch((error: unknown) => warn(String(error)));
    if (!loaded) return;
    const consent = loaded.saveConsent(mode, categories, context());
    update({ status: 'decided', consent, isPreferencesOpen: false });
    analytics.recordConsent(consent);
    apply(loaded, consent);
    await loaded.postConsentProof(http, consent, warn);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    getServerSnapshot: () => initialState,

    async start() {
      if (started) return;
      started = true;
      if (!hasReadableCookie(jar())) {
        update({ status: 'undecided' });
        return;
      }
      const loaded = await prepare().catch((error: unknown) => warn(String(error)));
      const consent = loaded ? loaded.readStoredConsent(context()) : null;
      // A choice made meanwhile (banner clicked while the rules loaded) wins.
      if (state.status === 'decided') return;
      update({ status: consent ? 'decided' : 'undecided', consent });
      analytics.setConsent(consent);
      if (loaded && consent) apply(loaded, consent);
    },

    acceptAll: () => choose('accept-all'),
    refuseAll: () => choose('refuse-all'),
    saveChoices: (categories) => choose('custom', categories),
    openPreferences: () => {
      preload();
      update({ isPreferencesOpen: true });
    },
    closePreferences: () => update({ isPreferencesOpen: false }),
    prepare: preload,
  };
}
