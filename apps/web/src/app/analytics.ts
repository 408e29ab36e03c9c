import { type Consent, isConsentGiven } from '@voltaire/domain';
import { type AnalyticsSession, browserSessionStorage, readAnalyticsSession } from './analytics-session';

/**
 * The analytics helper: a dataLayer-style queue in front of `window.dataLayer` (the tag manager's input).
 *
 * - Nothing leaves the page without consent to the `analytics` category (CNIL, DECISIONS §2): events tracked
 *   before a choice wait in memory, are handed to `window.dataLayer` once analytics is allowed, and are
 *   dropped when it is refused. After a refusal, events are dropped as they come.
 * - Every event carries the analytics session info (sale type and channel, SPEC §3).
 * - `recordConsent` is the consent recording of SPEC §7: the consent mode goes through the dataLayer (when
 *   analytics is allowed). The consent store also posts the server-side proof (`consent-rules.ts`).
 *
 * Nothing here touches `window` at module load.
 */

/** One entry of the dataLayer; `event` names it. */
export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

export interface Analytics {
  /** Queues, sends or drops the event according to the current consent. */
  track(event: AnalyticsEvent): void;
  /** Tells the helper the visitor's consent (null: no choice yet, which counts as refusal). */
  setConsent(consent: Consent | null): void;
  /** Records a choice: applies it, then sends the consent mode (through the dataLayer when allowed). */
  recordConsent(consent: Consent): void;
}

/** Events waiting for a choice; past this, the oldest are dropped. */
export const MAX_QUEUED_EVENTS = 100;

export interface AnalyticsOptions {
  /** Where allowed events go; defaults to `window.dataLayer` (created when missing). */
  dataLayer?: () => AnalyticsEvent[];
  session?: () => AnalyticsSession;
}

type DataLayerWindow = { dataLayer?: AnalyticsEvent[] };

function browserDataLayer(): AnalyticsEvent[] {
  const target = globalThis as DataLayerWindow;
  target.dataLayer ??= [];
  return target.dataLayer;
}

function browserSession(): AnalyticsSession {
  return readAnalyticsSession(browserSessionStorage());
}

export function createAnalytics({
  dataLayer = browserDataLayer,
  session = browserSession,
}: AnalyticsOptions = {}): Analytics {
  let consent: Consent | null = null;
  let queue: AnalyticsEvent[] = [];

  const isAllowed = () => isConsentGiven(consent, 'analytics');

  function push(event: AnalyticsEvent) {
    dataLayer().push(event);
  }

  function track(event: AnalyticsEvent) {
    const enriched: AnalyticsEvent = { ...session(), ...event };
    if (isAllowed()) push(enriched);
    else if (consent === null) queue = [...queue, enriched].slice(-MAX_QUEUED_EVENTS);
  }

  function setConsent(next: Consent | null) {
    consent = next;
    if (next === null) return;
    const waiting = queue;
    queue = [];
    if (isAllowed()) for (const event of waiting) push(event);
  }

  function recordConsent(choice: Consent) {
    setConsent(choice);
    track({ event: 'consentMode', consentMode: choice.mode });
  }

  return { track, setConsent, recordConsent };
}

/* Product events (SPEC §3). Their payloads are not shown by SPEC: these are ours, typed. */

/** A generic interaction: category / action / optional label. Also what a `data-tag` click sends. */
export function gtmEvent(
  analytics: Analytics,
  payload: { eventCategory: string; eventAction: string; eventLabel?: string; tag?: string },
) {
  analytics.track({ event: 'gtmEvent', ...payload });
}

/** A modal (drawer or popup) opened or closed. */
export function modalEvent(
  analytics: Analytics,
  payload: { modalName: string; modalAction: 'open' | 'close' },
) {
  analytics.track({ event: 'modalEvent', ...payload });
}

/** A step of the consumption simulator shown in a modal. */
export function modalSimulEvent(
  analytics: Analytics,
  payload: { simulationStep: string; simulationValue?: string | number },
) {
  analytics.track({ event: 'modalSimulEvent', ...payload });
}

/** `{product}StepChange`: a journey moved to a step, e.g. `electricityStepChange`. */
export function stepChangeEvent<Product extends string>(
  analytics: Analytics,
  product: Product,
  payload: { step: string; stepNumber?: number; energy?: string },
) {
  const event: `${Product}StepChange` = `${product}StepChange`;
  analytics.track({ event, ...payload });
}
