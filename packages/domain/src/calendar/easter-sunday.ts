import { formatIsoDate, type IsoDate } from './iso-date.js';

export const MIN_GREGORIAN_YEAR = 1583;

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm
 * (Meeus / Jones / Butcher). Valid for every year from 1583 on.
 */
export function easterSunday(year: number): IsoDate {
  if (!Number.isInteger(year) || year < MIN_GREGORIAN_YEAR || year > 9999) {
    throw new RangeError(`Year out of range for the Gregorian Easter computation: ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ year, month, day });
}
