import { HttpError } from '../../app/http-client';

export const SERVICE_UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible. Réessayez dans quelques instants.';

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
