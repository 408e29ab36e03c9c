import { type ApiErrorItem, HttpError } from '../../app/http-client';

export const SAVE_FAILED_MESSAGE = 'L’opération a échoué. Réessayez dans quelques instants.';

/** The server's French errors of a failed call; a generic one when there is none to show (network, 5xx). */
export function serverErrorsOf(error: unknown): ApiErrorItem[] {
  if (error instanceof HttpError && error.status < 500 && error.errors.length > 0) return error.errors;
  return [{ code: 'UNAVAILABLE', message: SAVE_FAILED_MESSAGE }];
}

/**
 * Splits a failed call's errors between the form's fields and the form as a whole. `fieldOf` says which
 * input an error belongs to, from its `field` path (`value`, `predicates.3.value`…) and its code.
 */
export function splitServerErrors<F extends string>(
  error: unknown,
  fieldOf: (path: string[], item: ApiErrorItem) => F | undefined,
): { fieldErrors: [F, string][]; formErrors: string[] } {
  const fieldErrors: [F, string][] = [];
  const formErrors: string[] = [];
  for (const item of serverErrorsOf(error)) {
    const path = item.field ? item.field.split('.').filter((part) => !/^\d+$/.test(part)) : [];
    const field = fieldOf(path, item);
    if (field && !fieldErrors.some(([name]) => name === field)) fieldErrors.push([field, item.message]);
    else formErrors.push(item.message);
  }
  return { fieldErrors, formErrors };
}
