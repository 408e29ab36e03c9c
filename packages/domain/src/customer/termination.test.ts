import { describe, expect, it } from 'vitest';
import { nextTerminationStatus, terminationRetryDelayMs } from './termination.js';

describe('a move’s termination at the grid operator', () => {
  it('is sent, then cancelled at the operator when the move is withdrawn after it was sent', () => {
    expect(nextTerminationStatus('pending', 'sent')).toBe('sent');
    expect(nextTerminationStatus('sent', 'withdraw')).toBe('cancelling');
    expect(nextTerminationStatus('cancelling', 'cancelled')).toBe('cancelled');
  });

  it('needs no cancellation when withdrawn before it was sent', () => {
    expect(nextTerminationStatus('pending', 'withdraw')).toBe('withdrawn');
    expect(nextTerminationStatus('failed', 'withdraw')).toBe('withdrawn');
  });

  it('is cancelled when the operator took it while the withdrawal came in', () => {
    expect(nextTerminationStatus('withdrawn', 'sent')).toBe('cancelling');
  });

  it('stops on a refusal for good; other events leave the status as it is', () => {
    expect(nextTerminationStatus('pending', 'refused')).toBe('failed');
    expect(nextTerminationStatus('cancelling', 'refused')).toBe('failed');
    expect(nextTerminationStatus('cancelled', 'withdraw')).toBe('cancelled');
    expect(nextTerminationStatus('sent', 'sent')).toBe('sent');
  });

  it('retries after 1 min, doubled, at most 1 h, without giving up', () => {
    expect([1, 2, 3, 7, 8, 50].map(terminationRetryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
