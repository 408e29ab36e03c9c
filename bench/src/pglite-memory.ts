import { join } from 'node:path';
import { spawnTracked } from './child-processes.js';
import { repoRoot } from './paths.js';
import { makeScratchDir, removeScratchDir } from './scratch-dirs.js';

const probeScript = join(repoRoot, 'bench/src/pglite-alone.ts');

/** PGlite's own peak RSS, opened and migrated with nothing else: the floor under the server's peak. */
export interface PgliteMemory {
  /** The probe process before PGlite (Node and its loader): subtracted from the peaks below. */
  baselineBytes: number;
  /** Opening the benchmark's DATA_DIR again, as a restart does. */
  reopenPeakBytes: number;
  /** Creating a database in an empty directory (initdb), as a first start does. */
  freshPeakBytes: number;
}

async function probe(dataDir: string): Promise<{ beforeBytes: number; afterBytes: number }> {
  const child = spawnTracked(process.execPath, ['--import', 'tsx', probeScript, dataDir], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let line = '';
  child.onStdoutLine((text) => {
    line = text;
  });
  const exit = await child.exited;
  if (exit.code !== 0) throw new Error(`PGlite probe failed: ${child.recentOutput().slice(-400)}`);
  return JSON.parse(line) as { beforeBytes: number; afterBytes: number };
}

/** Probes PGlite alone on the server's data directory (server stopped) and on a fresh one. */
export async function measurePgliteMemory(serverDataDir: string): Promise<PgliteMemory> {
  const reopen = await probe(join(serverDataDir, 'pglite'));
  const freshDir = makeScratchDir('voltaire-bench-pglite-');
  try {
    const fresh = await probe(join(freshDir, 'pglite'));
    return {
      baselineBytes: Math.max(reopen.beforeBytes, fresh.beforeBytes),
      reopenPeakBytes: reopen.afterBytes,
      freshPeakBytes: fresh.afterBytes,
    };
  } finally {
    removeScratchDir(freshDir);
  }
}
