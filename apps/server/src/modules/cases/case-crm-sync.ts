import { randomUUID } from 'node:crypto';
import { decideAfterSyncFailure } from '@voltaire/domain';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database, DbExecutor } from '../../db/database.js';
import { CrmDeliveryError, type CrmReceipt } from '../../integrations/crm/crm-client.js';
import { caseCrmJobs, cases } from './cases.tables.js';

/** Sends one case to the CRM (a Salesforce-like `Case`); throws a `CrmDeliveryError` when it did not get through. */
export interface CaseCrmClient {
  send(messageId: string, payload: Record<string, unknown>): Promise<CrmReceipt>;
}

type CaseRow = typeof cases.$inferSelect;

/** The case in the CRM's field names (Salesforce `Case`). */
export function toCrmCase(
  row: CaseRow,
  themeLabel: string,
  attachments: { filename: string; sha256: string }[],
) {
  return {
    CaseNumber: row.number,
    Origin: row.channel,
    Type: row.themeId,
    Subject: `${themeLabel} – ${row.number}`,
    Description: row.message,
    SuppliedName: `${row.civility} ${row.firstName} ${row.lastName}`,
    SuppliedEmail: row.email,
    SuppliedPhone: row.phone || null,
    CustomerReference__c: row.customerReference || null,
    DeliveryPoint__c: row.deliveryPointId || null,
    PostalCode__c: row.postalCode || null,
    InseeCode__c: row.inseeCode || null,
    Attachments__c: attachments,
    CreatedDate: row.createdAt.toISOString(),
  };
}

/** Writes the case's CRM message in the case's own transaction: it exists exactly when the case does. */
export async function queueCaseForCrm(
  tx: DbExecutor,
  caseId: string,
  payload: Record<string, unknown>,
  now: Date,
) {
  await tx.insert(caseCrmJobs).values({
    id: randomUUID(),
    caseId,
    payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    claimedUntil: null,
    lastError: null,
    createdAt: now,
    sentAt: null,
  });
}

export interface CaseSyncReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * The case CRM worker (ADR 0009's pattern): due messages are claimed with `for update skip locked` and a
 * lease, sent outside any transaction, retried with backoff. Without a CRM they stay pending, never lost.
 */
export function createCaseCrmSync({
  db,
  clock,
  crm,
  leaseMs,
  logger,
}: {
  db: Database;
  clock: Clock;
  crm: CaseCrmClient | undefined;
  leaseMs: number;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const claim = async (limit: number) => {
    const now = clock.now();
    const lease = new Date(now.getTime() + leaseMs);
    const due = db
      .select({ id: caseCrmJobs.id })
      .from(caseCrmJobs)
      .where(
        and(
          eq(caseCrmJobs.status, 'pending'),
          lte(caseCrmJobs.nextAttemptAt, now),
          or(isNull(caseCrmJobs.claimedUntil), lte(caseCrmJobs.claimedUntil, now)),
        ),
      )
      .orderBy(caseCrmJobs.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const jobs = await db
      .update(caseCrmJobs)
      .set({ attempts: sql`${caseCrmJobs.attempts} + 1`, claimedUntil: lease })
      .where(inArray(caseCrmJobs.id, due))
      .returning();
    return { jobs, lease };
  };

  const send = async (client: CaseCrmClient, job: typeof caseCrmJobs.$inferSelect, lease: Date) => {
    const own = and(eq(caseCrmJobs.id, job.id), eq(caseCrmJobs.claimedUntil, lease));
    try {
      const receipt = await client.send(job.id, job.payload);
      await db.transaction(async (tx) => {
        await tx
          .update(caseCrmJobs)
          .set({
            status: 'sent',
            sentAt: clock.now(),
            claimedUntil: null,
            nextAttemptAt: null,
            lastError: null,
          })
          .where(own);
        if (receipt.crmId)
          await tx.update(cases).set({ crmId: receipt.crmId }).where(eq(cases.id, job.caseId));
      });
      return 'sent' as const;
    } catch (error) {
      const retryable = error instanceof CrmDeliveryError ? error.retryable : true;
      const message =
        error instanceof CrmDeliveryError ? error.message : 'Erreur inattendue lors de l’envoi au CRM';
      const decision = decideAfterSyncFailure(job.attempts, clock.now(), { retryable });
      logger.warn({ jobId: job.id, attempts: job.attempts, retryable }, 'case crm sync failed');
      await db
        .update(caseCrmJobs)
        .set({
          status: decision.status,
          nextAttemptAt: decision.nextAttemptAt,
          claimedUntil: null,
          lastError: message,
        })
        .where(own);
      return decision.status === 'failed' ? ('failed' as const) : ('retried' as const);
    }
  };

  return {
    isEnabled: crm !== undefined,

    /** One pass: the due messages, oldest first. */
    async syncDue(limit = 20): Promise<CaseSyncReport> {
      const report: CaseSyncReport = { sent: 0, retried: 0, failed: 0 };
      if (!crm) return report;
      const { jobs, lease } = await claim(limit);
      for (const job of jobs) report[await send(crm, job, lease)] += 1;
      return report;
    },
  };
}

export type CaseCrmSync = ReturnType<typeof createCaseCrmSync>;
