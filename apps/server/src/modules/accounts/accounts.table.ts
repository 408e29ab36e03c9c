import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/organisations.tables.js';

/** Staff and partner users (agents, sellers, dealerships, admins). Passwords are argon2id hashes. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** Null until the invited person sets one from their link. */
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    role: text('role').notNull(),
    /** Within the organisation: its partner admin, or an agent of one of its channels (issue 15). */
    orgRole: text('org_role').$type<'partnerAdmin' | 'agent'>().notNull().default('agent'),
    isAdmin: boolean('is_admin').notNull().default(false),
    specialChannel: boolean('special_channel').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Every staff account belongs to one organisation, whose status and IP ranges it works under (ADR 0016). */
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    /** Set when the account is disabled: it can no longer log in and its sessions are revoked. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('users_organisation_id_idx').on(table.organisationId)],
);

/** Every staff session (agent, partner, admin): 12 h absolute, 30 min idle; only the token's SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_user_id_idx').on(table.userId)],
);
