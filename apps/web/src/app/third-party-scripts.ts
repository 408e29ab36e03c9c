import { type Consent, isConsentGiven, type ThirdPartyScript } from '@voltaire/domain';
import type { ApiEnvelope, HttpClient } from './http-client';

/**
 * Loads the third-party scripts of SPEC §2 (tag manager, A/B testing, monitoring, live chat) under consent
 * (CNIL, DECISIONS §2).
 *
 * - The server decides which scripts exist for this environment (domain `thirdPartyScripts`) and allows
 *   exactly their origins in its CSP; the list is read once from `gateway-config/availables`, and only once a
 *   choice allows something: nothing is requested before a choice, nor after a refusal of everything.
 * - A script is injected (`<script src async>`) only when `isConsentGiven(consent, script.consentCategory)`;
 *   a later acceptance loads it without a reload.
 * - A loaded script cannot be unloaded. When a choice withdraws the consent a loaded script depended on,
 *   `onWithdrawal` runs: by default the page reloads, so the script is gone at once (the preferences screen
 *   says so before the visitor saves). Withdrawal of a category whose script never loaded changes nothing
 *   but future loading.
 */
export const CLIENT_CONFIG_PATH = '/api/node/v1/gateway-config/availables';

/** Marks the injected elements; the value is the script's id. */
export const THIRD_PARTY_SCRIPT_ATTRIBUTE = 'data-third-party-script';

export interface ClientConfig {
  appEnv: string;
  brandName: string;
  scripts: ThirdPartyScript[];
}

export interface ThirdPartyScriptLoader {
  /** Applies a (new) consent: injects what it allows, and calls `onWithdrawal` when it withdraws a loaded one. */
  sync(consent: Consent | null): Promise<void>;
}

export interface ThirdPartyScriptLoaderOptions {
  http: HttpClient;
  document?: Document;
  onWithdrawal?: () => void;
  warn?: (message: string) => void;
}

function allowsAnything(consent: Consent | null): consent is Consent {
  return consent !== null && consent.mode !== 'refuse-all';
}

export function createThirdPartyScriptLoader({
  http,
  document: doc = globalThis.document,
  onWithdrawal = () => globalThis.location.reload(),
  warn = (message) => console.warn(message),
}: ThirdPartyScriptLoaderOptions): ThirdPartyScriptLoader {
  let scripts: Promise<ThirdPartyScript[]> | undefined;
  /** The latest consent: a slower, older `sync` must not inject what a newer choice refused. */
  let current: Consent | null = null;
  const loaded = new Map<ThirdPartyScript['id'], ThirdPartyScript>();

  function readScripts(): Promise<ThirdPartyScript[]> {
    scripts ??= http.get<ApiEnvelope<ClientConfig>>(CLIENT_CONFIG_PATH).then(
      (body) => (Array.isArray(body?.data?.scripts) ? body.data.scripts : []),
      (error: unknown) => {
        scripts = undefined; // read again on the next choice
        warn(
          `Configuration des scripts tiers illisible : ${error instanceof Error ? error.message : String(error)}`,
        );
        return [];
      },
    );
    return scripts;
  }

  function inject(script: ThirdPartyScript) {
    const existing = doc.querySelector(`script[${THIRD_PARTY_SCRIPT_ATTRIBUTE}="${script.id}"]`);
    if (!existing) {
      const element = doc.createElement('script');
      element.src = script.src;
      element.async = true;
      element.setAttribute(THIRD_PARTY_SCRIPT_ATTRIBUTE, script.id);
      doc.head.append(element);
    }
    loaded.set(script.id, script);
  }

  return {
    async sync(consent) {
      current = consent;
      const withdrawn = [...loaded.values()].some(
        (script) => !isConsentGiven(consent, script.consentCategory),
      );
      if (withdrawn) {
        onWithdrawal();
        return;
      }
      if (!allowsAnything(consent)) return;
      const available = await readScripts();
      for (const script of available) {
        if (!loaded.has(script.id) && isConsentGiven(current, script.consentCategory)) inject(script);
      }
    },
  };
}
