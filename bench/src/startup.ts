import { stopGracefully } from './child-processes.js';
import { measurePgliteMemory, type PgliteMemory } from './pglite-memory.js';
import { readPeakRssBytes } from './proc-status.js';
import { makeScratchDir, removeScratchDir } from './scratch-dirs.js';
import { type RunningServer, startVoltaire } from './server-processes.js';
import { max, median } from './stats.js';

export interface ServerRun {
  label: string;
  kind: 'first-start' | 'restart';
  /** Spawn → GET /api/health answers 200. */
  readyMs: number;
  /** Spawn → "Voltaire prêt sur …" printed. */
  announcedMs: number | null;
  /** VmHWM just before SIGTERM; null where /proc is unavailable. */
  peakRssBytes: number | null;
  /** SIGTERM → process exit. */
  stopMs: number;
  exitCode: number | null;
  exitSignal: string | null;
  /** True when the process had to be SIGKILLed. */
  stopForced: boolean;
  /** True for the run that carried the throughput tests (its peak RSS includes them). */
  carriedLoad: boolean;
}

export interface StartupResult {
  runs: ServerRun[];
  firstStartMs: number;
  restart: { count: number; medianMs: number; maxMs: number };
  stop: { medianMs: number; maxMs: number };
  peakRssMaxBytes: number | null;
  /** PGlite alone on the same DATA_DIR and on a fresh one; null where it could not be measured. */
  pgliteAlone: PgliteMemory | null;
}

export interface StartupOptions<T> {
  restarts: number;
  /** Runs while the last restart is up, before its peak RSS is read (the throughput tests). */
  duringLastRun?: (server: RunningServer) => Promise<T>;
  log?: (line: string) => void;
}

/**
 * First start on a fresh DATA_DIR, then `restarts` stop/start cycles on the same DATA_DIR. Each run
 * is timed from spawn to the first 200 on /api/health, then stopped with SIGTERM and timed to exit.
 */
export async function runStartupBenchmark<T>({
  restarts,
  duringLastRun,
  log = () => undefined,
}: StartupOptions<T>): Promise<{ startup: StartupResult; carried: T | undefined }> {
  const dataDir = makeScratchDir('voltaire-bench-');
  const runs: ServerRun[] = [];
  let carried: T | undefined;
  let current: RunningServer | undefined;
  let pgliteAlone: PgliteMemory | null = null;
  try {
    for (let index = 0; index <= restarts; index++) {
      const kind = index === 0 ? 'first-start' : 'restart';
      const label = index === 0 ? 'first start (empty DATA_DIR)' : `restart ${index}`;
      const carriesLoad = index === restarts && duringLastRun !== undefined;
      const server = await startVoltaire(dataDir);
      current = server;
      log(`${label}: ready in ${Math.round(server.readyMs)} ms (pid ${server.process.pid})`);
      if (carriesLoad && duringLastRun) carried = await duringLastRun(server);
      const peakRssBytes = (await readPeakRssBytes(server.process.pid)) ?? null;
      const stop = await stopGracefully(server.process);
      runs.push({
        label: carriesLoad ? `${label} + load tests` : label,
        kind,
        readyMs: server.readyMs,
        announcedMs: server.announcedMs ?? null,
        peakRssBytes,
        stopMs: stop.stopMs,
        exitCode: stop.exit.code,
        exitSignal: stop.exit.signal,
        stopForced: stop.forced,
        carriedLoad: carriesLoad,
      });
    }
    log('PGlite alone on the same DATA_DIR, then on a fresh one…');
    pgliteAlone = await measurePgliteMemory(dataDir).catch((error: unknown) => {
      log(`PGlite alone not measured: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
  } finally {
    if (current && !current.process.hasExited()) {
      current.process.child.kill('SIGKILL');
      await current.process.exited;
    }
    removeScratchDir(dataDir);
  }

  const restartTimes = runs.filter((run) => run.kind === 'restart').map((run) => run.readyMs);
  const stopTimes = runs.map((run) => run.stopMs);
  const rssValues = runs.flatMap((run) => (run.peakRssBytes === null ? [] : [run.peakRssBytes]));
  return {
    startup: {
      runs,
      firstStartMs: runs[0]?.readyMs ?? Number.NaN,
      restart: { count: restartTimes.length, medianMs: median(restartTimes), maxMs: max(restartTimes) },
      stop: { medianMs: median(stopTimes), maxMs: max(stopTimes) },
      peakRssMaxBytes: rssValues.length > 0 ? max(rssValues) : null,
      pgliteAlone,
    },
    carried,
  };
}
