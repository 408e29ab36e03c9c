import type {
  Consumption,
  ContractStatus,
  Energy,
  HousingStep,
  MeterReading,
  MoveOutAppointment,
  OrderKind,
  PricingOption,
  SigningChannel,
  StoredPayment,
  TerminationStatus,
} from '@voltaire/domain';
import { sql } from 'drizzle-orm';
import {
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

/** A customer: the holder of one or several contracts, found again by their e-mail or phone on file. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    civility: text('civility').$type<'Mme' | 'M.'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** National form, digits only (0612345678). */
    phone: text('phone').notNull(),
    birthDate: text('birth_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(table.email),
    index('customers_phone_idx').on(table.phone),
  ],
);

/** A contract: what a completed order became (a subscription, an offer change, a move). */
export const customerContracts = pgTable(
  'customer_contracts',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    customerId: uuid('customer_id').notNull(),
    /** The order signed for it; null for contracts migrated in (the demo seed). */
    orderId: uuid('order_id').unique(),
    /** The contract it follows (an offer change or a move), if any. */
    replacesContractId: uuid('replaces_contract_id'),
    energy: text('energy').$type<Energy>().notNull(),
    /** Null while the grid operator identifies the point (« je ne le connais pas »). */
    deliveryPointId: text('delivery_point_id'),
    housing: jsonb('housing').$type<HousingStep>().notNull(),
    offerId: text('offer_id').notNull(),
    offerName: text('offer_name').notNull(),
    priceVersion: text('price_version').notNull(),
    kva: integer('kva'),
    option: text('option').$type<PricingOption>(),
    /** Electricity: the Base total or the HP/HC split; gas: `{ annualKwh }`. Null when unknown. */
    consumption: jsonb('consumption').$type<Consumption | { annualKwh: number }>(),
    payment: jsonb('payment').$type<StoredPayment>().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    status: text('status').$type<ContractStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('customer_contracts_customer_idx').on(table.customerId),
    index('customer_contracts_point_idx').on(table.deliveryPointId),
  ],
);

/**
 * A change under way on a contract (offer change or move): at most one open per contract, so that two
 * concurrent starts cannot both succeed. Closed when its order is abandoned, withdrawn or takes effect.
 */
export const contractChanges = pgTable(
  'contract_changes',
  {
    orderId: uuid('order_id').primaryKey(),
    contractId: uuid('contract_id').notNull(),
    kind: text('kind').$type<Exclude<OrderKind, 'subscription'>>().notNull(),
    reference: text('reference').notNull(),
    effectiveDate: text('effective_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contract_changes_open_idx').on(table.contractId).where(sql`${table.closedAt} is null`),
  ],
);

/** One-time codes proving the holder of a contract link, stored as HMAC-SHA256 with a per-code salt. */
export const contractCodes = pgTable(
  'contract_codes',
  {
    id: uuid('id').primaryKey(),
    contractId: uuid('contract_id').notNull(),
    channel: text('channel').$type<SigningChannel>().notNull(),
    destinationMasked: text('destination_masked').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('contract_codes_contract_idx').on(table.contractId, table.createdAt)],
);

/** A web session that proved it holds a contract's link (link + code): it may act on that contract. */
export const contractGrants = pgTable(
  'contract_grants',
  {
    sessionHash: text('session_hash').notNull(),
    contractId: uuid('contract_id').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionHash, table.contractId] })],
);

/**
 * A move's termination at the grid operator (its old home), sent after the completion's transaction commits, and
 * cancelled there if the move is withdrawn after it was sent. One per move (its order); `nextAttemptAt` is both the
 * backoff after a failed call and the lease of a call under way.
 */
export const contractTerminations = pgTable(
  'contract_terminations',
  {
    orderId: uuid('order_id').primaryKey(),
    contractId: uuid('contract_id').notNull(),
    energy: text('energy').$type<Energy>().notNull(),
    deliveryPointId: text('delivery_point_id').notNull(),
    date: text('date').notNull(),
    finalReading: jsonb('final_reading').$type<MeterReading>(),
    appointment: jsonb('appointment').$type<MoveOutAppointment>(),
    status: text('status').$type<TerminationStatus>().notNull(),
    operatorReference: text('operator_reference'),
    /** Failed calls for the current status (the termination, then its cancellation). */
    attempts: integer('attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('contract_terminations_contract_idx').on(table.contractId),
    index('contract_terminations_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'cancelling')`),
  ],
);
