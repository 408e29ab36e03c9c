import { CAPTCHA_CLEANUP_DELAY_MS } from '@voltaire/domain';
import { useEffect, useEffectEvent, useRef } from 'react';
import styles from './captcha.module.css';

/** The server's ALTCHA challenge (apps/server, captcha module). */
export const CAPTCHA_CHALLENGE_URL = '/api/node/v1/captcha/challenge';

export type CaptchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error';

export interface CaptchaProps {
  /** The base64 payload once verified; null before, and again on error or expiry (SPEC §4). */
  onChange: (value: string | null) => void;
  onStateChange?: (state: CaptchaState) => void;
  /** Name of the hidden input the widget adds for native form posts. */
  name?: string;
  challengeUrl?: string;
  /** Loads the web component; replaced in tests. */
  loadWidget?: () => Promise<unknown>;
}

const loadAltcha = () => import('./load-altcha');

/** How far below the screen the widget starts loading: it is ready by the time the visitor scrolls to it. */
const LOAD_MARGIN = '600px 0px';

/** Calls `load` once `element` comes within LOAD_MARGIN of the screen (at once without IntersectionObserver). */
function whenNearScreen(element: Element, load: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: LOAD_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

interface MountedWidget {
  element: HTMLElement;
  stopListening: () => void;
  cleanupTimer?: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The self-hosted captcha (ALTCHA proof of work; no third-party call). The web component is loaded when its
 * place (reserved in the layout) comes near the screen: a form page is interactive sooner, and the widget's start
 * is no long task of its first seconds. Once unmounted, its element and listeners are released after
 * CAPTCHA_CLEANUP_DELAY_MS (5 s); a remount within that time (e.g. React's strict mode) takes it back.
 */
export function Captcha({
  onChange,
  onStateChange,
  name,
  challengeUrl = CAPTCHA_CHALLENGE_URL,
  loadWidget = loadAltcha,
}: CaptchaProps) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedWidget | null>(null);

  const handleState = useEffectEvent((state: CaptchaState, payload: string | undefined) => {
    onStateChange?.(state);
    onChange(state === 'verified' && payload ? payload : null);
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let isCancelled = false;
    let stopWaiting: () => void = () => undefined;
    const mounted = widget.current;
    if (mounted) {
      clearTimeout(mounted.cleanupTimer);
      mounted.cleanupTimer = undefined;
      mounted.element.setAttribute('challengeurl', challengeUrl);
      if (mounted.element.parentNode !== container) container.append(mounted.element);
    } else {
      stopWaiting = whenNearScreen(container, () =>
        loadWidget().then(
          () => {
            if (isCancelled || widget.current) return;
            const element = document.createElement('altcha-widget');
            element.setAttribute('challengeurl', challengeUrl);
            element.setAttribute('language', 'fr-fr');
            // No footer link to altcha.org, and no logo: ALTCHA's logo is a link hidden from screen readers yet
            // focusable (axe: aria-hidden-focus).
            element.setAttribute('hidefooter', '');
            element.setAttribute('hidelogo', '');
            if (name) element.setAttribute('name', name);
            const listener = (event: Event) => {
              const detail = (event as CustomEvent<{ state: CaptchaState; payload?: string }>).detail;
              if (detail?.state) handleState(detail.state, detail.payload);
            };
            element.addEventListener('statechange', listener);
            container.append(element);
            widget.current = {
              element,
              stopListening: () => element.removeEventListener('statechange', listener),
            };
          },
          (error: unknown) => {
            console.error('Le captcha n’a pas pu être chargé', error);
            if (!isCancelled) handleState('error', undefined);
          },
        ),
      );
    }
    return () => {
      isCancelled = true;
      stopWaiting();
      const current = widget.current;
      if (!current) return;
      current.cleanupTimer = setTimeout(() => {
        current.stopListening();
        current.element.remove();
        if (widget.current === current) widget.current = null;
      }, CAPTCHA_CLEANUP_DELAY_MS);
    };
  }, [challengeUrl, loadWidget, name]);

  return <div ref={host} className={styles.captcha} />;
}
