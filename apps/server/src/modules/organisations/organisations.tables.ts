import type {
  AccessRefusal,
  OrganisationKind,
  OrganisationStatus,
  SalesChannel,
  StaffAccessRefusal,
} from '@voltaire/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Organisations every staff account belongs to: the supplier's own teams (`internal`) or a partner (ADR 0016). */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').$type<OrganisationKind>().notNull(),
  /** The sales channels the organisation may sell on. */
  channels: jsonb('channels').$type<SalesChannel[]>().notNull().default([]),
  status: text('status').$type<OrganisationStatus>().notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The addresses an organisation's people may work from, bounds included; IPv4 or IPv6, kept as typed. */
export const organisationIpRanges = pgTable(
  'organisation_ip_ranges',
  {
    id: uuid('id').primaryKey(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The order the admin wrote them in. */
    position: integer('position').notNull(),
    rangeStart: text('range_start').notNull(),
    rangeEnd: text('range_end').notNull(),
    label: text('label').notNull().default(''),
  },
  (table) => [index('organisation_ip_ranges_organisation_id_idx').on(table.organisationId)],
);

/** Every refused staff login or request (IP outside the ranges, organisation suspended), for the admin screen. */
export const accessRefusals = pgTable(
  'access_refusals',
  {
    id: uuid('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id').notNull(),
    /** The name shown to admins, as it was then (never the e-mail). */
    userDisplayName: text('user_display_name').notNull(),
    organisationId: uuid('organisation_id').notNull(),
    clientAddress: text('client_address').notNull(),
    /** `IP_NOT_ALLOWED` or `ORGANISATION_SUSPENDED`. */
    reason: text('reason').$type<StaffAccessRefusal>().notNull(),
    /** `login` or `session` (a request made with a live session). */
    stage: text('stage').$type<AccessRefusal['stage']>().notNull(),
  },
  (table) => [index('access_refusals_occurred_at_idx').on(table.occurredAt)],
);
