import { describe, expect, it } from 'vitest';
import {
  appointmentDays,
  appointmentSlots,
  moveOutAppointmentDays,
  workingDaysFrom,
} from './appointment-slots.js';

describe('workingDaysFrom', () => {
  it('skips weekends, Christmas and New Year’s Day', () => {
    expect(workingDaysFrom('2025-12-24', 8)).toEqual([
      '2025-12-24',
      '2025-12-26',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
    ]);
  });

  it('starts on the next working day when the start is not one (Labour Day, then Victory Day and Ascension)', () => {
    expect(workingDaysFrom('2026-05-01', 7)).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
    ]);
  });

  it('throws on a negative count (caller bug)', () => {
    expect(() => workingDaysFrom('2026-05-04', -1)).toThrow(RangeError);
  });
});

describe('appointmentDays', () => {
  it('offers 10 working days from JO+5: from Wednesday 17 Dec 2025, 24 Dec to 8 Jan', () => {
    expect(appointmentDays('2025-12-17')).toEqual({
      ok: true,
      value: [
        '2025-12-24',
        '2025-12-26',
        '2025-12-29',
        '2025-12-30',
        '2025-12-31',
        '2026-01-02',
        '2026-01-05',
        '2026-01-06',
        '2026-01-07',
        '2026-01-08',
      ],
    });
  });

  it('starts at JO+5 when the requested date is earlier, or in the past', () => {
    const fromToday = appointmentDays('2025-12-17');
    expect(appointmentDays('2025-12-17', '2025-12-20')).toEqual(fromToday);
    expect(appointmentDays('2025-12-17', '2020-01-01')).toEqual(fromToday);
  });

  it('starts at the requested date when it is later, skipping the May 2026 holidays', () => {
    expect(appointmentDays('2026-03-02', '2026-05-01')).toEqual({
      ok: true,
      value: [
        '2026-05-04',
        '2026-05-05',
        '2026-05-06',
        '2026-05-07',
        '2026-05-11',
        '2026-05-12',
        '2026-05-13',
        '2026-05-15',
        '2026-05-18',
        '2026-05-19',
      ],
    });
  });

  it('refuses a start more than a year ahead', () => {
    expect(appointmentDays('2026-03-02', '2027-03-02').ok).toBe(true);
    expect(appointmentDays('2026-03-02', '2027-03-03')).toEqual({
      ok: false,
      code: 'APPOINTMENT_TOO_FAR',
      message: 'Un rendez-vous se prend au plus un an à l’avance.',
    });
  });
});

describe('appointmentSlots', () => {
  it('lists morning then afternoon of each working day, leaving out the unavailable ones', () => {
    const taken = new Set(['2025-12-26 morning', '2025-12-29 afternoon']);
    expect(
      appointmentSlots(['2025-12-29', '2025-12-26'], (date, period) => !taken.has(`${date} ${period}`)),
    ).toEqual([
      { date: '2025-12-26', period: 'afternoon', label: '13h00–17h00' },
      { date: '2025-12-29', period: 'morning', label: '08h00–12h00' },
    ]);
  });

  it('never offers a weekend or a public holiday, whatever the source says', () => {
    expect(appointmentSlots(['2025-12-25', '2025-12-27', '2026-01-01'], () => true)).toEqual([]);
  });
});

describe('moveOutAppointmentDays', () => {
  it('offers the last 10 working days up to the move-out, skipping Easter Monday 2026', () => {
    expect(moveOutAppointmentDays('2026-03-10', '2026-04-15')).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
      '2026-04-13',
      '2026-04-14',
      '2026-04-15',
    ]);
  });

  it('never before JO+5: a move-out 7 days ahead keeps only the days from JO+5', () => {
    expect(moveOutAppointmentDays('2026-03-10', '2026-03-19')).toEqual([
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
    ]);
  });

  it('offers the first days from JO+5 when the move-out comes sooner', () => {
    const days = moveOutAppointmentDays('2026-03-10', '2026-03-12');
    expect(days).toHaveLength(10);
    expect([days[0], days.at(-1)]).toEqual(['2026-03-17', '2026-03-30']);
  });
});
