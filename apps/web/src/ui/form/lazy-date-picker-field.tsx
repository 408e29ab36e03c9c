import { type ComponentProps, lazy, Suspense } from 'react';
import { Loader } from '../loader/loader';
import type { DatePickerField as DatePickerFieldType } from './date-picker-field';

/**
 * The date picker with its calendar weighs some 80 KB gzip (react-aria's date picker, dialog and buttons): a page
 * that shows it only after a first choice fetches it then, not on its cold load (ADR 0035).
 */
const DatePickerField = lazy(async () => ({
  default: (await import('./date-picker-field')).DatePickerField,
}));

export function LazyDatePickerField(props: ComponentProps<typeof DatePickerFieldType>) {
  return (
    <Suspense fallback={<Loader message="Chargement du calendrier…" isText />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
