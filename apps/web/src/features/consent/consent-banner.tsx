import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { siteIdentity } from '../../app/site-identity';
import styles from './consent-banner.module.css';
import type { ConsentStore } from './consent-store';

export const CONSENT_BANNER_TITLE = 'Vos choix en matière de cookies';

/**
 * The cookie banner of a first visit (CNIL, DECISIONS §2): « Tout accepter », « Tout refuser » and
 * « Personnaliser » are three buttons of the same style, size and level, so refusing is exactly as easy and
 * as visible as accepting. It is a labelled region fixed at the bottom of the viewport, out of the flow, so its
 * arrival never moves the page (CLS 0); it comes first in the DOM, so keyboard users reach it right after the
 * skip link. Its height is reserved below the footer (`--consent-banner-height`), so that the end of the
 * page can still be scrolled into view above it. Ignoring it counts as a refusal.
 *
 * Plain React and a CSS module: it is part of the cold load of every page.
 */
export function ConsentBanner({ store, onDecided }: { store: ConsentStore; onDecided: () => void }) {
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, []);
  const decide = (choice: () => Promise<void>) => () => {
    void choice().then(onDecided);
  };
  return (
    <section
      ref={banner}
      className={styles.banner}
      aria-labelledby="bandeau-cookies-titre"
      onPointerEnter={store.prepare}
      onFocus={store.prepare}
    >
      <div className={styles.inner}>
        <h2 id="bandeau-cookies-titre" className={styles.title}>
          {CONSENT_BANNER_TITLE}
        </h2>
        <p className={styles.text}>
          Avec votre accord, {siteIdentity.brand} et ses partenaires utilisent des cookies pour mesurer
          l’audience du site, comparer des versions de nos pages, détecter les erreurs et vous proposer une
          discussion en direct. Sans choix de votre part, aucun de ces cookies n’est déposé. Vous pouvez
          changer d’avis à tout moment depuis le lien «&nbsp;Gestion des cookies&nbsp;» en bas de page.{' '}
          <Link to="/cookies">En savoir plus sur les cookies</Link>
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.choice} onClick={decide(store.acceptAll)}>
            Tout accepter
          </button>
          <button type="button" className={styles.choice} onClick={decide(store.refuseAll)}>
            Tout refuser
          </button>
          <button type="button" className={styles.choice} onClick={store.openPreferences}>
            Personnaliser
          </button>
        </div>
      </div>
    </section>
  );
}
