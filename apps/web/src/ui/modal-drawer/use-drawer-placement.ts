import { DRAWER_BOTTOM_BELOW_PX } from '@voltaire/domain';
import { useSyncExternalStore } from 'react';

export type DrawerPlacement = 'right' | 'bottom';

/** Narrower than the domain's threshold (960 px): the drawer comes from the bottom (SPEC §2, §9). */
export const DRAWER_BOTTOM_MEDIA_QUERY = `(max-width: ${DRAWER_BOTTOM_BELOW_PX - 0.02}px)`;

function bottomQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DRAWER_BOTTOM_MEDIA_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = bottomQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const readPlacement = (): DrawerPlacement => (bottomQuery()?.matches ? 'bottom' : 'right');

/** Where the drawer sits for the current window width; follows resizes. Right when it cannot tell. */
export function useDrawerPlacement(): DrawerPlacement {
  return useSyncExternalStore(subscribe, readPlacement, () => 'right');
}
