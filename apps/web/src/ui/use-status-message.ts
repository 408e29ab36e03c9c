import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The confirmation a list page shows after a save on another page: passed in the navigation state. */
export interface FlashState {
  flash?: string;
}

/**
 * A page's status message: first the one left by the previous page (« Prédicat … créé. »), then whatever the
 * page says. The focus moves to the message when there is one on arrival, so that keyboard and screen reader
 * users land on it; it is dropped from the history entry, so that a reload does not repeat it.
 */
export function useStatusMessage<E extends HTMLElement>() {
  const location = useLocation();
  const [message, setMessage] = useState(() => (location.state as FlashState | null)?.flash ?? '');
  const ref = useRef<E>(null);
  const hadFlash = useRef(message !== '');
  useEffect(() => {
    if (!hadFlash.current) return;
    const { state } = window.history;
    if (state && typeof state === 'object' && 'usr' in state)
      window.history.replaceState({ ...state, usr: null }, '');
    // After the layout has focused the main landmark for the new page (parents' effects run after ours).
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return { message, setMessage, ref };
}
