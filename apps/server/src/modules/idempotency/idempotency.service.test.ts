import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.js';
import { type DatabaseHandle, rowsOf } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import { createIdempotencyService, type IdempotencyService } from './idempotency.service.js';

describe('idempotency keys', () => {
  let database: DatabaseHandle;
  let idempotency: IdempotencyService;
  let now = new Date('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table effects (id serial primary key, label text not null)`);
    idempotency = createIdempotencyService({ db: database.db, clock: { now: () => now } });
  });
  afterAll(() => database.close());

  const effects = async () =>
    rowsOf<{ label: string }>(await database.db.execute(sql`select label from effects order by id`)).map(
      (r) => r.label,
    );
  const record = (label: string) => async (tx: Parameters<Parameters<IdempotencyService['run']>[1]>[0]) => {
    await tx.execute(sql`insert into effects (label) values (${label})`);
    return { status: 201, body: { label } };
  };

  it('runs the first request and replays its outcome to retries, without running again', async () => {
    const first = await idempotency.run(
      { scope: 'test', key: 'key-00000001', body: { a: 1, b: [1, 2] } },
      record('one'),
    );
    const retry = await idempotency.run(
      { scope: 'test', key: 'key-00000001', body: { b: [1, 2], a: 1 } },
      record('two'),
    );
    expect(first).toEqual({ status: 201, body: { label: 'one' }, replayed: false });
    expect(retry).toEqual({ status: 201, body: { label: 'one' }, replayed: true });
    expect(await effects()).toEqual(['one']);
  });

  it('refuses the same key with another body (422)', async () => {
    const attempt = idempotency.run({ scope: 'test', key: 'key-00000001', body: { a: 2 } }, record('three'));
    await expect(attempt).rejects.toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await effects()).toEqual(['one']);
  });

  it('keeps keys apart by scope', async () => {
    await idempotency.run({ scope: 'other', key: 'key-00000001', body: { a: 2 } }, record('other'));
    expect(await effects()).toEqual(['one', 'other']);
  });

  it('stores an expected refusal and replays it, with its changes undone', async () => {
    const refuse = async (tx: Parameters<Parameters<IdempotencyService['run']>[1]>[0]) => {
      await tx.execute(sql`insert into effects (label) values ('half-written')`);
      throw new BusinessError('FORBIDDEN_TRANSITION', 'Seule une commande signée peut être finalisée.');
    };
    const first = await idempotency.run({ scope: 'test', key: 'key-refused1', body: {} }, refuse);
    const retry = await idempotency.run({ scope: 'test', key: 'key-refused1', body: {} }, record('never'));
    const expected = {
      status: 409,
      body: {
        errors: [{ code: 'FORBIDDEN_TRANSITION', message: 'Seule une commande signée peut être finalisée.' }],
        notifications: [],
        data: null,
      },
    };
    expect(first).toEqual({ ...expected, replayed: false });
    expect(retry).toEqual({ ...expected, replayed: true });
    expect(await effects()).toEqual(['one', 'other']);
  });

  it('rolls a crashed first request back whole, so that its retry runs', async () => {
    const crash = async (tx: Parameters<Parameters<IdempotencyService['run']>[1]>[0]) => {
      await tx.execute(sql`insert into effects (label) values ('lost')`);
      throw new Error('connection reset');
    };
    await expect(idempotency.run({ scope: 'test', key: 'key-crashed1', body: {} }, crash)).rejects.toThrow(
      'connection reset',
    );
    await idempotency.run({ scope: 'test', key: 'key-crashed1', body: {} }, record('after-crash'));
    expect(await effects()).toEqual(['one', 'other', 'after-crash']);
  });

  it.each(['short', 'has spaces in it', 'é'.repeat(10), 'x'.repeat(129)])(
    'refuses the malformed key %j',
    async (key) => {
      await expect(idempotency.run({ scope: 'test', key, body: {} }, record('x'))).rejects.toMatchObject({
        statusCode: 400,
        code: 'IDEMPOTENCY_KEY_INVALID',
      });
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 409 to a retry while the first request still runs',
    async () => {
      let release: () => void = () => undefined;
      let started: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const slow = idempotency.run({ scope: 'test', key: 'key-slowone1', body: {} }, async (tx) => {
        await tx.execute(sql`insert into effects (label) values ('slow')`);
        started();
        await held;
        return { status: 201, body: { label: 'slow' } };
      });
      await running;
      await expect(
        idempotency.run({ scope: 'test', key: 'key-slowone1', body: {} }, record('dup')),
      ).rejects.toMatchObject({
        statusCode: 409,
        code: 'IDEMPOTENCY_IN_PROGRESS',
      });
      release();
      expect((await slow).replayed).toBe(false);
    },
  );

  it('deletes keys older than 48 hours only', async () => {
    now = new Date(now.getTime() + 47 * 3_600_000);
    expect(await idempotency.purgeExpired()).toBe(0);
    now = new Date(now.getTime() + 2 * 3_600_000);
    expect(await idempotency.purgeExpired()).toBeGreaterThan(0);
  });
});
