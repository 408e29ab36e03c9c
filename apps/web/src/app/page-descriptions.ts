import { canonicalUrl, describePage } from '@voltaire/domain';

// A chunk of its own, loaded by page-meta.tsx after the first paint.

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

/** The meta description and the canonical URL of the page at `pathname`. */
export function applyPageMeta(pathname: string) {
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
}
