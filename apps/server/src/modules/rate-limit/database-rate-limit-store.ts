import { rateLimitKey } from './rate-limit.service.js';

type Counter = (key: string, windowMs: number) => Promise<{ count: number; remainingMs: number }>;
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for `@fastify/rate-limit` over our database counters: the per-route limits
 * (`config: { rateLimit }`) are then shared by every instance and every cluster worker, as the
 * service's own limits are. The plugin's default store counts in process memory.
 */
export function databaseRateLimitStore(count: Counter) {
  return class DatabaseRateLimitStore {
    private readonly route: string;

    constructor(params: RouteParams = {}) {
      const { method, url } = params.routeInfo ?? {};
      this.route = url ? `${[method].flat().join(',')} ${url}` : 'global';
    }

    incr(subject: string, callback: Callback, timeWindow: number): void {
      count(rateLimitKey(`route:${this.route}`, subject), timeWindow).then(
        ({ count: current, remainingMs }) => callback(null, { current, ttl: remainingMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: RouteParams) {
      return new DatabaseRateLimitStore(params);
    }
  };
}
