import type { OrderDocumentKind } from '@voltaire/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The documents a door-to-door seller collects for an order (identity, proof of address). Their bytes live
 * in the file store under DATA_DIR, outside the web root; this row ties them to their order.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<OrderDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    /** As read from the bytes (magic numbers), never as declared by the browser. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_documents_order_idx').on(table.orderId, table.createdAt)],
);
