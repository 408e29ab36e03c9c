import type { EvidenceEventType, JsonValue, SigningChannel } from '@voltaire/domain';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The exact bytes of the documents a customer saw and signed: `contract` is the PDF shown before
 * signing, `signed` the same bytes followed by the signature page (a PDF incremental update).
 */
export const signingDocuments = pgTable(
  'signing_documents',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<'contract' | 'signed'>().notNull(),
    templateId: text('template_id').notNull(),
    templateVersion: text('template_version').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('signing_documents_order_kind_idx').on(table.orderId, table.kind)],
);

/** One-time signing codes, stored hashed (HMAC-SHA256 keyed by a per-code salt); the latest one counts. */
export const signingCodes = pgTable(
  'signing_codes',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    channel: text('channel').$type<SigningChannel>().notNull(),
    destinationMasked: text('destination_masked').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('signing_codes_order_idx').on(table.orderId, table.createdAt)],
);

/** The audit trail of a signature, one hash-chained row per event (see `verifyEvidenceChain`). */
export const signingEvents = pgTable(
  'signing_events',
  {
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').$type<EvidenceEventType>().notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    data: jsonb('data').$type<{ [key: string]: JsonValue }>().notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.seq] })],
);

/** The evidence file sealed at signing: canonical JSON bytes and their SHA-256. */
export const signingEvidence = pgTable('signing_evidence', {
  orderId: uuid('order_id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A completed subscription: what the thank-you page and the withdrawal link need, written once. */
export const contracts = pgTable('contracts', {
  orderId: uuid('order_id').primaryKey(),
  reference: text('reference').notNull(),
  offerName: text('offer_name').notNull(),
  supplyKind: text('supply_kind').$type<'switching' | 'connection'>().notNull(),
  startDate: text('start_date').notNull(),
  emailMasked: text('email_masked').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  withdrawalDeadline: text('withdrawal_deadline').notNull(),
  /** SHA-256 of the token in the confirmation e-mail's withdrawal link; the token itself is never stored. */
  withdrawalTokenHash: text('withdrawal_token_hash').notNull().unique(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/**
 * A signing link sent to the customer of an agent's sale: the token (only its SHA-256 kept) lets the session
 * that opens it read and sign that one order. A new link revokes the previous ones.
 */
export const signingLinks = pgTable(
  'signing_links',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    channel: text('channel').$type<SigningChannel>().notNull(),
    destinationMasked: text('destination_masked').notNull(),
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('signing_links_order_idx').on(table.orderId, table.createdAt)],
);
