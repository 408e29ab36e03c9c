import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Config } from './config.js';

/**
 * How many API processes to run: one per core on PostgreSQL (or WEB_CONCURRENCY), always one on the
 * embedded database, which only one process may open.
 */
export function workerCount(config: Pick<Config, 'DATABASE_URL' | 'WEB_CONCURRENCY'>): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? availableParallelism();
}

export interface PrimaryOptions {
  workers: number;
  shutdownTimeoutMs: number;
  /** Migrations and the demo seed, once, before any worker starts; returns the lines to print when ready. */
  prepare(): Promise<string[]>;
  /** The "prêt" line, once every worker listens, with the port they share (chosen by the system for port 0). */
  announce(extraLines: string[], port: number): void;
}

/**
 * The cluster's primary process: it prepares the database once, forks the workers (each a whole API
 * on the same port, round-robin), replaces a worker that dies after it was serving, and on SIGTERM or
 * SIGINT stops them all gracefully. Everything the workers share lives in PostgreSQL (ADR 0025).
 */
export async function runPrimary({ workers, shutdownTimeoutMs, prepare, announce }: PrimaryOptions) {
  const lines = await prepare();
  // A captcha signed by one worker must verify in another: without a configured key, one per cluster.
  const env = { CAPTCHA_HMAC_KEY: process.env.CAPTCHA_HMAC_KEY || randomBytes(32).toString('hex') };
  let stopping = false;
  let listening = 0;
  const serving = new WeakSet<Worker>();

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const forceExit = setTimeout(() => process.exit(1), shutdownTimeoutMs + 1_000);
    forceExit.unref();
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
    if (alive.length === 0) process.exit(exitCode);
    let remaining = alive.length;
    for (const worker of alive) {
      worker?.once('exit', () => {
        remaining -= 1;
        if (remaining === 0) process.exit(exitCode);
      });
      worker?.process.kill('SIGTERM');
    }
  };

  cluster.on('listening', (worker, address) => {
    if (serving.has(worker)) return;
    serving.add(worker);
    listening += 1;
    if (listening === workers) announce(lines, address.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!serving.has(worker)) {
      console.error(`Un processus de l’API s’est arrêté au démarrage (code ${code}) : arrêt du serveur.`);
      stopAll(1);
      return;
    }
    console.error(`Un processus de l’API s’est arrêté (code ${code}, signal ${signal}) : il est remplacé.`);
    cluster.fork(env);
  });
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
  for (let index = 0; index < workers; index++) cluster.fork(env);
}
