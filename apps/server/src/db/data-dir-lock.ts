import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Voltaire (pid ${holderPid}). ` +
        'Arrêtez-le ou choisissez un autre DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const LOCK_FILE = 'voltaire.lock';

/**
 * Exclusive lock on the embedded database folder: a second process would corrupt PGlite's files.
 * The lock file holds the owner's pid; a lock left by a process that no longer runs (SIGKILL, crash)
 * is taken over, so a restart after a crash needs no manual clean-up.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const directory = resolve(dataDir);
  await mkdir(directory, { recursive: true });
  const lockPath = join(directory, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(
        JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }),
      );
      await handle.close();
      return { release: () => unlink(lockPath).catch(() => undefined) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holderPid = await readHolderPid(lockPath);
      if (holderPid === undefined && (await isFresh(lockPath))) throw new DataDirLockedError(dataDir, -1);
      if (holderPid !== undefined && isProcessRunning(holderPid))
        throw new DataDirLockedError(dataDir, holderPid);
      await unlink(lockPath).catch(() => undefined);
    }
  }
  throw new DataDirLockedError(dataDir, (await readHolderPid(lockPath)) ?? -1);
}

async function readHolderPid(lockPath: string): Promise<number | undefined> {
  try {
    const { pid } = JSON.parse(await readFile(lockPath, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A lock file without a pid is being written by a process that is starting right now. */
async function isFresh(lockPath: string): Promise<boolean> {
  try {
    return Date.now() - (await stat(lockPath)).mtimeMs < 5_000;
  } catch {
    return false;
  }
}

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
