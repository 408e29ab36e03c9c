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
}

async function readApiMap(): Promise<ApiMapRow[]> {
  const lines = (await readFile(apiMapUrl, 'utf8'))
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes('`'));
  return lines.map((line) => {
    const [spec, method, path, , status] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return {
      spec: spec ?? '',
      method: method as HTTPMethods,
      path: (path ?? '').replaceAll('`', ''),
      status: status ?? '',
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

  it('no "not yet" row is a registered route, so the map never lags behind the code', async () => {
    const notYet = (await readApiMap()).filter((row) => row.status === 'not yet');
    const registered = notYet.filter((row) => t.app.hasRoute({ method: row.method, url: row.path }));
    expect(registered.map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });
});
