import { type ApiErrorItem, HttpError } from './http-client';

/**
 * The server's refusals as the screens show them: its French messages (4xx), or a generic one when it has
 * none to give (network, 5xx).
 */

/** A form's save that failed without a message of the server. */
export const SAVE_FAILED_MESSAGE = 'L’opération a échoué. Réessayez dans quelques instants.';
/** A step of a journey (signing, withdrawal…) that failed without a message of the server. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Réessayez dans quelques instants.';

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

/** The server's own French message for an expected failure (4xx); a generic one for anything else. */
export function serverMessage(error: unknown): string {
  if (error instanceof HttpError && error.status < 500) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return SERVICE_UNAVAILABLE_MESSAGE;
}

/** The stable error code the server sent, if any (`SIGNING_CODE_WRONG`…). */
export function serverCode(error: unknown): string | undefined {
  return error instanceof HttpError ? error.errors[0]?.code : undefined;
}

/** A failure worth the same request again (network, 5xx): as opposed to a refusal the server has decided. */
export function isUndecided(error: unknown): boolean {
  return !(error instanceof HttpError) || error.status >= 500 || error.status === 408;
}
