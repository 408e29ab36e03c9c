import { describe, expect, it } from 'vitest';
import {
  frenchPublicHolidays,
  frenchPublicHolidaysWithNames,
  isFrenchPublicHoliday,
} from './french-public-holidays.js';

describe('frenchPublicHolidays', () => {
  it('lists the 12 holidays of 2026, sorted', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-05', // Pâques
      '2026-04-06', // Lundi de Pâques
      '2026-05-01',
      '2026-05-08',
      '2026-05-14', // Ascension (Pâques + 39)
      '2026-05-25', // Lundi de Pentecôte (Pâques + 50)
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it.each([
    [1900, '1900-04-15', '1900-04-16', '1900-05-24', '1900-06-04'],
    [2000, '2000-04-23', '2000-04-24', '2000-06-01', '2000-06-12'],
    [2024, '2024-03-31', '2024-04-01', '2024-05-09', '2024-05-20'],
    [2025, '2025-04-20', '2025-04-21', '2025-05-29', '2025-06-09'],
    [2038, '2038-04-25', '2038-04-26', '2038-06-03', '2038-06-14'],
    [2200, '2200-04-06', '2200-04-07', '2200-05-15', '2200-05-26'],
  ])('%s: Easter %s, Easter Monday %s, Ascension %s, Pentecost Monday %s', (year, ...movable) => {
    expect(frenchPublicHolidays(year)).toEqual(expect.arrayContaining(movable));
  });

  it('always has 12 sorted entries from 1900 to 2200', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const holidays = frenchPublicHolidays(year);
      expect(holidays).toHaveLength(12);
      expect([...holidays].sort()).toEqual(holidays);
      expect(holidays.every((date) => date.startsWith(String(year)))).toBe(true);
    }
  });

  it('keeps both entries when Ascension falls on 1 May (2008)', () => {
    expect(frenchPublicHolidays(2008).filter((date) => date === '2008-05-01')).toHaveLength(2);
    expect(
      frenchPublicHolidaysWithNames(2008)
        .filter((h) => h.date === '2008-05-01')
        .map((h) => h.name),
    ).toEqual(expect.arrayContaining(['Fête du Travail', 'Ascension']));
  });

  it('returns a fresh array each time (callers may mutate it)', () => {
    const first = frenchPublicHolidays(2026);
    first.pop();
    expect(frenchPublicHolidays(2026)).toHaveLength(12);
  });
});

describe('isFrenchPublicHoliday', () => {
  it.each([
    ['2026-05-14', true],
    ['2026-05-15', false],
    ['2026-12-25', true],
    ['2026-12-26', false],
    ['2027-01-01', true],
    ['2024-05-20', true],
  ])('%s → %s', (iso, expected) => {
    expect(isFrenchPublicHoliday(iso)).toBe(expected);
  });
});
