import { useEffect } from 'react';
import { siteIdentity } from '../app/site-identity';

/** Sets the tab title to « <page> – Voltaire Énergie » once the page is mounted (safe for server rendering). */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${siteIdentity.brand}` : siteIdentity.brand;
  }, [pageTitle]);
}
