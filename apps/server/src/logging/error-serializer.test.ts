import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from './error-serializer.js';

const EMAIL = 'jeanne.dupont@example.fr';

describe('serializeError', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table people (email text constraint people_email_key unique)');
  });
  afterAll(() => client.close());

  const failure = async (run: () => Promise<unknown>) =>
    run().then(
      () => expect.fail('should fail'),
      (error) => error,
    );

  it('keeps the SQL state, constraint and table of a Drizzle query error from PGlite, never the values', async () => {
    const db = drizzle(client);
    await db.execute(sql`insert into people values (${EMAIL})`);
    const error = await failure(() => db.execute(sql`insert into people values (${EMAIL})`));
    expect(String(error.message)).toContain(EMAIL);
    const serialized = serializeError(error);
    expect(serialized).toEqual({
      type: 'DatabaseError',
      message: 'database query failed',
      sqlState: '23505',
      constraint: 'people_email_key',
      table: 'people',
    });
  });

  it('does the same for node-postgres’s DatabaseError, wrapped or not', () => {
    const error = Object.assign(
      new pg.DatabaseError(`invalid input syntax for type integer: "${EMAIL}"`, 0, 'error'),
      {
        code: '22P02',
        severity: 'ERROR',
        detail: `Key (email)=(${EMAIL})`,
      },
    );
    const wrapped = new Error('save failed', { cause: error });
    for (const candidate of [error, wrapped]) {
      expect(JSON.stringify(serializeError(candidate))).not.toContain(EMAIL);
      expect(serializeError(candidate)).toMatchObject({ type: 'DatabaseError', sqlState: '22P02' });
    }
  });

  it('keeps an ordinary error’s message, code and stack, and its causes', () => {
    const error = Object.assign(new Error('outer', { cause: new TypeError('inner') }), { code: 'E_OUTER' });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'outer',
      code: 'E_OUTER',
      stack: expect.stringContaining('outer'),
      cause: { type: 'TypeError', message: 'inner' },
    });
  });
});
