import { decideAfterSyncFailure } from '@voltaire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { type CrmClient, CrmDeliveryError } from '../../integrations/crm/crm-client.js';
import type { LeadSyncPayload } from './lead-outbox.js';
import { type LeadSyncJobRow, leadSyncJobsRepository } from './lead-sync-jobs.repository.js';
import { leadsRepository } from './leads.repository.js';

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

/**
 * Sends the CRM outbox. Several instances may run it at once: a message is claimed with
 * `for update skip locked` and leased, so only one instance sends it; each lead's messages go in order.
 */
export function createLeadSyncWorker({ db, clock, crm, leaseMs, logger }: LeadSyncWorkerDeps) {
  /** Reserves up to `limit` messages: due ones, or every waiting one of `leadId` when forced. */
  const claim = async (limit: number, leadId?: string): Promise<{ jobs: LeadSyncJobRow[]; lease: Date }> => {
    const now = clock.now();
    const lease = new Date(now.getTime() + leaseMs);
    return { jobs: await leadSyncJobsRepository.claim(db, { now, lease, limit, leadId }), lease };
  };

  const send = async (client: CrmClient, job: LeadSyncJobRow, lease: Date): Promise<keyof SyncReport> => {
    const crmId = await leadsRepository.crmIdOf(db, job.leadId);
    const payload = job.payload as LeadSyncPayload;
    try {
      const receipt = await client.send({
        messageId: job.id,
        kind: job.kind,
        leadId: job.leadId,
        crmId,
        lead: payload.lead,
        ...(payload.cancelledBasket ? { cancelledBasket: payload.cancelledBasket } : {}),
      });
      await db.transaction(async (tx) => {
        await leadSyncJobsRepository.markSent(tx, job, lease, clock.now());
        if (receipt.crmId) await leadsRepository.setCrmId(tx, job.leadId, receipt.crmId);
      });
      return 'sent';
    } catch (error) {
      const retryable = error instanceof CrmDeliveryError ? error.retryable : true;
      const message =
        error instanceof CrmDeliveryError ? error.message : 'Erreur inattendue lors de l’envoi au CRM';
      const decision = decideAfterSyncFailure(job.attempts, clock.now(), { retryable });
      // Only ids and counters: the lead's personal data never reaches the logs.
      logger?.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryable }, 'crm sync failed');
      await leadSyncJobsRepository.markFailedAttempt(db, job, lease, {
        status: decision.status,
        nextAttemptAt: decision.nextAttemptAt,
        lastError: message.slice(0, 500),
      });
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
