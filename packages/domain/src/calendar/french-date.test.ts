import { describe, expect, it } from 'vitest';
import { formatFrenchDate, parseFrenchDate, toIsoDateInTimeZone } from './french-date.js';

describe('formatFrenchDate / parseFrenchDate', () => {
  it.each([
    ['2026-05-14', '14/05/2026'],
    ['2024-02-29', '29/02/2024'],
  ])('%s ↔ %s', (iso, french) => {
    expect(formatFrenchDate(iso)).toBe(french);
    expect(parseFrenchDate(french)).toBe(iso);
  });

  it.each([['29/02/2025'], ['2026-05-14'], ['1/5/2026'], ['']])('%j is not a French date', (value) => {
    expect(parseFrenchDate(value)).toBeNull();
  });
});

describe('toIsoDateInTimeZone', () => {
  it.each([
    ['2025-12-31T23:30:00Z', '2026-01-01'], // already New Year in Paris (UTC+1)
    ['2026-06-30T22:30:00Z', '2026-07-01'], // summer time (UTC+2)
    ['2026-06-30T21:59:59Z', '2026-06-30'],
  ])('%s is %s in Paris', (instant, expected) => {
    expect(toIsoDateInTimeZone(new Date(instant))).toBe(expected);
  });

  it('accepts another time zone', () => {
    expect(toIsoDateInTimeZone(new Date('2026-01-01T02:59:00Z'), 'America/Cayenne')).toBe('2025-12-31');
  });
});
