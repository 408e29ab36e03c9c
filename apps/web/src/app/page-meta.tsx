import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the meta description and the canonical URL in step with the page (public pages have their own
 * description, see @voltaire/domain's PUBLIC_PAGES). Runs in an effect: nothing touches `document` on render.
 * The descriptions and the code that writes them load as a chunk of their own, off the shell that every cold
 * load fetches.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    let isCurrent = true;
    void import('./page-descriptions').then(({ applyPageMeta }) => {
      if (isCurrent) applyPageMeta(pathname);
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname]);
  return null;
}
