import { describe, expect, it } from 'vitest';
import { addWorkingDays, firstWorkingDayOnOrAfter, isWorkingDay } from './working-days.js';

describe('isWorkingDay', () => {
  it.each([
    ['2026-05-13', true], // Wednesday
    ['2026-05-14', false], // Ascension, Thursday
    ['2026-05-15', true], // the bridge Friday is still a working day
    ['2026-05-16', false], // Saturday
    ['2026-05-17', false], // Sunday
    ['2026-04-06', false], // Easter Monday
    ['2026-07-14', false], // national day, Tuesday
    ['2026-07-15', true],
    ['2025-12-25', false],
    ['2026-01-01', false],
    ['2026-01-02', true],
    ['2024-02-29', true],
  ])('%s → %s', (iso, expected) => {
    expect(isWorkingDay(iso)).toBe(expected);
  });

  it('throws on an invalid date (caller bug)', () => {
    expect(() => isWorkingDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('firstWorkingDayOnOrAfter', () => {
  it.each([
    ['2026-05-13', '2026-05-13'],
    ['2026-05-14', '2026-05-15'],
    ['2026-05-16', '2026-05-18'],
    ['2026-04-04', '2026-04-07'], // Easter Saturday → Tuesday
    ['2026-05-23', '2026-05-26'], // Pentecost weekend → Tuesday
    ['2025-12-25', '2025-12-26'],
    ['2027-01-01', '2027-01-04'], // New Year on Friday → Monday
  ])('%s → %s', (iso, expected) => {
    expect(firstWorkingDayOnOrAfter(iso)).toBe(expected);
  });
});

describe('addWorkingDays', () => {
  it.each([
    ['2026-05-13', 1, '2026-05-15'], // over Ascension Thursday
    ['2026-05-13', 2, '2026-05-18'],
    ['2026-05-07', 1, '2026-05-11'], // Thursday → over 8 May (Friday) and the weekend
    ['2026-04-03', 1, '2026-04-07'], // Good Friday → over Easter Monday
    ['2026-07-13', 1, '2026-07-15'], // over 14 July
    ['2025-12-24', 1, '2025-12-26'], // over Christmas
    ['2025-12-24', 3, '2025-12-30'],
    ['2025-12-24', 5, '2026-01-02'], // across the year and New Year's Day
    ['2026-05-16', 1, '2026-05-18'], // from a Saturday, the next working day
    ['2026-05-22', 5, '2026-06-01'], // over Pentecost Monday
    ['2024-02-28', 1, '2024-02-29'], // leap day is a working day
    ['2026-05-14', 0, '2026-05-15'],
    ['2026-05-13', 0, '2026-05-13'],
  ])('%s + %s working days → %s', (from, count, expected) => {
    expect(addWorkingDays(from, count)).toBe(expected);
  });

  it.each([[-1], [1.5]])('throws on count %s (caller bug)', (count) => {
    expect(() => addWorkingDays('2026-05-13', count)).toThrow(RangeError);
  });
});
