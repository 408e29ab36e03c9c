import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const created = new Set<string>();

/** A fresh temporary directory, removed by `removeScratchDir` or, on abort, `removeAllScratchDirs`. */
export function makeScratchDir(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  created.add(path);
  return path;
}

export function removeScratchDir(path: string): void {
  rmSync(path, { recursive: true, force: true, maxRetries: 3 });
  created.delete(path);
}

/** Synchronous, so that it also works from an 'exit' handler. */
export function removeAllScratchDirs(): void {
  for (const path of created) removeScratchDir(path);
}
