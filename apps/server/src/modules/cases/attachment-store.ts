import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * Uploaded files on disk, under `DATA_DIR/uploads` (outside the web root, never served by it). A file is
 * written to `incoming/` first and moved to `yyyy/mm/<id>` only once accepted; names never come from users.
 */
export function createAttachmentStore(root: string) {
  const incoming = join(root, 'incoming');
  const pathOf = (key: string) => join(root, ...key.split('/'));
  return {
    async newIncoming(): Promise<{ path: string; stream: Writable }> {
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      const path = join(incoming, randomUUID());
      return { path, stream: createWriteStream(path, { mode: 0o600 }) };
    },

    readIncoming(path: string): Readable {
      return createReadStream(path);
    },

    /** Keeps an accepted file; returns its storage key. */
    async keep(incomingPath: string, id: string, now: Date): Promise<string> {
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
      await mkdir(join(pathOf(key), '..'), { recursive: true, mode: 0o700 });
      await rename(incomingPath, pathOf(key));
      return key;
    },

    /**
     * Drops what is left of an upload. Its stream is closed first: a file still being opened would otherwise be
     * created after the removal, or fail to open (its directory gone) with nobody listening.
     */
    async discard({ path, stream }: { path: string; stream: Writable }): Promise<void> {
      stream.destroy();
      await finished(stream).catch(() => undefined);
      await rm(path, { force: true });
    },

    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },

    read(key: string): Readable {
      return createReadStream(pathOf(key));
    },
  };
}

export type AttachmentStore = ReturnType<typeof createAttachmentStore>;
