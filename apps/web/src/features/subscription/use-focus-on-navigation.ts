import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The heading takes the focus after a client-side navigation (not on the first load), once the shell has
 * focused the main landmark: a screen reader user hears where they arrived. A visitor who has already gone
 * into the step's form by then (the frame comes late on a busy device) keeps their place: the key they press
 * next is meant for that field, not for the heading.
 */
export function useFocusOnNavigation(key: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location or a new state is what moves the focus.
  useEffect(() => {
    if (location.key === 'default') return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement?.closest('form')) return;
      heading.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, key]);
  return heading;
}
