import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from './file-store.js';

const KEY_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/**
 * Files under a folder of DATA_DIR (outside the web root, which serves only the built web app): owner-only
 * permissions, keys of lowercase letters, digits and dashes only, so no key leaves the folder. Several
 * instances need this folder on a shared volume.
 */
export function createDiskFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid file-store key');
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error('Invalid file-store key');
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
