import type { CalendarDate } from '@internationalized/date';
import { CALENDAR_GRID_COLUMNS, toIsoDateInTimeZone, WEEK_STARTS_ON } from '@voltaire/domain';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import {
  clampDate,
  isNonWorkingDay,
  moveTo,
  selectableYears,
  toCalendarDate,
  toIsoDate,
  unavailableMonths,
} from './calendar-views';
import styles from './date-picker.module.css';

const WEEK_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const FIRST_DAY_OF_WEEK = WEEK_DAYS[WEEK_STARTS_ON];
const monthYearFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
const gridStyle = { '--calendar-columns': CALENDAR_GRID_COLUMNS } as CSSProperties;

type CalendarView = 'day' | 'year' | 'month';

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD', or null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD', or null when the field is emptied or incomplete. */
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** 'YYYY-MM-DD'. Default: today (SPEC §5). Null: no minimum. */
  minValue?: string | null;
  /** 'YYYY-MM-DD'. Default: none. */
  maxValue?: string | null;
  /** Only working days: weekends and French public holidays cannot be chosen. */
  workingDaysOnly?: boolean;
  /** Today, 'YYYY-MM-DD' (for tests). Default: today in Paris. */
  today?: string;
  description?: string;
  /** Shown under the field, which is then marked invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/**
 * The date picker of SPEC §2: typed as dd/MM/yyyy or picked from a calendar (fr-FR, weeks from Monday) that
 * opens on the day view and offers a year view (years, then months, 3 per row). Yields 'YYYY-MM-DD'.
 */
export function DatePicker({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  minValue,
  maxValue,
  workingDaysOnly = false,
  today: todayIso,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
}: DatePickerProps) {
  const today = toCalendarDate(todayIso ?? toIsoDateInTimeZone(new Date())) as CalendarDate;
  const min = minValue === undefined ? today : toCalendarDate(minValue);
  const max = toCalendarDate(maxValue);
  const [view, setView] = useState<CalendarView>('day');
  const [focused, setFocused] = useState<CalendarDate>(() => today);

  const valueProps =
    value === undefined ? { defaultValue: toCalendarDate(defaultValue) } : { value: toCalendarDate(value) };

  return (
    <I18nProvider locale="fr-FR">
      <AriaDatePicker<CalendarDate>
        className={styles.datePicker}
        {...valueProps}
        onChange={(date) => onChange?.(toIsoDate(date))}
        onBlur={onBlur}
        onOpenChange={(isOpen) => {
          if (!isOpen) return;
          const current = toCalendarDate(value ?? null) ?? today;
          setFocused(clampDate(current, min, max));
          setView('day');
        }}
        minValue={min}
        maxValue={max}
        isDateUnavailable={workingDaysOnly ? isNonWorkingDay : undefined}
        firstDayOfWeek={FIRST_DAY_OF_WEEK}
        granularity="day"
        shouldForceLeadingZeros
        isInvalid={Boolean(errorMessage) || undefined}
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        validationBehavior="aria"
      >
        <Label className={styles.label}>{label}</Label>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <Group className={styles.field}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment className={styles.segment} segment={segment} />}
          </DateInput>
          <Button className={styles.openButton}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z"
                fill="currentColor"
              />
            </svg>
          </Button>
        </Group>
        <FieldError className={styles.error}>{errorMessage}</FieldError>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog} aria-label={`Calendrier : ${label}`}>
            {view === 'day' ? (
              <DayView focused={focused} onFocusChange={setFocused} onShowYears={() => setView('year')} />
            ) : view === 'year' ? (
              <YearView
                years={selectableYears(today, min, max)}
                focused={focused}
                onBack={() => setView('day')}
                onSelect={(year) => {
                  setFocused(clampDate(moveTo(focused, year, focused.month), min, max));
                  setView('month');
                }}
              />
            ) : (
              <MonthView
                year={focused.year}
                focused={focused}
                disabledMonths={unavailableMonths(focused.year, min, max)}
                onBack={() => setView('year')}
                onSelect={(month) => {
                  setFocused(clampDate(moveTo(focused, focused.year, month), min, max));
                  setView('day');
                }}
              />
            )}
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}

