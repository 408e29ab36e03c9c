// A longer run of the server's property-based fuzz test (apps/server/test/fuzz.test.ts) in counting mode:
// every operation of the OpenAPI document, BENCH_FUZZ_RUNS requests each. Reports counts; never fails on them.
import { spawnTracked, stopGracefully } from './child-processes.js';
import { repoRoot } from './paths.js';

export interface FuzzResult {
  runsPerOperation: number;
  requests: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  /** One line per operation that answered 5xx or left the French envelope, with a sample request. */
  failingOperations: string[];
  seconds: number;
}

export async function runFuzzBenchmark(log: (line: string) => void): Promise<FuzzResult> {
  const runsPerOperation = Number(process.env.BENCH_FUZZ_RUNS ?? 40);
  const startedAt = performance.now();
  const child = spawnTracked(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', 'apps/server/test/fuzz.test.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, FUZZ_SURVEY: '1', FUZZ_RUNS: String(runsPerOperation), NO_COLOR: '1' },
    },
  );
  const lines: string[] = [];
  let reported = () => {};
  const runReported = new Promise<void>((resolve) => {
    reported = resolve;
  });
  child.onStdoutLine((line) => {
    if (/^\s*fuzz: /.test(line)) lines.push(line.trim());
    if (/^\s*Test Files\s/.test(line)) reported();
  });
  // Once vitest has printed its summary it is done; with its output on a pipe it may not exit by itself.
  await Promise.race([child.exited, runReported]);
  const exit = child.hasExited() ? await child.exited : (await stopGracefully(child, 5_000)).exit;
  const summary = lines
    .map((line) => /^fuzz: (\d+) requests, (\d+) 2xx, (\d+) 4xx, (\d+) 5xx/.exec(line))
    .find(Boolean);
  if (!summary) {
    throw new Error(
      `fuzz run ended (code ${exit.code}) without its summary line: ${child.recentOutput().slice(-800)}`,
    );
  }
  log(summary[0]);
  return {
    runsPerOperation,
    requests: Number(summary[1]),
    status2xx: Number(summary[2]),
    status4xx: Number(summary[3]),
    status5xx: Number(summary[4]),
    failingOperations: lines
      .filter((line) => / failing \(/.test(line))
      .map((line) => line.replace(/^fuzz: /, '')),
    seconds: (performance.now() - startedAt) / 1000,
  };
}
