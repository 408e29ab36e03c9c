import { describe, expect, it } from 'vitest';
import { secondsUntil } from './use-seconds-until';

describe('secondsUntil', () => {
  const now = Date.parse('2026-05-18T08:30:00.000Z');
  it.each([
    ['2026-05-18T08:31:00.000Z', 60],
    ['2026-05-18T08:30:44.200Z', 45],
    ['2026-05-18T08:30:00.000Z', 0],
    ['2026-05-18T08:29:00.000Z', 0],
    ['pas une date', 0],
    [null, 0],
  ])('%s → %s s', (instant, expected) => {
    expect(secondsUntil(instant, now)).toBe(expected);
  });
});
