import type { DataRequestKind, DataRequestStatus } from '@voltaire/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** RGPD requests (export or erasure), verified by a link to the address before the back office sees them. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    status: text('status').$type<DataRequestStatus>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    details: text('details').notNull(),
    requestIp: text('request_ip'),
    verificationTokenHash: text('verification_token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    outcome: text('outcome'),
  },
  (table) => [index('data_requests_status_idx').on(table.status, table.createdAt)],
);