function DayView({
  focused,
  onFocusChange,
  onShowYears,
}: {
  focused: CalendarDate;
  onFocusChange: (date: CalendarDate) => void;
  onShowYears: () => void;
}) {
  return (
    <Calendar<CalendarDate>
      className={styles.calendar}
      focusedValue={focused}
      onFocusChange={onFocusChange}
      autoFocus
    >
      {({ state }) => {
        const monthYear = monthYearFormat.format(state.visibleRange.start.toDate('UTC'));
        return (
          <>
            <header className={styles.header}>
              <Button slot="previous" className={styles.navButton}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Button
                slot={null}
                className={styles.titleButton}
                onPress={onShowYears}
                aria-label={`${monthYear}, changer d’année`}
              >
                {monthYear}
                <span className={styles.caret} aria-hidden="true" />
              </Button>
              <Button slot="next" className={styles.navButton}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekDay}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell className={styles.cell} date={date} />}
              </CalendarGridBody>
            </CalendarGrid>
          </>
        );
      }}
    </Calendar>
  );
}

function YearView({
  years,
  focused,
  onSelect,
  onBack,
}: {
  years: number[];
  focused: CalendarDate;
  onSelect: (year: number) => void;
  onBack: () => void;
}) {
  return (
    <PickView
      title="Choisir une année"
      backLabel="Retour aux jours"
      onBack={onBack}
      items={years.map((year) => ({ id: year, name: String(year) }))}
      currentId={focused.year}
      currentHint="année affichée"
      onSelect={onSelect}
    />
  );
}

function MonthView({
  year,
  focused,
  disabledMonths,
  onSelect,
  onBack,
}: {
  year: number;
  focused: CalendarDate;
  disabledMonths: number[];
  onSelect: (month: number) => void;
  onBack: () => void;
}) {
  const months = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    name: monthFormat.format(new Date(Date.UTC(year, index, 1))),
  }));
  return (
    <PickView
      title={`Choisir un mois de ${year}`}
      backLabel="Retour aux années"
      onBack={onBack}
      items={months}
      currentId={focused.month}
      currentHint="mois affiché"
      disabledIds={disabledMonths}
      onSelect={onSelect}
    />
  );
}

/**
 * A grid of choices, CALENDAR_GRID_COLUMNS per row (SPEC §9): a react-aria list box in grid layout, so arrow
 * keys move in two dimensions. It opens with the current choice focused; Enter or a click picks one.
 */
function PickView({
  title,
  backLabel,
  onBack,
  items,
  currentId,
  currentHint,
  disabledIds = [],
  onSelect,
}: {
  title: string;
  currentHint: string;
  backLabel: string;
  onBack: () => void;
  items: { id: number; name: string }[];
  currentId: number;
  disabledIds?: number[];
  onSelect: (id: number) => void;
}) {
  const headingId = useId();
  return (
    <div className={styles.pickView}>
      <header className={styles.header}>
        <Button className={styles.navButton} onPress={onBack} aria-label={backLabel}>
          <span aria-hidden="true">‹</span>
        </Button>
        <h2 id={headingId} className={styles.viewTitle}>
          {title}
        </h2>
      </header>
      <ListBox
        aria-labelledby={headingId}
        className={styles.pickGrid}
        style={gridStyle}
        layout="grid"
        disabledKeys={disabledIds}
        onAction={(key: Key) => onSelect(Number(key))}
      >
        {items.map(({ id, name }) => (
          <ListBoxItem
            key={id}
            id={id}
            className={id === currentId ? `${styles.pickItem} ${styles.current}` : styles.pickItem}
            textValue={name}
          >
            {name}
            {id === currentId ? (
              <>
                <VisuallyHidden> ({currentHint})</VisuallyHidden>
                <FocusItemOnMount />
              </>
            ) : null}
          </ListBoxItem>
        ))}
      </ListBox>
    </div>
  );
}

/**
 * Focuses the list box option it is rendered in, once that option is in the page: the grid opens on the current
 * year or month, and arrow keys move from there.
 */
function FocusItemOnMount() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const option = marker.current?.closest<HTMLElement>('[role="option"]');
    if (option && option.getAttribute('aria-disabled') !== 'true') option.focus();
  }, []);
  return <span ref={marker} hidden />;
}
