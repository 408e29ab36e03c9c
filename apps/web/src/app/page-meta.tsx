import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Sets or creates the `<head>` element that `selector` finds. */
function upsertHeadElement(
  selector: string,
  create: () => HTMLElement,
  apply: (element: HTMLElement) => void,
) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  apply(element);
}

/**
 * Keeps the meta description and the canonical URL in step with the page (public pages have their own
 * description, see @voltaire/domain's PUBLIC_PAGES). Runs in an effect: nothing touches `document` on render.
 * The descriptions load as a chunk of their own, off the shell that every cold load fetches.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    let isCurrent = true;
    void import('./page-descriptions').then(({ canonicalUrl, describePage }) => {
      if (!isCurrent) return;
      upsertHeadElement(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        (meta) => meta.setAttribute('content', describePage(pathname)),
      );
      upsertHeadElement(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        (link) => link.setAttribute('href', canonicalUrl(window.location.origin, pathname)),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname]);
  return null;
}
