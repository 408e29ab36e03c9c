import { FRENCH_TIME_ZONE, formatFrenchDate, isIsoDate, toIsoDateInTimeZone } from '@voltaire/domain';

const frenchTime = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: FRENCH_TIME_ZONE,
});

/** `2027-01-15` → `15/01/2027` (a malformed date is shown as it came). */
export function formatDay(isoDate: string): string {
  return isIsoDate(isoDate) ? formatFrenchDate(isoDate) : isoDate;
}

/** An instant's day in France: `2026-05-14T21:30:00Z` → `14/05/2026`. */
export function formatInstantDay(instant: string): string {
  return formatFrenchDate(toIsoDateInTimeZone(new Date(instant)));
}

/** An instant's time in France: `2026-05-14T12:32:00Z` → `14:32`. */
export function formatInstantTime(instant: string): string {
  return frenchTime.format(new Date(instant));
}
