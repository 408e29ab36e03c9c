import { addDays } from './add-days.js';
import { easterSunday } from './easter-sunday.js';
import { type IsoDate, requireIsoDate } from './iso-date.js';

export type FrenchPublicHoliday = { date: IsoDate; name: string };

/** The fixed-date public holidays, as `MM-DD` (metropolitan France, Code du travail L3133-1). */
const FIXED_HOLIDAYS = [
  ['01-01', 'Jour de l’an'],
  ['05-01', 'Fête du Travail'],
  ['05-08', 'Victoire 1945'],
  ['07-14', 'Fête nationale'],
  ['08-15', 'Assomption'],
  ['11-01', 'Toussaint'],
  ['11-11', 'Armistice 1918'],
  ['12-25', 'Noël'],
] as const;

/** The movable ones, as an offset in days from Easter Sunday. */
const EASTER_HOLIDAYS = [
  [0, 'Pâques'],
  [1, 'Lundi de Pâques'],
  [39, 'Ascension'],
  [50, 'Lundi de Pentecôte'],
] as const;

const cache = new Map<number, readonly FrenchPublicHoliday[]>();

/** The 12 French public holidays of `year` with their French names, sorted by date. */
export function frenchPublicHolidaysWithNames(year: number): readonly FrenchPublicHoliday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const yearText = easter.slice(0, 4);
  const holidays = [
    ...FIXED_HOLIDAYS.map(([monthDay, name]) => ({ date: `${yearText}-${monthDay}`, name })),
    ...EASTER_HOLIDAYS.map(([offset, name]) => ({ date: addDays(easter, offset), name })),
  ].sort((x, y) => x.date.localeCompare(y.date));
  cache.set(year, Object.freeze(holidays));
  return holidays;
}

/** The 12 French public holidays of `year` as sorted ISO dates. */
export function frenchPublicHolidays(year: number): string[] {
  return frenchPublicHolidaysWithNames(year).map((holiday) => holiday.date);
}

export function isFrenchPublicHoliday(isoDate: IsoDate): boolean {
  const { year } = requireIsoDate(isoDate);
  return frenchPublicHolidaysWithNames(year).some((holiday) => holiday.date === isoDate);
}
