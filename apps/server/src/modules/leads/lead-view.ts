import { LEAD_SYNC_STATE_LABELS, leadSyncState } from '@voltaire/domain';
import type { LeadSyncJobRow } from './lead-sync-jobs.repository.js';
import type { LeadRow } from './leads.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Where a lead stands with the CRM, from its messages (oldest first). */
export function syncSummary(jobs: readonly LeadSyncJobRow[]) {
  const state = leadSyncState(jobs);
  const lastSent = jobs.filter((job) => job.sentAt).at(-1);
  const waiting = jobs.filter((job) => job.status === 'pending');
  return {
    state,
    stateLabel: LEAD_SYNC_STATE_LABELS[state],
    pendingJobs: waiting.length,
    failedJobs: jobs.filter((job) => job.status === 'failed').length,
    lastSyncedAt: iso(lastSent?.sentAt ?? null),
    nextAttemptAt: iso(waiting[0]?.nextAttemptAt ?? null),
    lastError: jobs.findLast((job) => job.lastError)?.lastError ?? null,
  };
}

/** Everything about a lead and its CRM sync, for our back office and the private calls. */
export function leadInfo(row: LeadRow, jobs: readonly LeadSyncJobRow[]) {
  return {
    lead: {
      id: row.id,
      orderId: row.orderId,
      channel: row.channel,
      status: row.status,
      civility: row.civility,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      marketingOptIn: row.marketingOptIn,
      marketingConsent:
        row.marketingOptInProofText && row.marketingOptInAt
          ? { text: row.marketingOptInProofText, at: row.marketingOptInAt.toISOString() }
          : null,
      basket: row.basket,
      crmId: row.crmId,
      lastContactAt: row.lastContactAt.toISOString(),
      anonymisedAt: iso(row.anonymisedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    sync: {
      ...syncSummary(jobs),
      jobs: jobs.map((job) => ({
        id: job.id,
        kind: job.kind,
        status: job.status,
        attempts: job.attempts,
        nextAttemptAt: iso(job.nextAttemptAt),
        lastError: job.lastError,
        createdAt: job.createdAt.toISOString(),
        sentAt: iso(job.sentAt),
      })),
    },
  };
}

export type LeadInfo = ReturnType<typeof leadInfo>;
