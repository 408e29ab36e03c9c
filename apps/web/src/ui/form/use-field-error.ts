import { type FieldValues, get, useFormState } from 'react-hook-form';

/**
 * The error message to show for a field, if any (SPEC §4): a checkbox's only after a submit attempt, any other
 * field's once it has been touched (or after a submit attempt).
 */
export function useFieldError(name: string, { isCheckbox = false } = {}): string | undefined {
  const { errors, touchedFields, submitCount } = useFormState<FieldValues>({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const isShown = submitCount > 0 || (!isCheckbox && Boolean(get(touchedFields, name)));
  return isShown && message ? message : undefined;
}

/** The ids and ARIA attributes that tie a field to its description and its error. */
export function describedBy(ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}
