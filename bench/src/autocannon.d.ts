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
      /** Run once with these settings before the measured run; its figures are discarded. */
      warmup?: { connections?: number; duration?: number };
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
