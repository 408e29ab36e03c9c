import { HttpError } from '../../app/http-client';

/** The server's French message(s), or `fallback` when it sent none (network, 5xx). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.status < 500 && error.errors[0]?.message
    ? error.errors.map(({ message }) => message).join(' ')
    : fallback;
}

/** The field the server blamed, if any. */
export function failedField(error: unknown): string | undefined {
  return error instanceof HttpError ? error.errors[0]?.field : undefined;
}
