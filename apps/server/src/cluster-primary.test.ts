import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerCount } from './cluster-primary.js';
import { loadConfig } from './config.js';

describe('workerCount', () => {
  const url = 'postgres://voltaire@127.0.0.1:5432/voltaire';

  it('runs one process on the embedded database, whatever the cores', () => {
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: undefined })).toBe(1);
  });

  it('runs one process per core on PostgreSQL, or WEB_CONCURRENCY', () => {
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: undefined })).toBe(availableParallelism());
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: 1 })).toBe(1);
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: 3 })).toBe(3);
  });

  it('refuses WEB_CONCURRENCY above 1 without DATABASE_URL, in French', () => {
    const loaded = loadConfig({ WEB_CONCURRENCY: '2' });
    expect(loaded).toEqual({
      ok: false,
      errors: [
        'Configuration invalide : WEB_CONCURRENCY supérieur à 1 demande DATABASE_URL (la base embarquée ne sert qu’un processus).',
      ],
    });
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: url }).ok).toBe(true);
  });
});
