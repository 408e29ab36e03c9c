import { useController } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from '../date-picker/date-picker';
import { useFieldError } from './use-field-error';

type DatePickerFieldProps = Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage'> & {
  name: string;
};

/** The date picker bound to the surrounding `Form`; its value is 'YYYY-MM-DD' or null. */
export function DatePickerField({ name, ...props }: DatePickerFieldProps) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <DatePicker
      {...props}
      name={name}
      value={field.value ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={error}
    />
  );
}
