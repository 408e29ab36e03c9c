/** What a logged error may say: never a query's parameters, its text with values, or a row's `detail`. */
export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack?: string;
  /** A database error: its SQL state, and where it happened. */
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
}

interface DatabaseErrorLike {
  code: string;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const SQL_STATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** pg's DatabaseError and PGlite's carry a five-character SQL state and a severity. */
function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQL_STATE.test(code) && typeof severity === 'string';
}

/** Drizzle's DrizzleQueryError puts the query and its parameters in its own message. */
function isQueryError(error: unknown): boolean {
  return error instanceof Error && ('params' in error || error.name === 'DrizzleQueryError');
}

function causeOf(error: unknown): unknown {
  return error instanceof Error ? error.cause : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Walks the causes (bounded) for a database error, wherever it is wrapped. */
function findDatabaseError(error: unknown): DatabaseErrorLike | undefined {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current !== undefined; depth++) {
    if (isDatabaseError(current)) return current;
    current = causeOf(current);
  }
  return undefined;
}

function hasQueryInChain(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && current !== undefined; depth++) {
    if (isQueryError(current)) return true;
    current = causeOf(current);
  }
  return false;
}

/**
 * pino's `err` serializer. A database failure keeps only its SQL state and the constraint, table and column
 * names, with a generic message: PostgreSQL's own messages and `detail` quote the values (« Key (email)=(…) »),
 * and Drizzle's message holds the whole query with its parameters.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  const databaseError = findDatabaseError(error);
  if (databaseError || hasQueryInChain(error)) {
    return {
      type: 'DatabaseError',
      message: 'database query failed',
      ...(databaseError
        ? {
            sqlState: databaseError.code,
            ...(textOf(databaseError.constraint) ? { constraint: textOf(databaseError.constraint) } : {}),
            ...(textOf(databaseError.table) ? { table: textOf(databaseError.table) } : {}),
            ...(textOf(databaseError.column) ? { column: textOf(databaseError.column) } : {}),
          }
        : {}),
    };
  }
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const cause = causeOf(error);
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
    ...(cause !== undefined && depth < MAX_CAUSES ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}
