import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { DatabaseFaultError, guardFatalFaults, isFatalDatabaseFault } from './database-fault.js';

const trap = () => Object.assign(new Error('memory access out of bounds'), { name: 'RuntimeError' });

describe('isFatalDatabaseFault', () => {
  it.each([
    ['a WebAssembly trap', trap(), true],
    ['« unreachable »', Object.assign(new Error('unreachable'), { name: 'RuntimeError' }), true],
    ['a trap wrapped by Drizzle', new Error('Failed query: select 1', { cause: trap() }), true],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' }), false],
    ['a string', 'memory access out of bounds', false],
  ])('%s → %s', (_label, error, fatal) => {
    expect(isFatalDatabaseFault(error)).toBe(fatal);
  });
});

describe('guardFatalFaults', () => {
  it('reports the first fault once, then refuses every call without reaching the client', async () => {
    const query = vi
      .fn<(text: string) => Promise<string>>()
      .mockRejectedValueOnce(trap())
      .mockResolvedValue('ok');
    const client = { query };
    const guard = guardFatalFaults(client, ['query']);
    const faults: Error[] = [];
    guard.onFault((error) => faults.push(error));
    await expect(client.query('select 1')).rejects.toThrow('memory access out of bounds');
    await expect(client.query('select 1')).rejects.toBeInstanceOf(DatabaseFaultError);
    expect(query).toHaveBeenCalledTimes(1);
    expect(faults).toHaveLength(1);
    expect(guard.fault()).toBe(faults[0]);
  });

  it('lets ordinary errors through and keeps working', async () => {
    const client = {
      query: vi.fn().mockRejectedValueOnce(new Error('syntax error')).mockResolvedValue('ok'),
    };
    const guard = guardFatalFaults(client, ['query']);
    await expect(client.query()).rejects.toThrow('syntax error');
    await expect(client.query()).resolves.toBe('ok');
    expect(guard.fault()).toBeUndefined();
  });
});

describe('an embedded database fault seen through the API', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns health to 503, answers later calls 503 in French, and tells the process to stop', async () => {
    const query = vi.spyOn(PGlite.prototype, 'query');
    const database = await createTestDatabase();
    if (database.kind !== 'pglite') return database.close();
    const faults: Error[] = [];
    database.onFault((error) => faults.push(error));
    const app = await buildApp({ config: testConfig(), database });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      query.mockRejectedValueOnce(trap());
      const failed = await app.inject({ method: 'POST', url: '/api/node/v1/session/sync', payload: {} });
      expect(failed.statusCode).toBe(500);
      expect(faults).toHaveLength(1);

      // PGlite itself would still answer `select 1`: health must not believe it.
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded', db: 'down' });
      const later = await app.inject({ method: 'POST', url: '/api/node/v1/session/sync', payload: {} });
      expect(later.statusCode).toBe(503);
      expect(later.json().errors).toEqual([
        { code: 'SERVICE_UNAVAILABLE', message: 'Le service est momentanément indisponible.' },
      ]);
      expect(faults).toHaveLength(1);
    } finally {
      await app.close();
      query.mockRestore();
      await database.close();
    }
  });
});
