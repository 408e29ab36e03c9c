import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Clock } from '../src/clock.js';
import { type Config, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import type { GridOperatorProvider } from '../src/integrations/grid-operators/grid-operator-provider.js';
import type { Mailer } from '../src/integrations/mail/mailer.js';
import type { ReviewsProvider } from '../src/integrations/reviews/reviews-provider.js';
import type { SmsSender } from '../src/integrations/sms/sms-sender.js';
import { collectingLogger } from './log-collector.js';
import { databaseUrlFor } from './test-database-url.js';

let snapshot: Blob | undefined;

/** A fresh, migrated database: a copy of the run's PGlite snapshot, or of its PostgreSQL template. */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    snapshot ??= new Blob([await readFile(target.snapshotPath)], { type: 'application/x-gzip' });
    return openDatabase({ snapshot });
  }
  const name = `${target.template}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  await admin.end();
  const url = databaseUrlFor(target.adminUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: target.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const loaded = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', WEB_DIST_DIR: '/nonexistent' });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return { ...loaded.config, ...overrides };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    logger?: FastifyBaseLogger;
    mailer?: Mailer;
    sms?: SmsSender;
    reviewsProvider?: ReviewsProvider;
    /** The grid operators, built on the test's database (e.g. the registry wrapped to fail or record). */
    gridOperator?: (database: DatabaseHandle) => GridOperatorProvider;
    /** Adds test-only routes before the app is sealed. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock: options.clock,
    logger: options.logger ?? collectingLogger(),
    mailer: options.mailer,
    sms: options.sms,
    reviewsProvider: options.reviewsProvider,
    gridOperator: options.gridOperator?.(database),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
