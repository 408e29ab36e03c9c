/**
 * Whether a database error (or the error it is wrapped in: Drizzle puts the driver's in `cause`) has this
 * SQL state: `23505` a unique violation, `23503` a foreign key violation.
 */
export function hasSqlState(error: unknown, state: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === state) return true;
  const cause = 'cause' in error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === state;
}
