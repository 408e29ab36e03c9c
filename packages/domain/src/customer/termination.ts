/**
 * A move's termination at the grid operator (issue 16): queued when the move completes, sent after its
 * transaction, and cancelled at the operator when the move is withdrawn after it was sent.
 */
export const TERMINATION_STATUSES = [
  /** Waiting to be sent. */
  'pending',
  /** The operator has it. */
  'sent',
  /** Withdrawn before it was sent: nothing to undo. */
  'withdrawn',
  /** Withdrawn after it was sent: the cancellation waits to be sent. */
  'cancelling',
  /** The operator cancelled it. */
  'cancelled',
  /** The operator refused it for good (an unknown point or file): the back office takes over. */
  'failed',
] as const;
export type TerminationStatus = (typeof TERMINATION_STATUSES)[number];

/**
 * What happened: the operator accepted the termination (`sent`) or its cancellation (`cancelled`), refused either
 * for good (`refused`), or the customer withdrew the move (`withdraw`).
 */
export type TerminationEvent = 'sent' | 'cancelled' | 'refused' | 'withdraw';

const NEXT: Record<TerminationEvent, Partial<Record<TerminationStatus, TerminationStatus>>> = {
  // A withdrawal that came in while the termination was on its way: it must now be cancelled.
  sent: { pending: 'sent', withdrawn: 'cancelling' },
  cancelled: { cancelling: 'cancelled' },
  refused: { pending: 'failed', cancelling: 'failed' },
  withdraw: { pending: 'withdrawn', failed: 'withdrawn', sent: 'cancelling' },
};

/** The status after an event; an event that does not apply leaves the status as it is. */
export function nextTerminationStatus(status: TerminationStatus, event: TerminationEvent): TerminationStatus {
  return NEXT[event][status] ?? status;
}

/** The statuses that still owe the operator a call: the termination, or its cancellation. */
export const TERMINATION_STATUSES_DUE = [
  'pending',
  'cancelling',
] as const satisfies readonly TerminationStatus[];

export const TERMINATION_FIRST_RETRY_MS = 60_000;
export const TERMINATION_MAX_RETRY_MS = 3_600_000;

/**
 * Waiting time after the n-th failed call (n ≥ 1): 1 min, 2 min, 4 min… doubled, at most 1 h, and never giving up
 * while the operator is only unavailable: a termination (or its cancellation) is never forgotten.
 */
export function terminationRetryDelayMs(failedAttempts: number): number {
  return Math.min(
    TERMINATION_FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1),
    TERMINATION_MAX_RETRY_MS,
  );
}
