import cluster from 'node:cluster';
import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { runPrimary, workerCount } from './cluster-primary.js';
import { type Config, loadConfig } from './config.js';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/data-dir-lock.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { createIbanCipher } from './modules/orders/iban-cipher.js';
import { seedDemoData } from './seed/seed-demo-data.js';

const startedAt = performance.now();

/** Migrations, then the demo seed when enabled; the demo logins as lines to print. */
async function prepareDatabase(config: Config, database: DatabaseHandle): Promise<string[]> {
  await database.migrate();
  const demoAccounts = config.SEED_DEMO_DATA
    ? await seedDemoData(
        database.db,
        systemClock,
        createIbanCipher(config.IBAN_ENCRYPTION_KEY ?? 'voltaire-development-only-iban-key'),
      )
    : [];
  if (demoAccounts.length === 0) return [];
  return [
    'Comptes de démonstration :',
    ...demoAccounts.map((account) => `  ${account.label.padEnd(34)} ${account.email} / ${account.password}`),
  ];
}

function announce(config: Config, port: number, extraLines: string[], processes = 1): void {
  const storage = config.DATABASE_URL ? 'PostgreSQL' : `base embarquée ${resolve(config.DATA_DIR)}`;
  const workers = processes > 1 ? `, ${processes} processus` : '';
  console.log(
    [
      `Voltaire prêt sur http://localhost:${port} (${storage}${workers}, démarré en ${Math.round(performance.now() - startedAt)} ms)`,
      ...extraLines,
    ].join('\n'),
  );
}

/** One API process: the whole server, or one worker of the cluster (which leaves the preparation to the primary). */
async function serve(config: Config, isWorker: boolean): Promise<void> {
  let lock: DataDirLock | undefined;
  let database: DatabaseHandle;
  if (config.DATABASE_URL) {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  } else {
    lock = await acquireDataDirLock(config.DATA_DIR);
    database = await openDatabase({ dataDir: join(resolve(config.DATA_DIR), 'pglite') });
  }
  const extraLines = isWorker ? [] : await prepareDatabase(config, database);

  const app = await buildApp({ config, database });
  let shuttingDown = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    await app.close();
    await database.close().catch(() => undefined);
    await lock?.release();
    process.exit(exitCode);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // Reopening in this process would reuse the damaged WebAssembly instance's state: a fresh process recovers
  // from the WAL on disk, as after a crash.
  database.onFault((error) => {
    app.log.fatal(
      { err: error },
      'embedded database fault: stopping so that the supervisor restarts the server',
    );
    console.error('Base embarquée en panne : arrêt du serveur (code 1), à relancer par le superviseur.');
    void shutdown('database-fault', 1);
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  if (isWorker) return;
  const address = app.server.address();
  announce(config, typeof address === 'object' && address ? address.port : config.PORT, extraLines);
}

async function main(): Promise<void> {
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    for (const line of loaded.errors) console.error(line);
    process.exit(1);
  }
  const { config } = loaded;
  const workers = workerCount(config);
  if (workers > 1 && cluster.isPrimary) {
    await runPrimary({
      workers,
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      prepare: async () => {
        const database = await openDatabase({ databaseUrl: config.DATABASE_URL ?? '' });
        try {
          return await prepareDatabase(config, database);
        } finally {
          await database.close();
        }
      },
      announce: (lines, port) => announce(config, port, lines, workers),
    });
    return;
  }
  await serve(config, cluster.isWorker);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Démarrage impossible :', error);
  }
  process.exit(1);
});
