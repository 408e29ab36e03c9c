import type { AuditAction } from '@voltaire/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every change to people, roles, IP ranges and organisations: who, when, what, from which address. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** Who acted, as they were then. */
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    /** The organisation concerned, and its name then. */
    organisationId: uuid('organisation_id').notNull(),
    organisationName: text('organisation_name').notNull(),
    target: text('target').notNull(),
    details: text('details').notNull(),
    clientAddress: text('client_address').notNull(),
  },
  (table) => [index('audit_log_organisation_idx').on(table.organisationId, table.occurredAt)],
);
