import { rateLimitKey } from './rate-limit.service.js';

type Counter = (key: string, windowMs: number) => Promise<{ count: number; remainingMs: number }>;
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreParams {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

const DEFAULT_WINDOW_MS = 60_000;

/**
 * A store for `@fastify/rate-limit` over our database counters: the per-route limits
 * (`config: { rateLimit }`) are then shared by every instance and every cluster worker, as the
 * service's own limits are. The plugin's default store counts in process memory.
 */
export function databaseRateLimitStore(count: Counter) {
  return class DatabaseRateLimitStore {
    readonly route: string;
    readonly windowMs: number;

    /** The plugin's global options, then each route's (its `routeInfo` and `timeWindow` in ms). */
    constructor(options: object = {}) {
      const params = options as StoreParams;
      const { method, url } = params.routeInfo ?? {};
      this.route = url ? `${[method].flat().join(',')} ${url}` : 'global';
      this.windowMs = typeof params.timeWindow === 'number' ? params.timeWindow : DEFAULT_WINDOW_MS;
    }

    /** The plugin passes the route's window as a third argument, which its types leave out. */
    incr(subject: string, callback: Callback, timeWindow: number = this.windowMs): void {
      count(rateLimitKey(`route:${this.route}`, subject), timeWindow).then(
        ({ count: current, remainingMs }) => callback(null, { current, ttl: remainingMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
