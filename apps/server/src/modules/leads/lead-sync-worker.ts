import { decideAfterSyncFailure } from '@voltaire/domain';
import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { type CrmClient, CrmDeliveryError } from '../../integrations/crm/crm-client.js';
import type { LeadSyncJobRow, LeadSyncPayload } from './lead-outbox.js';
import { leadSyncJobs, leads } from './leads.tables.js';

export interface SyncReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface LeadSyncWorkerDeps {
  db: Database;
  clock: Clock;
  /** Without a CRM, messages stay pending in the outbox until one is configured. */
  crm: CrmClient | undefined;
  /** How long a claimed message is reserved for the instance sending it (longer than the CRM timeout). */
  leaseMs: number;
  logger?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const candidate = alias(leadSyncJobs, 'candidate');
const earlier = alias(leadSyncJobs, 'earlier');

/**
 * Sends the CRM outbox. Several instances may run it at once: a message is claimed with
 * `for update skip locked` and leased, so only one instance sends it; each lead's messages go in order.
 */
export function createLeadSyncWorker({ db, clock, crm, leaseMs, logger }: LeadSyncWorkerDeps) {
  /** Reserves up to `limit` messages: due ones, or every waiting one of `leadId` when forced. */
  const claim = async (limit: number, leadId?: string): Promise<{ jobs: LeadSyncJobRow[]; lease: Date }> => {
    const now = clock.now();
    const lease = new Date(now.getTime() + leaseMs);
    const claimable = db
      .select({ id: candidate.id })
      .from(candidate)
      .where(
        and(
          eq(candidate.status, 'pending'),
          or(isNull(candidate.claimedUntil), lte(candidate.claimedUntil, now)),
          leadId ? eq(candidate.leadId, leadId) : lte(candidate.nextAttemptAt, now),
          // A lead's later message waits until the earlier ones are delivered or given up.
          notExists(
            db
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.leadId, candidate.leadId),
                  eq(earlier.status, 'pending'),
                  lt(earlier.sequence, candidate.sequence),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(candidate.sequence))
      .limit(limit)
      .for('update', { skipLocked: true });
    const jobs = await db
      .update(leadSyncJobs)
      .set({ attempts: sql`${leadSyncJobs.attempts} + 1`, claimedUntil: lease })
      .where(inArray(leadSyncJobs.id, claimable))
      .returning();
    return { jobs: jobs.sort((a, b) => a.sequence - b.sequence), lease };
  };

  const ownClaim = (job: LeadSyncJobRow, lease: Date) =>
    and(
      eq(leadSyncJobs.id, job.id),
      eq(leadSyncJobs.status, 'pending'),
      eq(leadSyncJobs.claimedUntil, lease),
    );

  const send = async (client: CrmClient, job: LeadSyncJobRow, lease: Date): Promise<keyof SyncReport> => {
    const [lead] = await db.select({ crmId: leads.crmId }).from(leads).where(eq(leads.id, job.leadId));
    const payload = job.payload as LeadSyncPayload;
    try {
      const receipt = await client.send({
        messageId: job.id,
        kind: job.kind,
        leadId: job.leadId,
        crmId: lead?.crmId ?? null,
        lead: payload.lead,
        ...(payload.cancelledBasket ? { cancelledBasket: payload.cancelledBasket } : {}),
      });
      await db.transaction(async (tx) => {
        await tx
          .update(leadSyncJobs)
          .set({
            status: 'sent',
            sentAt: clock.now(),
            claimedUntil: null,
            nextAttemptAt: null,
            lastError: null,
          })
          .where(ownClaim(job, lease));
        if (receipt.crmId) {
          await tx.update(leads).set({ crmId: receipt.crmId }).where(eq(leads.id, job.leadId));
        }
      });
      return 'sent';
    } catch (error) {
      const retryable = error instanceof CrmDeliveryError ? error.retryable : true;
      const message =
        error instanceof CrmDeliveryError ? error.message : 'Erreur inattendue lors de l’envoi au CRM';
      const decision = decideAfterSyncFailure(job.attempts, clock.now(), { retryable });
      // Only ids and counters: the lead's personal data never reaches the logs.
      logger?.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryable }, 'crm sync failed');
      await db
        .update(leadSyncJobs)
        .set({
          status: decision.status,
          nextAttemptAt: decision.nextAttemptAt,
          claimedUntil: null,
          lastError: message.slice(0, 500),
        })
        .where(ownClaim(job, lease));
      return decision.status === 'failed' ? 'failed' : 'retried';
    }
  };

  const run = async (limit: number, leadId?: string): Promise<SyncReport> => {
    const report: SyncReport = { sent: 0, retried: 0, failed: 0 };
    if (!crm) return report;
    const { jobs, lease } = await claim(limit, leadId);
    for (const job of jobs) report[await send(crm, job, lease)] += 1;
    return report;
  };

  return {
    isEnabled: crm !== undefined,

    /** One pass of the worker: the messages that are due, oldest first. */
    syncDue: (limit = 20): Promise<SyncReport> => run(limit),

    /** « Synchroniser maintenant »: every waiting message of the lead, backoff or not, in order. */
    async syncLeadNow(leadId: string): Promise<SyncReport> {
      const total: SyncReport = { sent: 0, retried: 0, failed: 0 };
      // Each pass sends the lead's oldest waiting message; a failure that will be retried stops here.
      for (let pass = 0; pass < 20; pass += 1) {
        const report = await run(1, leadId);
        total.sent += report.sent;
        total.retried += report.retried;
        total.failed += report.failed;
        if (report.sent + report.failed === 0) break;
      }
      return total;
    },

    /** Polls every `intervalMs` until the returned stop function is called; a pass never overlaps the next. */
    start(intervalMs: number): () => Promise<void> {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = run(20)
          .catch((error: unknown) => {
            logger?.error(
              { errorName: error instanceof Error ? error.name : 'unknown' },
              'crm sync pass failed',
            );
          })
          .finally(() => {
            if (!stopped) schedule();
          });
      };
      const schedule = () => {
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      };
      schedule();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      };
    },
  };
}

export type LeadSyncWorker = ReturnType<typeof createLeadSyncWorker>;
