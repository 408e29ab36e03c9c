import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

describe('acquireDataDirLock', () => {
  let dir: string;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second holder with a clear French error', async () => {
    dir = await mkdtemp(join(tmpdir(), 'voltaire-lock-'));
    const lock = await acquireDataDirLock(dir);
    const second = acquireDataDirLock(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `est déjà utilisé par un autre processus Voltaire (pid ${process.pid})`,
    );
    await lock.release();
    const again = await acquireDataDirLock(dir);
    await again.release();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    dir = await mkdtemp(join(tmpdir(), 'voltaire-lock-'));
    const deadPid = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.on('exit', () => resolve(child.pid as number));
    });
    await writeFile(join(dir, 'voltaire.lock'), JSON.stringify({ pid: deadPid }));
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(await readFile(join(dir, 'voltaire.lock'), 'utf8')).pid).toBe(process.pid);
    await lock.release();
    expect(existsSync(join(dir, 'voltaire.lock'))).toBe(false);
  });
});
