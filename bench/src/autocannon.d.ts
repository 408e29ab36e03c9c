// autocannon ships no type definitions; this declares only the part of its programmatic API the
// benchmarks use (https://github.com/mcollina/autocannon#api).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      pipelining?: number;
      /** Seconds to wait for each response. */
      timeout?: number;
      title?: string;
      /** A sequence each connection goes through in a loop, carrying a per-connection `context`. */
      requests?: SequenceRequest[];
      /** Run once with these settings before the measured run; its figures are discarded. */
      warmup?: { connections?: number; duration?: number };
    }

    interface SequenceRequest {
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Returns the request to send, or a falsy value to start the sequence over. */
      // biome-ignore lint/suspicious/noExplicitAny: autocannon's context is whatever the caller keeps in it.
      setupRequest?: (request: Record<string, unknown>, context: any) => Record<string, unknown> | undefined;
      onResponse?: (
        status: number,
        body: string,
        // biome-ignore lint/suspicious/noExplicitAny: as above.
        context: any,
        headers: Record<string, string | string[]>,
      ) => void;
    }

    /** hdr-histogram-percentiles-obj: every figure for one statistic. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p2_5: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Result {
      title?: string;
      url: string;
      requests: Histogram;
      /** Milliseconds. */
      latency: Histogram;
      /** Bytes per second. */
      throughput: Histogram;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
