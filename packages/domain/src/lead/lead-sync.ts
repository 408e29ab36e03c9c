/** The CRM messages a lead change produces, sent by the sync worker through the outbox. */
export const LEAD_SYNC_KINDS = ['upsert', 'conversion', 'basket'] as const;
export type LeadSyncKind = (typeof LEAD_SYNC_KINDS)[number];

export const LEAD_SYNC_JOB_STATUSES = ['pending', 'sent', 'failed'] as const;
export type LeadSyncJobStatus = (typeof LEAD_SYNC_JOB_STATUSES)[number];

export const CRM_SYNC_MAX_ATTEMPTS = 8;
export const CRM_SYNC_FIRST_RETRY_MS = 30_000;
export const CRM_SYNC_MAX_RETRY_MS = 3_600_000;

/** Waiting time after the n-th failed attempt (n ≥ 1): 30 s, 1 min, 2 min… doubled, at most 1 h. */
export function syncRetryDelayMs(failedAttempts: number): number {
  return Math.min(CRM_SYNC_FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), CRM_SYNC_MAX_RETRY_MS);
}

export type SyncFailureDecision =
  | { status: 'pending'; nextAttemptAt: Date }
  | { status: 'failed'; nextAttemptAt: null };

/**
 * After a failed send: try again later with exponential backoff, or give up once the attempts are
 * spent or when the CRM refused the message for good (a retry would be refused the same way).
 */
export function decideAfterSyncFailure(
  attempts: number,
  now: Date,
  { retryable }: { retryable: boolean },
): SyncFailureDecision {
  if (!retryable || attempts >= CRM_SYNC_MAX_ATTEMPTS) return { status: 'failed', nextAttemptAt: null };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + syncRetryDelayMs(attempts)) };
}

export type LeadSyncState = 'none' | 'pending' | 'synced' | 'failed';

export const LEAD_SYNC_STATE_LABELS = {
  none: 'Jamais synchronisé',
  pending: 'Synchronisation en attente',
  synced: 'Synchronisé',
  failed: 'Échec de la synchronisation',
} as const satisfies Record<LeadSyncState, string>;

/**
 * A lead's sync state from its jobs, oldest first: anything waiting wins; otherwise the latest job
 * tells, since each message carries the whole lead and a later delivery covers an earlier failure.
 */
export function leadSyncState(jobsOldestFirst: readonly { status: LeadSyncJobStatus }[]): LeadSyncState {
  const latest = jobsOldestFirst.at(-1);
  if (!latest) return 'none';
  if (jobsOldestFirst.some((job) => job.status === 'pending')) return 'pending';
  return latest.status === 'sent' ? 'synced' : 'failed';
}
