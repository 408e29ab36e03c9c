import type { Composition, EligibilityRulesDocument, Predicate } from '@voltaire/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  eligibilityAttachments,
  eligibilityAudit,
  eligibilityCompositions,
  eligibilityPredicates,
  eligibilityState,
} from './eligibility.tables.js';

export type AuditEntry = typeof eligibilityAudit.$inferInsert;
export type AuditRow = typeof eligibilityAudit.$inferSelect;

export const ELIGIBILITY_CHANNEL = 'eligibility_changed';

export function createEligibilityRepository() {
  return {
    async loadDocument(db: DbExecutor): Promise<EligibilityRulesDocument> {
      const [predicates, compositions, attachments] = await Promise.all([
        db.select().from(eligibilityPredicates).orderBy(asc(eligibilityPredicates.position)),
        db.select().from(eligibilityCompositions).orderBy(asc(eligibilityCompositions.position)),
        db.select().from(eligibilityAttachments).orderBy(asc(eligibilityAttachments.position)),
      ]);
      return {
        version: 1,
        predicates: predicates.map(({ id, name, field, operator, value }) => ({
          id,
          name,
          field,
          operator,
          ...(value?.given ? { value: value.value } : {}),
        })),
        compositions: compositions.map(({ id, name, kind, children }) => ({ id, name, kind, children })),
        attachments: attachments.map(({ targetType, targetId, compositionId }) => ({
          target: { type: targetType, id: targetId },
          compositionId,
        })),
      };
    },

    /** Locks the state row until the transaction ends and returns the next version number. */
    async bumpVersion(tx: DbExecutor): Promise<number> {
      const [row] = await tx
        .update(eligibilityState)
        .set({ version: sql`${eligibilityState.version} + 1` })
        .where(eq(eligibilityState.id, 1))
        .returning({ version: eligibilityState.version });
      return row?.version ?? 0;
    },

    async version(db: DbExecutor): Promise<number> {
      const [row] = await db.select({ version: eligibilityState.version }).from(eligibilityState);
      return row?.version ?? 0;
    },

    async savePredicate(tx: DbExecutor, predicate: Predicate, position: number): Promise<void> {
      const row = {
        ...predicate,
        value: { given: 'value' in predicate, value: predicate.value ?? null },
        position,
      };
      await tx
        .insert(eligibilityPredicates)
        .values(row)
        .onConflictDoUpdate({ target: eligibilityPredicates.id, set: row });
    },

    async deletePredicate(tx: DbExecutor, id: string): Promise<void> {
      await tx.delete(eligibilityPredicates).where(eq(eligibilityPredicates.id, id));
    },

    async saveComposition(tx: DbExecutor, composition: Composition, position: number): Promise<void> {
      const row = { ...composition, position };
      await tx
        .insert(eligibilityCompositions)
        .values(row)
        .onConflictDoUpdate({ target: eligibilityCompositions.id, set: row });
    },

    async deleteComposition(tx: DbExecutor, id: string): Promise<void> {
      await tx.delete(eligibilityCompositions).where(eq(eligibilityCompositions.id, id));
    },

    async replaceAttachments(
      tx: DbExecutor,
      attachments: EligibilityRulesDocument['attachments'],
    ): Promise<void> {
      await tx.delete(eligibilityAttachments);
      if (attachments.length === 0) return;
      await tx.insert(eligibilityAttachments).values(
        attachments.map(({ target, compositionId }, position) => ({
          targetType: target.type,
          targetId: target.id,
          compositionId,
          position,
        })),
      );
    },

    async replaceAll(tx: DbExecutor, document: EligibilityRulesDocument): Promise<void> {
      await tx.delete(eligibilityAttachments);
      await tx.delete(eligibilityCompositions);
      await tx.delete(eligibilityPredicates);
      for (const [position, predicate] of document.predicates.entries())
        await this.savePredicate(tx, predicate, position);
      for (const [position, composition] of document.compositions.entries()) {
        await this.saveComposition(tx, composition, position);
      }
      await this.replaceAttachments(tx, document.attachments);
    },

    async audit(tx: DbExecutor, entry: AuditEntry): Promise<void> {
      await tx.insert(eligibilityAudit).values(entry);
    },

    async auditLog(db: DbExecutor, limit: number): Promise<AuditRow[]> {
      return db.select().from(eligibilityAudit).orderBy(desc(eligibilityAudit.at)).limit(limit);
    },

    async notifyChange(tx: DbExecutor, version: number): Promise<void> {
      await tx.execute(sql`select pg_notify(${ELIGIBILITY_CHANNEL}, ${String(version)})`);
    },
  };
}

export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
