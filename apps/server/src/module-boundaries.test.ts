import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/module-graph.mjs', import.meta.url));
const source = fileURLToPath(new URL('.', import.meta.url));

describe('module boundaries', () => {
  it('no two server modules import each other (a module needing another asks for a function instead)', () => {
    const run = spawnSync(process.execPath, [script, source], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/cycles: none/);
    expect(run.status).toBe(0);
  });
});
