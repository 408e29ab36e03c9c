import { describe, expect, it } from 'vitest';
import { addDays, daysAgo, daysBetween } from './add-days.js';

describe('addDays', () => {
  it.each([
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2025-01-01', 365, '2026-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2026-05-14', 0, '2026-05-14'],
  ])('%s + %s days → %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });

  it('throws on an invalid date or a non-integer count (caller bugs)', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2025-02-01', 1.5)).toThrow(RangeError);
  });
});

describe('daysAgo', () => {
  it.each([
    ['2026-01-01', 1, '2025-12-31'],
    ['2024-03-01', 1, '2024-02-29'],
    ['2025-03-01', 1, '2025-02-28'],
    ['2026-05-14', 30, '2026-04-14'],
  ])('%s minus %s days → %s', (from, days, expected) => {
    expect(daysAgo(from, days)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it('counts calendar days', () => {
    expect(daysBetween('2025-12-24', '2026-01-02')).toBe(9);
    expect(daysBetween('2026-01-02', '2025-12-24')).toBe(-9);
  });
});
