/**
 * Expected failures are values, not exceptions: a rule returns a `Result`.
 * Only bugs (a caller breaking a documented precondition) throw.
 */
export type Ok<T> = { ok: true; value: T };
export type Failure<C extends string = string> = { ok: false; code: C; message: string };
export type Result<T, C extends string = string> = Ok<T> | Failure<C>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** `message` is shown to users, so it is written in French. */
export function fail<C extends string>(code: C, message: string): Failure<C> {
  return { ok: false, code, message };
}
