import type { CompositionChild, CompositionKind } from '@voltaire/domain';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const eligibilityPredicates = pgTable('eligibility_predicates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  field: text('field').notNull(),
  operator: text('operator').notNull(),
  /**
   * Wrapped as `{ given, value }`: drizzle parses a jsonb read as a string once more, so a bare
   * JSON string such as "20" would come back as the number 20.
   */
  value: jsonb('value').$type<{ given: boolean; value: unknown }>().notNull(),
  position: integer('position').notNull(),
});

export const eligibilityCompositions = pgTable('eligibility_compositions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<CompositionKind>().notNull(),
  children: jsonb('children').$type<CompositionChild[]>().notNull(),
  position: integer('position').notNull(),
});

/** Which composition an offer or an add-on product must pass; several on one target must all pass. */
export const eligibilityAttachments = pgTable(
  'eligibility_attachments',
  {
    targetType: text('target_type').$type<'offer' | 'product'>().notNull(),
    targetId: text('target_id').notNull(),
    compositionId: text('composition_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.targetType, table.targetId, table.compositionId] })],
);

/** One row, locked by every change: serialises admin writes and numbers the rules' versions. */
export const eligibilityState = pgTable('eligibility_state', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/** Who changed which rule, when, from what to what. */
export const eligibilityAudit = pgTable('eligibility_audit', {
  id: uuid('id').primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
