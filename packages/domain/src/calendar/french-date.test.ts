import { describe, expect, it } from 'vitest';
import {
  formatFrenchDate,
  parseFrenchDate,
  startOfDayInTimeZone,
  toIsoDateInTimeZone,
} from './french-date.js';

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

describe('startOfDayInTimeZone', () => {
  it('is midnight in Paris: 23:00 UTC the day before in winter, 22:00 in summer', () => {
    expect(startOfDayInTimeZone('2026-11-25').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(startOfDayInTimeZone('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDayInTimeZone('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
