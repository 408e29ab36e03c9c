import { spawnTracked, type TrackedProcess } from './child-processes.js';
import { findFreePort } from './free-port.js';
import { helloWorldScript, repoRoot, voltaireMain } from './paths.js';
import { waitUntilReady } from './readiness.js';

export const HOST = '127.0.0.1';

export interface RunningServer {
  readonly process: TrackedProcess;
  readonly baseUrl: string;
  /** Spawn → first 200 on the readiness URL, in ms. */
  readonly readyMs: number;
  /** Spawn → the "Voltaire prêt sur …" line on stdout, in ms (Voltaire only, when seen). */
  readonly announcedMs: number | undefined;
}

/** The environment the children get: ours, minus what would change what is measured. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL; // the embedded database in DATA_DIR, unless `extra` names one
  delete env.NODE_OPTIONS; // no loader or inspector injected into the measured process
  return { ...env, ...extra };
}

/** Waits for `url` to answer 200; a process that never gets there is killed before the error propagates. */
async function readyOrKilled(tracked: TrackedProcess, url: string): Promise<number> {
  try {
    return await waitUntilReady(tracked, url);
  } catch (error) {
    tracked.child.kill('SIGKILL');
    await tracked.exited;
    throw error;
  }
}

const READY_LINE = /Voltaire prêt sur http:\/\/localhost:(\d+)/;

/**
 * Starts the built server (`node apps/server/dist/main.js`) on `dataDir` and waits for /api/health;
 * `env` adds variables, e.g. `DATABASE_URL` to run on PostgreSQL.
 */
export async function startVoltaire(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const baseUrl = `http://${HOST}:${port}`;
  const tracked = spawnTracked(process.execPath, [voltaireMain], {
    cwd: repoRoot,
    // PUBLIC_URL is the address the browser of the Lighthouse runs sees: its POSTs come from a trusted origin.
    env: childEnv({
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      ...env,
    }),
  });
  let announcedMs: number | undefined;
  tracked.onStdoutLine((line) => {
    const match = READY_LINE.exec(line);
    if (match && announcedMs === undefined) {
      announcedMs = performance.now() - tracked.spawnedAt;
      if (match[1] !== String(port)) console.warn(`! server announced port ${match[1]}, expected ${port}`);
    }
  });
  const readyMs = await readyOrKilled(tracked, `${baseUrl}/api/health`);
  return { process: tracked, baseUrl, readyMs, announcedMs };
}

/** Starts the bare Fastify reference server (bench/src/hello-world.ts, through tsx) and waits for GET /. */
export async function startHelloWorld(): Promise<RunningServer> {
  const port = await findFreePort();
  const tracked = spawnTracked(process.execPath, ['--import', 'tsx', helloWorldScript], {
    cwd: repoRoot,
    env: childEnv({ PORT: String(port) }),
  });
  const baseUrl = `http://${HOST}:${port}`;
  const readyMs = await readyOrKilled(tracked, `${baseUrl}/`);
  return { process: tracked, baseUrl, readyMs, announcedMs: undefined };
}
