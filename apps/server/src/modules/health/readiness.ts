import type { DatabaseHandle } from '../../db/database.js';

export interface ReadinessOptions {
  /** How often the background check pings the database. */
  intervalMs?: number;
  /** A ping slower than this counts as down. */
  timeoutMs?: number;
}

export interface Readiness {
  /** The cached state: a fault or a closed database at once, otherwise the last background ping. */
  isUp(): Promise<boolean>;
  /** A real round trip to the database now (the deep check for orchestrators); updates the cache. */
  check(): Promise<boolean>;
  start(): void;
  stop(): void;
}

/**
 * `/api/health` is polled by load balancers many times a second: it answers from a state refreshed in the
 * background (one `select 1` per interval) instead of a database round trip per call. A fault or a closed
 * handle is seen at once; a database that stops answering is seen within one interval plus the timeout.
 */
export function createReadiness(
  database: Pick<DatabaseHandle, 'ping' | 'isUsable'>,
  { intervalMs = 1_000, timeoutMs = 2_000 }: ReadinessOptions = {},
): Readiness {
  let last: { up: boolean; at: number } | undefined;
  let inFlight: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const check = (): Promise<boolean> => {
    inFlight ??= database
      .ping(timeoutMs)
      .then(
        () => true,
        () => false,
      )
      .then((up) => {
        last = { up, at: performance.now() };
        inFlight = undefined;
        return up;
      });
    return inFlight;
  };

  return {
    check,
    async isUp() {
      if (!database.isUsable()) return false;
      // Before the first background ping, or when the loop has fallen behind, ask the database itself.
      if (!last || performance.now() - last.at > intervalMs + timeoutMs) return check();
      return last.up;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void check(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
