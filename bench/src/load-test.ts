import autocannon from 'autocannon';

/** The same settings for every endpoint, so the figures of one run compare. */
export const LOAD_SETTINGS = {
  connections: 50,
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: 8,
  timeoutSeconds: 10,
} as const;

export interface LoadFigures {
  url: string;
  /** Mean of the per-second request counts of the measured run (warm-up excluded). */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  /** Responses whose status was not 2xx. */
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
}

/** autocannon against one URL: warm-up, then the measured run. */
export async function runLoad(url: string, post?: { body: string }): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    ...(post ? { method: 'POST', body: post.body, headers: { 'content-type': 'application/json' } } : {}),
    connections: LOAD_SETTINGS.connections,
    pipelining: LOAD_SETTINGS.pipelining,
    duration: LOAD_SETTINGS.durationSeconds,
    timeout: LOAD_SETTINGS.timeoutSeconds,
    warmup: { connections: LOAD_SETTINGS.connections, duration: LOAD_SETTINGS.warmupSeconds },
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = Number(stats.count);
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
  };
}
