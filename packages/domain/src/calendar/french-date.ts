import { formatIsoDate, type IsoDate, parseIsoDate, requireIsoDate } from './iso-date.js';

export const FRENCH_TIME_ZONE = 'Europe/Paris';

/** `'2026-05-14'` → `'14/05/2026'` (the display form, SPEC §9). */
export function formatFrenchDate(isoDate: IsoDate): string {
  const { year, month, day } = requireIsoDate(isoDate);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** `'14/05/2026'` → `'2026-05-14'`; `null` when it is not a real `dd/MM/yyyy` date. */
export function parseFrenchDate(value: string): IsoDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return parseIsoDate(iso) ? iso : null;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, built once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** Per time zone, the last minute asked and its date: "today" is asked many times a request. */
const lastDates = new Map<string, { minute: number; date: IsoDate }>();

/**
 * The calendar date an instant falls on in a time zone (default Paris): the way to turn
 * an injected clock's `now` into "today" for the date rules.
 */
export function toIsoDateInTimeZone(instant: Date, timeZone: string = FRENCH_TIME_ZONE): IsoDate {
  // Offsets are whole minutes, so every instant of a minute falls on the same date.
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDates.get(timeZone);
  if (last?.minute === minute) return last.date;
  const parts = dateFormatIn(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const date = formatIsoDate({ year: part('year'), month: part('month'), day: part('day') });
  lastDates.set(timeZone, { minute, date });
  return date;
}

/** The first instant of a calendar date in a time zone (default Paris; whole-hour offsets). */
export function startOfDayInTimeZone(date: IsoDate, timeZone: string = FRENCH_TIME_ZONE): Date {
  const { year, month, day } = requireIsoDate(date);
  const utcMidnight = Date.UTC(year, month - 1, day);
  for (let hours = -14; hours <= 14; hours++) {
    const instant = new Date(utcMidnight + hours * 3_600_000);
    if (toIsoDateInTimeZone(instant, timeZone) === date) return instant;
  }
  return new Date(utcMidnight);
}
