import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ConsentManager } from '../features/consent/consent-manager';
import { trackTagClicks } from './analytics-click-tracking';
import { useAppServices } from './app-services';
import { FlashMessagesSlot } from './flash-messages-slot';
import { PageMeta } from './page-meta';
import styles from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useUtmGatewayRouting } from './utm-gateway-routing';

export const MAIN_CONTENT_ID = 'contenu';

/**
 * The shell around every public page: skip link, cookie banner (first visit), header, main landmark (with the
 * flash messages a redirect left), footer.
 * It also loads the consented third-party scripts, tracks clicks on `data-tag` elements, and follows a
 * comparator's gateway when the visit starts with its UTM parameters.
 */
export function RootLayout() {
  const { analytics } = useAppServices();
  useEffect(() => trackTagClicks(document, analytics), [analytics]);
  useUtmGatewayRouting();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        Aller au contenu
      </a>
      <PageMeta />
      <ConsentManager mainContentId={MAIN_CONTENT_ID} />
      <SiteHeader />
      <MainContent />
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Moves focus to the main landmark after each client-side navigation (not on the first load), unless the visitor
 * is already in a form of the new page: the effect can come late on a busy device, and their next key is theirs.
 */
function MainContent() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (document.activeElement?.closest('form')) return;
    main.current?.focus();
  }, [pathname]);
  return (
    <main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <FlashMessagesSlot />
      <Outlet />
    </main>
  );
}
