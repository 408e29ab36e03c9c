import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './run-every.js';

describe('runEvery', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task at each interval, one at a time, goes on after a failure, and stops', async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const errors: unknown[] = [];
    let calls = 0;
    const stop = runEvery(
      1_000,
      async () => {
        calls += 1;
        if (calls === 2) throw new Error('boom');
        runs.push(calls);
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toEqual([1, 3]);
    expect(errors).toHaveLength(1);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(3);
  });
});
