import { readFile } from 'node:fs/promises';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const apiMapUrl = new URL('../../../docs/api-map.md', import.meta.url);

interface ApiMapRow {
  spec: string;
  method: HTTPMethods;
  path: string;
  status: string;
  tests: string[];
}

const repoRoot = new URL('../../../', import.meta.url);

async function readApiMap(): Promise<ApiMapRow[]> {
  const lines = (await readFile(apiMapUrl, 'utf8'))
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes('`'));
  return lines.map((line) => {
    const [spec, method, path, , status, tests] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return {
      spec: spec ?? '',
      method: method as HTTPMethods,
      path: (path ?? '').replaceAll('`', ''),
      status: status ?? '',
      tests: [...(tests ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
    };
  });
}

describe('docs/api-map.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every call once', async () => {
    const rows = await readApiMap();
    expect(rows.length).toBeGreaterThan(100);
    const keys = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every "done" row is a registered route', async () => {
    const done = (await readApiMap()).filter((row) => row.status === 'done');
    expect(done.length).toBeGreaterThan(0);
    for (const row of done) {
      expect(t.app.hasRoute({ method: row.method, url: row.path }), `${row.method} ${row.path}`).toBe(true);
    }
  });

  it('has no row left "not yet": every call of SPEC §7 is done (issue 19)', async () => {
    const rows = await readApiMap();
    const pending = rows.filter((row) => row.status !== 'done');
    expect(pending.map((row) => `${row.status || '(vide)'} ${row.method} ${row.path}`)).toEqual([]);
  });

  it('names, for every row, a test file that exists and calls that path', async () => {
    const unproven: string[] = [];
    for (const row of await readApiMap()) {
      // The last literal segment (`/clear-compositions`, not `:id`) is what a test's URL must contain.
      const segment =
        row.path
          .split('/')
          .filter((part) => part && !part.startsWith(':'))
          .pop() ?? '';
      const sources = await Promise.all(
        row.tests.map((file) => readFile(new URL(file, repoRoot), 'utf8').catch(() => '')),
      );
      if (row.tests.length === 0 || !sources.some((source) => source.includes(segment))) {
        unproven.push(`${row.method} ${row.path}`);
      }
    }
    expect(unproven).toEqual([]);
  });

  it('no "not yet" row is a registered route, so the map never lags behind the code', async () => {
    const notYet = (await readApiMap()).filter((row) => row.status === 'not yet');
    const registered = notYet.filter((row) => t.app.hasRoute({ method: row.method, url: row.path }));
    expect(registered.map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });
});
