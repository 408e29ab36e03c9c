import { CalendarDate, type DateValue, endOfMonth, parseDate } from '@internationalized/date';
import { isWorkingDay, MIN_GREGORIAN_YEAR } from '@voltaire/domain';

/** Pure helpers of the date picker: ISO strings in and out, react-aria's CalendarDate inside. */

/** How many years the year view offers around today when no bound says otherwise. */
export const YEARS_BEFORE_TODAY = 100;
export const YEARS_AFTER_TODAY = 10;

export function toCalendarDate(isoDate: string | null | undefined): CalendarDate | null {
  if (!isoDate) return null;
  try {
    return parseDate(isoDate);
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD', the stored form (SPEC §9). */
export function toIsoDate(date: { toString(): string } | null): string | null {
  return date ? date.toString() : null;
}

/**
 * Weekends and French public holidays, from the domain's rule. A year the holiday rule cannot compute (before
 * 1583, e.g. « 2 » while « 2030 » is being typed) is never a working day.
 */
export function isNonWorkingDay(date: DateValue): boolean {
  if (date.year < MIN_GREGORIAN_YEAR) return true;
  return !isWorkingDay(new CalendarDate(date.year, date.month, date.day).toString());
}

/** The years the year view lists, from the minimum's year to the maximum's (or around today). */
export function selectableYears(today: CalendarDate, min: CalendarDate | null, max: CalendarDate | null) {
  const first = min?.year ?? today.year - YEARS_BEFORE_TODAY;
  const last = max?.year ?? Math.max(today.year, first) + YEARS_AFTER_TODAY;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Months of `year` lying wholly before `min` or after `max` (1 = January). */
export function unavailableMonths(
  year: number,
  min: CalendarDate | null,
  max: CalendarDate | null,
): number[] {
  const months: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const first = new CalendarDate(year, month, 1);
    const last = endOfMonth(first);
    if ((min && last.compare(min) < 0) || (max && first.compare(max) > 0)) months.push(month);
  }
  return months;
}

/** The same day in another month and year, the day clamped to the month's length. */
export function moveTo(date: CalendarDate, year: number, month: number): CalendarDate {
  const first = new CalendarDate(year, month, 1);
  return first.set({ day: Math.min(date.day, endOfMonth(first).day) });
}

/** A date brought into [min, max]. */
export function clampDate(
  date: CalendarDate,
  min: CalendarDate | null,
  max: CalendarDate | null,
): CalendarDate {
  if (min && date.compare(min) < 0) return min;
  if (max && date.compare(max) > 0) return max;
  return date;
}
