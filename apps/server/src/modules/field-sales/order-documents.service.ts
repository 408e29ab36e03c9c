import { randomUUID } from 'node:crypto';
import {
  ORDER_DOCUMENT_KIND_LABELS,
  type OrderDocumentKind,
  type OrderDocumentView,
  UPLOAD_MAX_FILES,
  UPLOAD_MESSAGES,
} from '@voltaire/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { BusinessError } from '../../http/envelope.js';
import type { UploadedFile } from '../../http/multipart-upload.js';
import type { FileStore } from '../../integrations/file-store/file-store.js';
import type { OrdersService } from '../orders/orders.service.js';
import { orderDocuments } from './order-documents.table.js';

export interface OrderDocumentsDeps {
  db: Database;
  clock: Clock;
  files: FileStore;
  orders: Pick<OrdersService, 'get' | 'lockOwn'>;
}

/**
 * Who may read an order's documents: the agent who sells it or the customer whose order it is (both by the
 * order's owner key), or an administrator.
 */
export type DocumentViewer = { kind: 'agent' | 'owner'; ownerKey: string } | { kind: 'admin' };

type DocumentRow = typeof orderDocuments.$inferSelect;

const UPLOAD_STATUSES = new Set(['draft', 'submitted']);
const NOT_FOUND = () => new BusinessError('DOCUMENT_NOT_FOUND', 'Document introuvable.');

export const documentUrl = (id: string) => `/api/vad/documents/${id}`;

const viewOf = (row: DocumentRow): OrderDocumentView => ({
  id: row.id,
  orderId: row.orderId,
  kind: row.kind,
  kindLabel: ORDER_DOCUMENT_KIND_LABELS[row.kind],
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  uploadedBy: row.uploadedBy,
  uploadedAt: row.createdAt.toISOString(),
  url: documentUrl(row.id),
});

/**
 * The documents a door-to-door seller collects (identity, proof of address): checked by their content
 * (the domain's magic bytes: PDF, JPEG, PNG, HEIC), 10 MB and 5 per order, stored in the file store under an
 * opaque key, never served to the public. Only the agent who owns the order, or an administrator, reads them.
 */
export function createOrderDocuments({ db, clock, files, orders }: OrderDocumentsDeps) {
  const assertMayRead = async (viewer: DocumentViewer, orderId: string) => {
    if (viewer.kind !== 'admin') await orders.get(orderId, viewer.ownerKey);
  };

  return {
    async upload(input: {
      orderId: string;
      ownerKey: string;
      uploadedBy: string;
      kind: OrderDocumentKind;
      /** Already checked by content, size and antivirus (`readUploadedFile`). */
      file: Pick<UploadedFile, 'fileName' | 'contentType' | 'size' | 'sha256' | 'bytes'>;
    }): Promise<OrderDocumentView> {
      const order = await orders.get(input.orderId, input.ownerKey);
      if (!UPLOAD_STATUSES.has(order.status)) {
        throw new BusinessError('ORDER_LOCKED', 'Les documents se joignent à une vente avant sa signature.');
      }
      const id = randomUUID();
      const storageKey = `orders/${input.orderId}/${id}`;
      await files.put(storageKey, input.file.bytes);
      try {
        const row = await db.transaction(async (tx) => {
          await orders.lockOwn(tx, input.orderId, input.ownerKey);
          const [held] = await tx
            .select({ n: count() })
            .from(orderDocuments)
            .where(eq(orderDocuments.orderId, input.orderId));
          if ((held?.n ?? 0) >= UPLOAD_MAX_FILES) {
            throw new BusinessError('UPLOAD_LIMIT_REACHED', UPLOAD_MESSAGES.UPLOAD_TOO_MANY);
          }
          const [inserted] = await tx
            .insert(orderDocuments)
            .values({
              id,
              orderId: input.orderId,
              kind: input.kind,
              fileName: input.file.fileName,
              contentType: input.file.contentType,
              size: input.file.size,
              sha256: input.file.sha256,
              storageKey,
              uploadedBy: input.uploadedBy,
              createdAt: clock.now(),
            })
            .returning();
          return inserted as DocumentRow;
        });
        return viewOf(row);
      } catch (error) {
        await files.remove(storageKey);
        throw error;
      }
    },

    async list(viewer: DocumentViewer, orderId: string): Promise<OrderDocumentView[]> {
      await assertMayRead(viewer, orderId);
      const rows = await db
        .select()
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, orderId))
        .orderBy(asc(orderDocuments.createdAt));
      return rows.map(viewOf);
    },

    /** The bytes, for the order's owner (its agent or customer) or an administrator; anybody else: 404. */
    async download(viewer: DocumentViewer, id: string) {
      const [row] = await db
        .select()
        .from(orderDocuments)
        .where(and(eq(orderDocuments.id, id)));
      if (!row) throw NOT_FOUND();
      try {
        await assertMayRead(viewer, row.orderId);
      } catch {
        throw NOT_FOUND();
      }
      const bytes = await files.get(row.storageKey);
      if (!bytes) throw NOT_FOUND();
      return { bytes, contentType: row.contentType, fileName: row.fileName };
    },
  };
}

export type OrderDocuments = ReturnType<typeof createOrderDocuments>;
