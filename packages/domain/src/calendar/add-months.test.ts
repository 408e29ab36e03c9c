import { describe, expect, it } from 'vitest';
import { addMonths, lastDayOfMonth, monthsAgo } from './add-months.js';

describe('lastDayOfMonth', () => {
  it.each([
    [2024, 2, '2024-02-29'],
    [2025, 2, '2025-02-28'],
    [1900, 2, '1900-02-28'],
    [2000, 2, '2000-02-29'],
    [2025, 4, '2025-04-30'],
    [2025, 12, '2025-12-31'],
    [2026, 1, '2026-01-31'],
  ])('%s-%s → %s', (year, month, expected) => {
    expect(lastDayOfMonth(year, month)).toBe(expected);
  });

  it.each([[0], [13], [1.5]])('throws on month %s', (month) => {
    expect(() => lastDayOfMonth(2025, month)).toThrow(RangeError);
  });
});

describe('monthsAgo', () => {
  it.each([
    ['2025-03-31', 1, '2025-02-28'],
    ['2024-03-31', 1, '2024-02-29'],
    ['2025-03-15', 1, '2025-02-15'],
    ['2026-01-15', 1, '2025-12-15'],
    ['2026-01-31', 2, '2025-11-30'],
    ['2025-05-31', 12, '2024-05-31'],
    ['2024-02-29', 12, '2023-02-28'],
    ['2025-06-10', 0, '2025-06-10'],
    ['2025-06-10', 25, '2023-05-10'],
  ])('%s minus %s months → %s', (from, months, expected) => {
    expect(monthsAgo(from, months)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2025-12-31', 1, '2026-01-31'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2025-11-30', 3, '2026-02-28'],
  ])('%s + %s months → %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
});
