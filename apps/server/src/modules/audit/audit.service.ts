import { randomUUID } from 'node:crypto';
import { type AuditAction, type AuditEntry, auditRetentionCutoff } from '@voltaire/domain';
import { desc, eq, lt } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { auditLog } from './audit.tables.js';

/** Who acted, and from where. */
export interface AuditActor {
  email: string;
  displayName: string;
  clientAddress: string;
}

export interface AuditRecord {
  action: AuditAction;
  organisation: { id: string; name: string };
  target: string;
  details: string;
}

/** Writes `record` with the change it reports (same executor, so the same transaction). */
export type RecordAudit = (executor: DbExecutor, actor: AuditActor, record: AuditRecord) => Promise<void>;

export function createAuditService({ db, clock }: { db: Database; clock: Clock }) {
  const record: RecordAudit = async (executor, actor, { action, organisation, target, details }) => {
    await executor.insert(auditLog).values({
      id: randomUUID(),
      occurredAt: clock.now(),
      action,
      actorEmail: actor.email,
      actorName: actor.displayName,
      organisationId: organisation.id,
      organisationName: organisation.name,
      target,
      details,
      clientAddress: actor.clientAddress,
    });
  };

  return {
    record,

    /** Newest first; one organisation's, or everyone's (admins). */
    async list({ organisationId, limit }: { organisationId?: string; limit: number }): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(organisationId ? eq(auditLog.organisationId, organisationId) : undefined)
        .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
    },

    /** Deletes the entries past their retention period; how many went. */
    async purgeExpired(): Promise<number> {
      const gone = await db
        .delete(auditLog)
        .where(lt(auditLog.occurredAt, auditRetentionCutoff(clock.now())))
        .returning({ id: auditLog.id });
      return gone.length;
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
