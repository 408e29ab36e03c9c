import { useController } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from '../date-picker/date-picker';
import { useFieldError } from './use-field-error';

type DatePickerFieldProps = Omit<
  DatePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'
> & {
  name: string;
};

/** The date picker bound to the surrounding `Form`; its value is 'YYYY-MM-DD' or null. */
export function DatePickerField({ name, ...props }: DatePickerFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <div
      ref={(element) => {
        // On a failed submit, react-hook-form focuses the first invalid field: here, the day segment.
        field.ref(
          element && { focus: () => element.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() },
        );
      }}
    >
      <DatePicker
        {...props}
        name={name}
        value={field.value ?? null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        errorMessage={error}
      />
    </div>
  );
}
