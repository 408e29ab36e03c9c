import type { CaseChannel, CaseStatus } from '@voltaire/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The case number's counter: « C2025-000042 » takes its digits from here. */
export const caseNumberSequence = pgSequence('case_number_seq', { startWith: 1 });

/** A customer's request to customer service, from whichever entry point, with its back-office life. */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull().unique(),
    channel: text('channel').$type<CaseChannel>().notNull(),
    themeId: text('theme_id').notNull(),
    status: text('status').$type<CaseStatus>().notNull(),
    civility: text('civility').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    customerReference: text('customer_reference').notNull(),
    deliveryPointId: text('delivery_point_id').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    inseeCode: text('insee_code').notNull(),
    message: text('message').notNull(),
    /** The staff member (e-mail) who opened it for the customer, or the system that sent it. */
    openedBy: text('opened_by'),
    assignee: text('assignee'),
    crmId: text('crm_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (table) => [
    index('cases_status_idx').on(table.status, table.createdAt),
    index('cases_email_idx').on(table.email),
  ],
);

/**
 * Uploaded files: the bytes live under `DATA_DIR/uploads` (never under the web root), named by `id`.
 * An upload belongs to nobody until a case takes it; unclaimed ones are deleted after a day.
 */
export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id').references(() => cases.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The storage key, relative to the uploads folder. */
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('case_attachments_case_idx').on(table.caseId),
    index('case_attachments_unclaimed_idx').on(table.uploadedAt).where(sql`${table.caseId} is null`),
  ],
);

/** Internal notes of the back office: never sent to the customer. */
export const caseNotes = pgTable('case_notes', {
  id: uuid('id').primaryKey(),
  caseId: uuid('case_id')
    .notNull()
    .references(() => cases.id),
  author: text('author').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Replies e-mailed to the customer (through the outbox, in the same transaction). */
export const caseReplies = pgTable('case_replies', {
  id: uuid('id').primaryKey(),
  caseId: uuid('case_id')
    .notNull()
    .references(() => cases.id),
  author: text('author').notNull(),
  text: text('text').notNull(),
  outboxMessageId: uuid('outbox_message_id').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** The CRM outbox of cases (ADR 0009's pattern): one message per case, written with it, sent by a worker. */
export const caseCrmJobs = pgTable(
  'case_crm_jobs',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .unique()
      .references(() => cases.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('case_crm_jobs_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`)],
);
