import { addDays } from './add-days.js';
import { isFrenchPublicHoliday } from './french-public-holidays.js';
import { type IsoDate, isWeekend } from './iso-date.js';

/** A working day (jour ouvré) is neither a Saturday, a Sunday nor a French public holiday. */
export function isWorkingDay(isoDate: IsoDate): boolean {
  return !isWeekend(isoDate) && !isFrenchPublicHoliday(isoDate);
}

/** The date itself when it is a working day, else the next working day (the first workable date). */
export function firstWorkingDayOnOrAfter(isoDate: IsoDate): IsoDate {
  let date = isoDate;
  while (!isWorkingDay(date)) date = addDays(date, 1);
  return date;
}

/**
 * The `count`-th working day after `isoDate`; the start date itself is never counted.
 * From Wednesday 2026-05-13, 1 working day later is Friday 2026-05-15 (Ascension on Thursday).
 * `count` 0 returns the first working day on or after the date.
 */
export function addWorkingDays(isoDate: IsoDate, count: number): IsoDate {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  if (count === 0) return firstWorkingDayOnOrAfter(isoDate);
  let date = isoDate;
  let remaining = count;
  while (remaining > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) remaining -= 1;
  }
  return date;
}
