import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './db/data-dir-lock.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { createIbanCipher } from './modules/orders/iban-cipher.js';
import { seedDemoData } from './seed/seed-demo-data.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    for (const line of loaded.errors) console.error(line);
    process.exit(1);
  }
  const { config } = loaded;

  let lock: DataDirLock | undefined;
  let database: DatabaseHandle;
  if (config.DATABASE_URL) {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  } else {
    lock = await acquireDataDirLock(config.DATA_DIR);
    database = await openDatabase({ dataDir: join(resolve(config.DATA_DIR), 'pglite') });
  }
  await database.migrate();
  const demoAccounts = config.SEED_DEMO_DATA
    ? await seedDemoData(
        database.db,
        systemClock,
        createIbanCipher(config.IBAN_ENCRYPTION_KEY ?? 'voltaire-development-only-iban-key'),
      )
    : [];

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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const storage = config.DATABASE_URL ? 'PostgreSQL' : `base embarquée ${resolve(config.DATA_DIR)}`;
  const lines = [
    `Voltaire prêt sur http://localhost:${port} (${storage}, démarré en ${Math.round(performance.now() - startedAt)} ms)`,
  ];
  if (demoAccounts.length > 0) {
    lines.push('Comptes de démonstration :');
    for (const account of demoAccounts)
      lines.push(`  ${account.label.padEnd(34)} ${account.email} / ${account.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Démarrage impossible :', error);
  }
  process.exit(1);
});
