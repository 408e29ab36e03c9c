import { z } from 'zod';
import { addDays } from '../calendar/add-days.js';
import { type IsoDate, IsoDateSchema } from '../calendar/iso-date.js';
import { resolveDateCode } from '../calendar/resolve-date-code.js';
import { firstWorkingDayOnOrAfter, isWorkingDay } from '../calendar/working-days.js';
import { fail, ok, type Result } from '../result.js';

/** A technician visit takes a half-day: the customer (or someone of age) waits at home for it. */
export const APPOINTMENT_PERIODS = ['morning', 'afternoon'] as const;
export const AppointmentPeriodSchema = z.enum(APPOINTMENT_PERIODS, { error: 'Créneau inconnu' });
export type AppointmentPeriod = z.infer<typeof AppointmentPeriodSchema>;

export const APPOINTMENT_PERIOD_LABELS = {
  morning: '08h00–12h00',
  afternoon: '13h00–17h00',
} as const satisfies Record<AppointmentPeriod, string>;

/** The first slot offered: 5 working days ahead, the grid operators' usual lead time (DECISIONS §2). */
export const APPOINTMENT_LEAD_TIME_CODE = 'JO+5';
/** How many working days of slots one search offers. */
export const APPOINTMENT_WINDOW_WORKING_DAYS = 10;
/** A search may start at most this many calendar days ahead. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 365;

export const AppointmentSlotSchema = z.object({
  date: IsoDateSchema.describe('Jour ouvré, AAAA-MM-JJ'),
  period: AppointmentPeriodSchema,
  label: z.string().describe('« 08h00–12h00 » ou « 13h00–17h00 »'),
});
export type AppointmentSlot = z.infer<typeof AppointmentSlotSchema>;

/** `count` working days, from the first working day on or after `start` (weekends and public holidays skipped). */
export function workingDaysFrom(start: IsoDate, count: number): IsoDate[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const days: IsoDate[] = [];
  let date = firstWorkingDayOnOrAfter(start);
  while (days.length < count) {
    if (isWorkingDay(date)) days.push(date);
    date = addDays(date, 1);
  }
  return days;
}

/**
 * The working days a slot search covers: 10 working days from JO+5, or from `requestedFrom` when it
 * is later (the customer moves in next month). Earlier requests, past dates included, start at JO+5.
 */
export function appointmentDays(
  today: IsoDate,
  requestedFrom?: IsoDate,
): Result<IsoDate[], 'APPOINTMENT_TOO_FAR'> {
  const earliest = resolveDateCode(APPOINTMENT_LEAD_TIME_CODE, today);
  if (!earliest.ok) throw new Error(earliest.message);
  if (requestedFrom !== undefined && requestedFrom > addDays(today, APPOINTMENT_MAX_DAYS_AHEAD)) {
    return fail('APPOINTMENT_TOO_FAR', 'Un rendez-vous se prend au plus un an à l’avance.');
  }
  const start =
    requestedFrom !== undefined && requestedFrom > earliest.value ? requestedFrom : earliest.value;
  return ok(workingDaysFrom(start, APPOINTMENT_WINDOW_WORKING_DAYS));
}

/**
 * The working days a move-out visit may take: while the customer still lives there, so the last 10 working days
 * up to the move-out date, never before JO+5. A move-out sooner than JO+5 gets the first days the operator can
 * come (JO+5 onwards): someone must then let the technician in.
 */
export function moveOutAppointmentDays(today: IsoDate, moveOutDate: IsoDate): IsoDate[] {
  const earliest = resolveDateCode(APPOINTMENT_LEAD_TIME_CODE, today);
  if (!earliest.ok) throw new Error(earliest.message);
  const days: IsoDate[] = [];
  for (
    let date = moveOutDate;
    date >= earliest.value && days.length < APPOINTMENT_WINDOW_WORKING_DAYS;
    date = addDays(date, -1)
  ) {
    if (isWorkingDay(date)) days.unshift(date);
  }
  return days.length > 0 ? days : workingDaysFrom(earliest.value, APPOINTMENT_WINDOW_WORKING_DAYS);
}

export const appointmentSlotKey = (date: IsoDate, period: AppointmentPeriod) => `${date} ${period}`;

/** The slots of `days` (morning, then afternoon) that `isAvailable` keeps, in date order. */
export function appointmentSlots(
  days: readonly IsoDate[],
  isAvailable: (date: IsoDate, period: AppointmentPeriod) => boolean,
): AppointmentSlot[] {
  return [...days]
    .filter(isWorkingDay)
    .sort()
    .flatMap((date) =>
      APPOINTMENT_PERIODS.filter((period) => isAvailable(date, period)).map((period) => ({
        date,
        period,
        label: APPOINTMENT_PERIOD_LABELS[period],
      })),
    );
}
