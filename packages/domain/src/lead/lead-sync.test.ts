import { describe, expect, it } from 'vitest';
import {
  CRM_SYNC_MAX_ATTEMPTS,
  decideAfterSyncFailure,
  leadSyncState,
  syncRetryDelayMs,
} from './lead-sync.js';

describe('CRM sync retries', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])('after %i failed attempt(s) waits %i ms', (attempts, delay) => {
    expect(syncRetryDelayMs(attempts)).toBe(delay);
  });
  it('retries a transient failure later, gives up after the last attempt or on a refusal for good', () => {
    const now = new Date('2026-09-01T10:00:00Z');
    expect(decideAfterSyncFailure(1, now, { retryable: true })).toEqual({
      status: 'pending',
      nextAttemptAt: new Date('2026-09-01T10:00:30Z'),
    });
    expect(decideAfterSyncFailure(CRM_SYNC_MAX_ATTEMPTS, now, { retryable: true })).toEqual({
      status: 'failed',
      nextAttemptAt: null,
    });
    expect(decideAfterSyncFailure(1, now, { retryable: false }).status).toBe('failed');
  });
  it.each([
    [[], 'none'],
    [['sent', 'pending'], 'pending'],
    [['failed', 'sent'], 'synced'],
    [['sent', 'failed'], 'failed'],
  ] as const)('jobs %j → %s', (statuses, state) => {
    expect(leadSyncState(statuses.map((status) => ({ status })))).toBe(state);
  });
});
