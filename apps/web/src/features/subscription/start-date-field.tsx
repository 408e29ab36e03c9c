import { type ComponentProps, lazy, Suspense } from 'react';
import type { DatePickerField as DatePickerFieldType } from '../../ui/form/date-picker-field';
import { Loader } from '../../ui/loader/loader';

/**
 * The date picker (some 60 KB) comes with the start date: the step shows that field only once the situation
 * is known, since the earliest date depends on it.
 */
const DatePickerField = lazy(async () => ({
  default: (await import('../../ui/form/date-picker-field')).DatePickerField,
}));

export function StartDateField(props: ComponentProps<typeof DatePickerFieldType>) {
  return (
    <Suspense fallback={<Loader message="Chargement du calendrier…" isText />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
