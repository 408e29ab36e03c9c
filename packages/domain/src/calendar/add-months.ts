import { daysInMonth, formatIsoDate, type IsoDate, requireIsoDate } from './iso-date.js';

/** The last day of a month (`month` 1–12), e.g. `lastDayOfMonth(2024, 2)` → `'2024-02-29'`. */
export function lastDayOfMonth(year: number, month: number): IsoDate {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month: ${month}`);
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/**
 * Adds `months` months (negative goes back). A day that does not exist in the target month
 * is clamped to that month's end: 2025-01-31 + 1 month → 2025-02-28.
 */
export function addMonths(isoDate: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`months must be an integer, got ${months}`);
  const { year, month, day } = requireIsoDate(isoDate);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return formatIsoDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** The date `months` months before, clamped to the month end: 2025-03-31 minus 1 month → 2025-02-28. */
export function monthsAgo(isoDate: IsoDate, months: number): IsoDate {
  return addMonths(isoDate, -months);
}
