import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseFaultError, guardFatalFaults } from './database-fault.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves when the database answers within `timeoutMs`, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** False once the handle is closed or (PGlite) stopped by a fatal fault: known without a round trip. */
  isUsable(): boolean;
  close(): Promise<void>;
  /**
   * Called once if the embedded database hits a fatal WebAssembly fault: from then on every query is
   * refused (503) and the process should stop so that its supervisor starts a fresh one. Never on PostgreSQL,
   * whose server survives its own crashes.
   */
  onFault(listener: (error: Error) => void): void;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, from any app instance on this database
   * (a dedicated connection on PostgreSQL, reconnected when lost). Resolves to an unsubscribe function.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, to start other databases from. */
  dumpSnapshot?(): Promise<Blob>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir?: string; snapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return 'databaseUrl' in options ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options);
}

async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the next query reconnects and reports the failure itself.
  });
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(pool.query('select 1'), timeoutMs),
    isUsable: () => closing === undefined,
    listen: (channel, onMessage) => listenOnPostgres(connectionString, channel, onMessage),
    onFault: () => undefined,
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

async function openPglite({
  dataDir,
  snapshot,
}: {
  dataDir?: string;
  snapshot?: Blob;
}): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const guard = guardFatalFaults(client, ['query', 'transaction']);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: (timeoutMs) => {
      const fault = guard.fault();
      if (fault) return Promise.reject(new DatabaseFaultError(fault));
      if (client.closed) return Promise.reject(new Error('database closed'));
      return withTimeout(client.query('select 1'), timeoutMs);
    },
    isUsable: () => !guard.fault() && !client.closed,
    onFault: guard.onFault,
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpSnapshot: async () => client.dumpDataDir('gzip'),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
  };
}

const RECONNECT_DELAY_MS = 1_000;

async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => scheduleReconnect());
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
    client = next;
    // Messages sent while disconnected are lost: tell the listener to refresh.
    onMessage('reconnected');
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client?.end().catch(() => undefined);
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };
  // The app starts even when the database is away; the listener catches up once it is back.
  await connect().catch(() => scheduleReconnect());
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

async function withTimeout(promise: Promise<unknown>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A transaction handle, accepted wherever the database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | Transaction;

/** Rows of a raw `execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
