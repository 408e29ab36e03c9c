import type { LeadBasket, LeadStatus, LeadSyncJobStatus, LeadSyncKind, ParcoursType } from '@voltaire/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.js';

/** A prospect, from their first contact details; one per order when it comes from a journey. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id),
    channel: text('channel').notNull(),
    civility: text('civility'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    status: text('status').$type<LeadStatus>().notNull(),
    /** Cold-call consent (DECISIONS §2): the wording accepted and when, its proof. */
    marketingOptIn: boolean('marketing_opt_in').notNull(),
    marketingOptInProofText: text('marketing_opt_in_proof_text'),
    marketingOptInAt: timestamp('marketing_opt_in_at', { withTimezone: true }),
    basket: jsonb('basket').$type<LeadBasket>(),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }).notNull(),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    crmId: text('crm_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('leads_last_contact_idx').on(table.lastContactAt).where(sql`${table.anonymisedAt} is null`),
  ],
);

/**
 * The CRM outbox: one message per lead change, written in the change's transaction and sent by the
 * worker. `sequence` keeps each lead's messages in order; `claimedUntil` is the lease of the
 * instance sending it.
 */
export const leadSyncJobs = pgTable(
  'lead_sync_jobs',
  {
    id: uuid('id').primaryKey(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    kind: text('kind').$type<LeadSyncKind>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<LeadSyncJobStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('lead_sync_jobs_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('lead_sync_jobs_lead_idx').on(table.leadId, table.sequence),
  ],
);

/** A journey stopped with its reason (SPEC §3 cancelled basket). */
export const cancelledBaskets = pgTable(
  'cancelled_baskets',
  {
    id: uuid('id').primaryKey(),
    leadId: uuid('lead_id').references(() => leads.id),
    orderId: uuid('order_id').references(() => orders.id),
    /** The offer that was in the basket, when one had been chosen. */
    bundleId: text('bundle_id'),
    /** Free text, possibly personal: blanked by the anonymisation. */
    reason: text('reason'),
    parcoursType: text('parcours_type').$type<ParcoursType>().notNull(),
    /** The agent (staff e-mail) who stopped it, for the agent channels. */
    agentId: text('agent_id'),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cancelled_baskets_lead_idx').on(table.leadId)],
);

/** An offer proposed instead, refused before the stop (SPEC §3 cancelled proposal). */
export const cancelledProposals = pgTable('cancelled_proposals', {
  id: uuid('id').primaryKey(),
  cancelledBasketId: uuid('cancelled_basket_id')
    .notNull()
    .references(() => cancelledBaskets.id),
  newBundle: text('new_bundle').notNull(),
  reasonForRefusal: text('reason_for_refusal'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
