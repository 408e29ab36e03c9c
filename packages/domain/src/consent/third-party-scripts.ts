import type { ConsentCategory } from './consent-categories.js';

export type AppEnvironment = 'dev' | 'integ' | 'preprod' | 'prod';

export interface ThirdPartyScriptSettings {
  appEnv: AppEnvironment;
  tagManagerUrl?: string;
  abTestingUrl?: string;
  monitoringUrl?: string;
  liveChatUrl?: string;
}

export interface ThirdPartyScript {
  id: 'tagManager' | 'abTesting' | 'monitoring' | 'liveChat';
  src: string;
  /** The script loads only once this category is consented to (CNIL: nothing before a choice). */
  consentCategory: ConsentCategory;
}

/**
 * SPEC §2: the tag manager is injected; the A/B testing script only when configured and the
 * environment is preprod or prod; the monitoring snippet once the environment is not dev;
 * the live chat when configured.
 */
export function thirdPartyScripts(settings: ThirdPartyScriptSettings): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (settings.tagManagerUrl) {
    scripts.push({ id: 'tagManager', src: settings.tagManagerUrl, consentCategory: 'analytics' });
  }
  if (settings.abTestingUrl && (settings.appEnv === 'preprod' || settings.appEnv === 'prod')) {
    scripts.push({ id: 'abTesting', src: settings.abTestingUrl, consentCategory: 'abTesting' });
  }
  if (settings.monitoringUrl && settings.appEnv !== 'dev') {
    scripts.push({ id: 'monitoring', src: settings.monitoringUrl, consentCategory: 'monitoring' });
  }
  if (settings.liveChatUrl) {
    scripts.push({ id: 'liveChat', src: settings.liveChatUrl, consentCategory: 'liveChat' });
  }
  return scripts;
}

/** The origins a Content-Security-Policy must allow for exactly these scripts. */
export function scriptOrigins(scripts: readonly ThirdPartyScript[]): string[] {
  return [...new Set(scripts.map((script) => new URL(script.src).origin))];
}
