import { z } from 'zod';

/**
 * Plain calendar dates as ISO strings `YYYY-MM-DD` (the stored form, SPEC §9).
 * Arithmetic goes through a day count since 1970-01-01 computed with integer maths
 * (proleptic Gregorian calendar), so no time zone or daylight-saving shift can creep in.
 */
export type IsoDate = string;
export type PlainDate = { year: number; month: number; day: number };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** `month` is 1–12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses a strict `YYYY-MM-DD` of a real day (years 0001–9999), or returns `null`. */
export function parseIsoDate(value: string): PlainDate | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

export const IsoDateSchema = z
  .string({ error: 'Champ obligatoire' })
  .refine((value) => parseIsoDate(value) !== null, { error: 'Date invalide' });

/** Like `parseIsoDate`, but a malformed date is a caller bug: throws a `RangeError`. */
export function requireIsoDate(value: string): PlainDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Invalid ISO date (expected YYYY-MM-DD): ${JSON.stringify(value)}`);
  return date;
}

export function formatIsoDate({ year, month, day }: PlainDate): IsoDate {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (Howard Hinnant's `days_from_civil`). */
export function toEpochDay({ year, month, day }: PlainDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Inverse of `toEpochDay` (Howard Hinnant's `civil_from_days`). */
export function fromEpochDay(epochDay: number): PlainDate {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Sunday … 6 = Saturday, like `Date#getUTCDay`. */
export function dayOfWeek(isoDate: IsoDate): number {
  return (((toEpochDay(requireIsoDate(isoDate)) + 4) % 7) + 7) % 7;
}

export function isWeekend(isoDate: IsoDate): boolean {
  const weekday = dayOfWeek(isoDate);
  return weekday === 0 || weekday === 6;
}
