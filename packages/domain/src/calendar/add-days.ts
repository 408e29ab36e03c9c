import { formatIsoDate, fromEpochDay, type IsoDate, requireIsoDate, toEpochDay } from './iso-date.js';

function requireInteger(n: number, name: string): void {
  if (!Number.isInteger(n)) throw new RangeError(`${name} must be an integer, got ${n}`);
}

/** Adds `days` calendar days (negative goes back). Throws on an invalid date or a non-integer count. */
export function addDays(isoDate: IsoDate, days: number): IsoDate {
  requireInteger(days, 'days');
  return formatIsoDate(fromEpochDay(toEpochDay(requireIsoDate(isoDate)) + days));
}

/** The date `days` calendar days before `isoDate`. */
export function daysAgo(isoDate: IsoDate, days: number): IsoDate {
  return addDays(isoDate, -days);
}

/** Number of calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(requireIsoDate(to)) - toEpochDay(requireIsoDate(from));
}
