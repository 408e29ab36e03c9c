import type { TrackedProcess } from './child-processes.js';
import { httpGet } from './http-get.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 30 s, or BENCH_READY_TIMEOUT_MS on a machine loaded by others (a first start then takes longer). */
const DEFAULT_READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS) || 30_000;

/**
 * Polls `url` every `intervalMs` until it answers 200 and returns the time since the process was
 * spawned, in ms. Fails if the process exits first or nothing answers within `timeoutMs`.
 */
export async function waitUntilReady(
  tracked: TrackedProcess,
  url: string,
  { intervalMs = 20, timeoutMs = DEFAULT_READY_TIMEOUT_MS }: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  const deadline = tracked.spawnedAt + timeoutMs;
  let lastProblem = 'no answer yet';
  while (performance.now() < deadline) {
    if (tracked.hasExited()) {
      const exit = await tracked.exited;
      throw new Error(
        `process ${tracked.pid} exited (code ${exit.code}, signal ${exit.signal}) before ${url} answered 200\n` +
          tracked.recentOutput(),
      );
    }
    const attemptAt = performance.now();
    try {
      const { status } = await httpGet(url, 1_000);
      if (status === 200) return performance.now() - tracked.spawnedAt;
      lastProblem = `HTTP ${status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(Math.max(0, intervalMs - (performance.now() - attemptAt)));
  }
  throw new Error(
    `${url} did not answer 200 within ${timeoutMs} ms (${lastProblem})\n${tracked.recentOutput()}`,
  );
}
