import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { runLogDir } from './log-collector.js';
import { databaseUrlFor } from './test-database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; snapshotPath: string }
      | { kind: 'postgres'; adminUrl: string; template: string };
    /** Where the apps of the run write their log lines (`log-collector.ts`). */
    logDir: string;
  }
}

/**
 * Migrates one database per run and lets each test file copy it: a PGlite data-dir snapshot,
 * or a PostgreSQL template database when TEST_DATABASE_URL is set (npm run test:pg).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const logDir = runLogDir(process.pid);
  await rm(logDir, { recursive: true, force: true });
  project.provide('logDir', logDir);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `voltaire_test_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${template}%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openDatabase({});
  await database.migrate();
  const snapshot = await database.dumpSnapshot?.();
  if (!snapshot) throw new Error('PGlite snapshot unavailable');
  await database.close();
  const snapshotPath = join(tmpdir(), `voltaire-test-snapshot-${process.pid}.tar.gz`);
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotPath });
  return () => rm(snapshotPath, { force: true });
}
