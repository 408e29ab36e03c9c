import { describe, expect, it } from 'vitest';
import {
  dayOfWeek,
  daysInMonth,
  fromEpochDay,
  IsoDateSchema,
  isIsoDate,
  isLeapYear,
  isWeekend,
  parseIsoDate,
  requireIsoDate,
  toEpochDay,
} from './iso-date.js';

describe('parseIsoDate / isIsoDate', () => {
  it.each([
    ['2026-05-14', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['0000-01-01', false],
    ['2025-1-01', false],
    ['2025-01-01T00:00:00Z', false],
    [' 2025-01-01', false],
    ['', false],
  ])('%j is a real ISO date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
    expect(parseIsoDate(value) !== null).toBe(expected);
  });

  it('rejects non-strings', () => {
    expect(isIsoDate(20250101)).toBe(false);
  });

  it('requireIsoDate throws on a caller bug', () => {
    expect(() => requireIsoDate('31/12/2025')).toThrow(RangeError);
  });

  it('IsoDateSchema speaks French', () => {
    expect(IsoDateSchema.safeParse('2025-02-30').error?.issues[0]?.message).toBe('Date invalide');
    expect(IsoDateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Champ obligatoire');
  });
});

describe('isLeapYear / daysInMonth', () => {
  it.each([
    [2024, true],
    [2025, false],
    [2000, true],
    [1900, false],
    [2100, false],
    [2400, true],
  ])('%s leap: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
    expect(daysInMonth(year, 2)).toBe(expected ? 29 : 28);
  });

  it.each([
    [1, 31],
    [4, 30],
    [6, 30],
    [7, 31],
    [9, 30],
    [11, 30],
    [12, 31],
  ])('month %s has %s days', (month, days) => {
    expect(daysInMonth(2025, month)).toBe(days);
  });
});

describe('epoch days', () => {
  it('agree with the UTC calendar of Date on every day from 1899 to 2201', () => {
    const start = Date.UTC(1899, 0, 1) / 86_400_000;
    const end = Date.UTC(2201, 11, 31) / 86_400_000;
    const mismatches: number[] = [];
    for (let epochDay = start; epochDay <= end; epochDay += 1) {
      const date = new Date(epochDay * 86_400_000);
      const plain = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      const back = fromEpochDay(epochDay);
      const same = back.year === plain.year && back.month === plain.month && back.day === plain.day;
      if (!same || toEpochDay(plain) !== epochDay) mismatches.push(epochDay);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('dayOfWeek / isWeekend', () => {
  it.each([
    ['1970-01-01', 4, false],
    ['2026-05-14', 4, false],
    ['2026-05-16', 6, true],
    ['2026-05-17', 0, true],
    ['2024-02-29', 4, false],
    ['1900-01-01', 1, false],
  ])('%s is day %s (weekend: %s)', (iso, weekday, weekend) => {
    expect(dayOfWeek(iso)).toBe(weekday);
    expect(isWeekend(iso)).toBe(weekend);
  });
});
