import { ERROR_STATUS, type ErrorCode } from './error-status.js';

/** SPEC §3 web-service response: every JSON answer of the API has this shape. */
export interface ApiError {
  code: string;
  message: string;
  field?: string;
}

export interface WebServiceResponse<T> {
  errors: ApiError[];
  notifications: string[];
  data: T;
}

export function envelope<T>(data: T, notifications: string[] = []): WebServiceResponse<T> {
  return { errors: [], notifications, data };
}

export function errorEnvelope(errors: ApiError[]): WebServiceResponse<null> {
  return { errors, notifications: [], data: null };
}

/**
 * An expected failure with a stable code and a French message; routes let it propagate to the error handler,
 * which answers with the code's status from `ERROR_STATUS` (the service never chooses one).
 */
export class BusinessError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Several problems at once (e.g. every error of a rules file); each becomes one entry of `errors`. */
    readonly details: ApiError[] = [],
  ) {
    super(message);
    this.name = 'BusinessError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The body a BusinessError answers with: one entry per detail, or its own code and message. */
export function businessErrorBody(error: BusinessError): WebServiceResponse<null> {
  return errorEnvelope(
    error.details.length > 0 ? error.details : [{ code: error.code, message: error.message }],
  );
}
