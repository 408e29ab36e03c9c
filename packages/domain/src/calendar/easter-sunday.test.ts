import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter-sunday.js';
import { dayOfWeek } from './iso-date.js';

describe('easterSunday (anonymous Gregorian algorithm)', () => {
  // Checked against python-dateutil's easter() and published tables.
  it.each([
    [1818, '1818-03-22'],
    [1900, '1900-04-15'],
    [1943, '1943-04-25'],
    [1954, '1954-04-18'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2100, '2100-03-28'],
    [2160, '2160-03-23'],
    [2200, '2200-04-06'],
    [2285, '2285-03-22'],
  ])('%s → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it('is always a Sunday between 22 March and 25 April (1900–2200)', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const easter = easterSunday(year);
      expect(dayOfWeek(easter)).toBe(0);
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
    }
  });

  it.each([[1582], [10_000], [2025.5]])('throws outside the Gregorian range: %s', (year) => {
    expect(() => easterSunday(year)).toThrow(RangeError);
  });
});
