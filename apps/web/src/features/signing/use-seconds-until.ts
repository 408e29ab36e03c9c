import { useMemo, useSyncExternalStore } from 'react';

/** Whole seconds left until `instant` (ISO), rounded up; 0 once it has passed or when there is none. */
export function secondsUntil(instant: string | null | undefined, now: number): number {
  if (!instant) return 0;
  const target = Date.parse(instant);
  return Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
}

/** Ticks every second until `instant` has passed, then stops. */
const ticksUntil = (instant: string | null | undefined) => (onTick: () => void) => {
  if (secondsUntil(instant, Date.now()) === 0) return () => {};
  const timer = setInterval(() => {
    onTick();
    if (secondsUntil(instant, Date.now()) === 0) clearInterval(timer);
  }, 1000);
  return () => clearInterval(timer);
};

/**
 * The seconds left until `instant`, ticking every second. A page the server draws shows none: the server's
 * clock is not the visitor's, and the browser counts from its own as soon as the page has hydrated.
 */
export function useSecondsUntil(instant: string | null | undefined): number {
  const subscribe = useMemo(() => ticksUntil(instant), [instant]);
  return useSyncExternalStore(
    subscribe,
    () => secondsUntil(instant, Date.now()),
    () => 0,
  );
}
