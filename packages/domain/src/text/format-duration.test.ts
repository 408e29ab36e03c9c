import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.js';

describe('formatDuration (rounded up to 30 minutes)', () => {
  it.each([
    [0, '0 min'],
    [1, '30 min'],
    [29.5, '30 min'],
    [30, '30 min'],
    [31, '1 h'],
    [60, '1 h'],
    [61, '1 h 30'],
    [90, '1 h 30'],
    [91, '2 h'],
    [120, '2 h'],
    [125, '2 h 30'],
    [24 * 60, '24 h'],
  ])('%s min → %j', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('throws on %s', (minutes) => {
    expect(() => formatDuration(minutes)).toThrow(RangeError);
  });
});
