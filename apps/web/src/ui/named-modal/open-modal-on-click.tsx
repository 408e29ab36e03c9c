import { useEffect } from 'react';
import { listenToOpenModalClicks } from './open-modal';

/** Installs, while mounted, the one delegated click listener for `data-open-modal` elements. */
export function OpenModalOnClick() {
  useEffect(() => listenToOpenModalClicks(document), []);
  return null;
}
