import type { Analytics } from './analytics';

/** The attribute that marks a tracked element: `<a data-tag="accueil-offres" …>`. */
export const TAG_ATTRIBUTE = 'data-tag';

/**
 * SPEC §2: clicking an element carrying a tag attribute (or anything inside one) sends an analytics event;
 * the helper adds sale type and channel. One delegated listener on the document; returns its removal.
 */
export function trackTagClicks(
  root: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  analytics: Analytics,
) {
  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const tagged = target.closest(`[${TAG_ATTRIBUTE}]`);
    const tag = tagged?.getAttribute(TAG_ATTRIBUTE)?.trim();
    if (!tag) return;
    // gtmEvent()'s shape, written out: analytics.ts loads only with the first event (lazy-analytics.ts).
    analytics.track({ event: 'gtmEvent', eventCategory: 'clic', eventAction: tag, tag });
  };
  // Capture phase: the event is recorded even when a handler stops its propagation or navigates.
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
