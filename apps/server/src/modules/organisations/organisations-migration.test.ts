import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/database.js';
import { INTERNAL_ORGANISATION_ID } from './internal-organisation.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** The committed migrations up to (not including) `tag`, as the database of an older release had them. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'voltaire-migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0016_organisations', () => {
  it('gives the users of an existing database to the internal organisation, then requires one', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await migrationsBefore('0016_organisations') });
    await client.query(
      `INSERT INTO users (id, email, password_hash, display_name, role, created_at)
       VALUES ('7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a01', 'ancien@voltaire.demo', 'x', 'Ancien', 'telesales', now())`,
    );

    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ organisation_id: string; name: string; kind: string }>(
      `SELECT u.organisation_id, o.name, o.kind FROM users u JOIN organisations o ON o.id = u.organisation_id`,
    );
    expect(rows).toEqual([
      { organisation_id: INTERNAL_ORGANISATION_ID, name: 'Voltaire — équipes internes', kind: 'internal' },
    ]);
    await expect(
      client.query(
        `INSERT INTO users (id, email, password_hash, display_name, role, created_at)
         VALUES ('7b0c1c36-4a49-4e8e-9d2e-1f8d9c1b2a02', 'sans@voltaire.demo', 'x', 'Sans', 'telesales', now())`,
      ),
    ).rejects.toThrow(/organisation_id/);
    await client.close();
  }, 60_000);
});
