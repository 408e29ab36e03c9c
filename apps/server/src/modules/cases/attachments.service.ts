import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { cleanFileName } from '@voltaire/domain';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import {
  type CheckedUpload,
  checkUpload,
  UploadRefused,
  type UploadStream,
} from '../../http/multipart-upload.js';
import type { VirusScanner } from '../../integrations/virus-scan/virus-scanner.js';
import type { AttachmentStore } from './attachment-store.js';
import { caseAttachments } from './cases.tables.js';

/** Uploads never claimed by a case are deleted after this long. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 3_600_000;

export interface IncomingFile {
  filename: string;
  stream: UploadStream;
}

export interface StoredUpload {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

export function createAttachmentsService({
  db,
  clock,
  store,
  scanner,
  logger,
}: {
  db: Database;
  clock: Clock;
  store: AttachmentStore;
  scanner: VirusScanner;
  logger: FastifyBaseLogger;
}) {
  return {
    /**
     * Keeps one uploaded file when its content is an allowed type matching its extension, within the size
     * limit, and the antivirus passes it. Refusals name the file, in French.
     */
    async accept(file: IncomingFile): Promise<StoredUpload> {
      const incoming = await store.newIncoming();
      try {
        let checked: CheckedUpload;
        try {
          checked = await checkUpload({
            fileName: file.filename,
            stream: file.stream,
            target: { stream: incoming.stream, reread: () => store.readIncoming(incoming.path) },
            scanner,
            log: logger,
          });
        } catch (error) {
          if (error instanceof UploadRefused) {
            throw new BusinessError(error.code, `« ${cleanFileName(file.filename)} » : ${error.message}`);
          }
          throw error;
        }
        const id = randomUUID();
        const now = clock.now();
        const storageKey = await store.keep(incoming.path, id, now);
        await db.insert(caseAttachments).values({
          id,
          caseId: null,
          filename: checked.fileName,
          contentType: checked.contentType,
          size: checked.size,
          sha256: checked.sha256,
          storageKey,
          uploadedAt: now,
        });
        return { id, filename: checked.fileName, contentType: checked.contentType, size: checked.size };
      } finally {
        await store.discard(incoming);
      }
    },

    /** A file we produce ourselves (an error report's scrubbed logs), kept like an upload for a case to claim. */
    async storeGenerated(filename: string, contentType: string, content: Buffer): Promise<string> {
      const incoming = await store.newIncoming();
      try {
        await pipeline(Readable.from([content]), incoming.stream);
        const id = randomUUID();
        const now = clock.now();
        const storageKey = await store.keep(incoming.path, id, now);
        await db.insert(caseAttachments).values({
          id,
          caseId: null,
          filename,
          contentType,
          size: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          storageKey,
          uploadedAt: now,
        });
        return id;
      } finally {
        await store.discard(incoming);
      }
    },

    /** Gives unclaimed uploads to a case, in the case's transaction; an unknown or taken id is refused. */
    async claim(tx: DbExecutor, caseId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const unique = [...new Set(ids)];
      const since = new Date(clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS);
      const claimed = await tx
        .update(caseAttachments)
        .set({ caseId })
        .where(and(inArray(caseAttachments.id, unique), isNull(caseAttachments.caseId)))
        .returning({ id: caseAttachments.id, uploadedAt: caseAttachments.uploadedAt });
      if (claimed.length !== unique.length || claimed.some((row) => row.uploadedAt < since)) {
        throw new BusinessError(
          'ATTACHMENT_UNKNOWN',
          'Une pièce jointe est introuvable ou a expiré : joignez-la de nouveau.',
        );
      }
    },

    /** Deletes uploads no case took within a day (every instance may run it: plain deletes). */
    async purgeUnclaimed(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS);
      const gone = await db
        .delete(caseAttachments)
        .where(and(isNull(caseAttachments.caseId), lt(caseAttachments.uploadedAt, before)))
        .returning({ storageKey: caseAttachments.storageKey });
      for (const { storageKey } of gone) await store.remove(storageKey);
      return gone.length;
    },

    /** Drops uploads of a request that failed half-way: they were never handed to anyone. */
    async forget(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const gone = await db
        .delete(caseAttachments)
        .where(and(inArray(caseAttachments.id, ids), isNull(caseAttachments.caseId)))
        .returning({ storageKey: caseAttachments.storageKey });
      for (const { storageKey } of gone) await store.remove(storageKey);
    },

    /** Forgets a case's attachments in its transaction; their files go once it commits (`removeStored`). */
    async deleteOfCase(tx: DbExecutor, caseId: string): Promise<string[]> {
      const gone = await tx
        .delete(caseAttachments)
        .where(eq(caseAttachments.caseId, caseId))
        .returning({ storageKey: caseAttachments.storageKey });
      return gone.map(({ storageKey }) => storageKey);
    },

    async removeStored(keys: string[]): Promise<void> {
      for (const key of keys) await store.remove(key);
    },

    /** An attachment's bytes for the back office. */
    async open(caseId: string, attachmentId: string) {
      const [row] = await db
        .select()
        .from(caseAttachments)
        .where(and(eq(caseAttachments.id, attachmentId), eq(caseAttachments.caseId, caseId)));
      if (!row) throw new BusinessError('NOT_FOUND', 'Pièce jointe introuvable.');
      return { row, stream: store.read(row.storageKey) };
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
