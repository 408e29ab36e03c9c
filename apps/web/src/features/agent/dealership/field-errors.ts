import { useState } from 'react';
import { serverErrorsOf } from '../../../app/server-errors';

/** A form's server errors by field path (`car.chargerKw`), the rest for the form as a whole. */
export function useFieldErrors() {
  const [byField, setByField] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  return {
    of: (field: string) => byField[field],
    general,
    clear() {
      setByField({});
      setGeneral([]);
    },
    /** Shows a failed call's errors; returns the first field in error, to focus it. */
    show(error: unknown, knownFields: readonly string[]): string | undefined {
      const fields: Record<string, string> = {};
      const rest: string[] = [];
      for (const item of serverErrorsOf(error)) {
        const field = item.field && knownFields.includes(item.field) ? item.field : undefined;
        if (field && !fields[field]) fields[field] = item.message;
        else if (!rest.includes(item.message)) rest.push(item.message);
      }
      setByField(fields);
      setGeneral(rest);
      return knownFields.find((field) => fields[field]);
    },
  };
}

export type FieldErrors = ReturnType<typeof useFieldErrors>;
