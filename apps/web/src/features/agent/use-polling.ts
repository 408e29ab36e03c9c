import { useEffect, useRef } from 'react';

/** How often the workspace asks for news while it is in view. */
export const POLL_INTERVAL_MS = 10_000;

/**
 * Calls `tick` every `intervalMs` while the page is visible, and at once when it becomes visible again: a
 * workspace left in a background tab asks nothing of the server.
 */
export function usePolling(tick: () => void, intervalMs = POLL_INTERVAL_MS) {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    const isVisible = () => document.visibilityState === 'visible';
    const timer = setInterval(() => {
      if (isVisible()) latest.current();
    }, intervalMs);
    const onVisibilityChange = () => {
      if (isVisible()) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs]);
}
