import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isNonWorkingDay } from './calendar-views';
import { DatePicker } from './date-picker';

/** Tuesday 12 May 2026; Thursday 14 May is Ascension Day, 16 and 17 May a weekend. */
const TODAY = '2026-05-12';

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Calendrier/ }));
  return screen.getByRole('dialog', { name: /Calendrier/ });
}

const day = (calendar: HTMLElement, label: RegExp) => within(calendar).getByRole('button', { name: label });

// react-aria suites are slow to render in jsdom; generous on a busy machine.
describe('DatePicker', { timeout: 20_000 }, () => {
  it('shows the date as dd/MM/yyyy', () => {
    render(<DatePicker label="Date de mise en service" today={TODAY} value="2026-06-05" />);
    const field = screen.getByRole('group', { name: 'Date de mise en service' });
    expect(field.textContent?.replace(/[\u2066-\u2069]/g, '')).toMatch(/^05\/06\/2026/);
  });

  it('opens on the day view of the current month, weeks starting on Monday', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Date de mise en service" today={TODAY} />);
    const calendar = await openCalendar(user);
    expect(within(calendar).getByRole('button', { name: 'mai 2026, changer d’année' })).toBeInTheDocument();
    const headers = [...calendar.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    const firstDay = within(calendar).getAllByRole('gridcell')[0]?.firstElementChild;
    expect(firstDay).toHaveAccessibleName('lundi 27 avril 2026');
  });

  it('refuses days before today by default, and accepts them with minValue null', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DatePicker label="Date" today={TODAY} />);
    let calendar = await openCalendar(user);
    expect(day(calendar, /11 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(calendar, /12 mai 2026/)).not.toHaveAttribute('aria-disabled');
    unmount();

    render(<DatePicker label="Date" today={TODAY} minValue={null} />);
    calendar = await openCalendar(user);
    expect(day(calendar, /11 mai 2026/)).not.toHaveAttribute('aria-disabled');
  });

  it('with workingDaysOnly, refuses a public holiday and a weekend day', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Date" today={TODAY} workingDaysOnly />);
    const calendar = await openCalendar(user);
    expect(day(calendar, /jeudi 14 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(calendar, /samedi 16 mai 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(calendar, /vendredi 15 mai 2026/)).not.toHaveAttribute('aria-disabled');
  });

  it('yields the picked day as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Date" today={TODAY} onChange={onChange} />);
    const calendar = await openCalendar(user);
    await user.click(day(calendar, /20 mai 2026/));
    expect(onChange).toHaveBeenLastCalledWith('2026-05-20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a year view: years then months, 3 per row, back to the day view of the chosen month', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Date" today={TODAY} />);
    const calendar = await openCalendar(user);
    await user.click(within(calendar).getByRole('button', { name: /mai 2026, changer d’année/ }));

    const years = screen.getByRole('listbox', { name: 'Choisir une année' });
    expect(years.style.getPropertyValue('--calendar-columns')).toBe('3');
    expect(within(years).getByRole('option', { name: /2026/ })).toHaveFocus();
    expect(within(years).queryByRole('option', { name: '2025' })).not.toBeInTheDocument();
    await user.click(within(years).getByRole('option', { name: '2027' }));

    const months = screen.getByRole('listbox', { name: 'Choisir un mois de 2027' });
    expect(months.style.getPropertyValue('--calendar-columns')).toBe('3');
    expect(within(months).getAllByRole('option')).toHaveLength(12);
    await user.click(within(months).getByRole('option', { name: 'mars' }));

    expect(screen.getByRole('button', { name: /mars 2027, changer d’année/ })).toBeInTheDocument();
  });

  it('greys out months before the minimum in the month view', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Date" today={TODAY} />);
    const calendar = await openCalendar(user);
    await user.click(within(calendar).getByRole('button', { name: /changer d’année/ }));
    await user.click(screen.getByRole('option', { name: /2026/ }));
    const months = screen.getByRole('listbox', { name: 'Choisir un mois de 2026' });
    expect(within(months).getByRole('option', { name: 'avril' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(months).getByRole('option', { name: /mai/ })).not.toHaveAttribute('aria-disabled');
  });

  it('with workingDaysOnly, survives a year being typed digit by digit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Date" today={TODAY} workingDaysOnly onChange={onChange} />);
    await user.click(screen.getByRole('spinbutton', { name: /jour/ }));
    await user.keyboard('12062030');
    expect(onChange).toHaveBeenLastCalledWith('2030-06-12');
    expect(isNonWorkingDay(new CalendarDate(2, 6, 12))).toBe(true);
    expect(isNonWorkingDay(new CalendarDate(2030, 6, 12))).toBe(false);
    expect(isNonWorkingDay(new CalendarDate(2030, 6, 10))).toBe(true);
  });

  it('shows an error message and is then invalid', () => {
    render(<DatePicker label="Date" today={TODAY} errorMessage="Champ obligatoire" />);
    expect(screen.getByText('Champ obligatoire')).toBeInTheDocument();
  });
});
