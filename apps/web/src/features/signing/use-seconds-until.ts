import { useEffect, useState } from 'react';

/** Whole seconds left until `instant` (ISO), rounded up; 0 once it has passed or when there is none. */
export function secondsUntil(instant: string | null | undefined, now: number): number {
  if (!instant) return 0;
  const target = Date.parse(instant);
  return Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
}

/** The seconds left until `instant`, ticking every second while there are some. */
export function useSecondsUntil(instant: string | null | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(instant, Date.now()));
  useEffect(() => {
    setSeconds(secondsUntil(instant, Date.now()));
    if (secondsUntil(instant, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const left = secondsUntil(instant, Date.now());
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [instant]);
  return seconds;
}
