import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { DbExecutor } from './database.js';

/**
 * A hot query built once per database handle (or transaction) and run as a named prepared statement:
 * drizzle no longer builds its SQL on every call, and PostgreSQL parses and plans it once per connection.
 * Values come through `sql.placeholder(...)`, passed as the driver expects them (a date as its ISO string).
 */
export function preparedQuery<Query extends { execute(values: Record<string, unknown>): Promise<unknown> }>(
  name: string,
  build: (executor: DbExecutor, name: string) => Query,
): (executor: DbExecutor) => Query {
  const built = new WeakMap<DbExecutor, Query>();
  return (executor) => {
    let query = built.get(executor);
    if (!query) {
      query = build(executor, name);
      built.set(executor, query);
    }
    return query;
  };
}

/** Every column of a table as the placeholder of its key: a prepared insert or update of whole rows. */
export function rowPlaceholders<T extends Table>(table: T): Record<keyof T['$inferSelect'], SQL> {
  const placeholders = Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, sql`${sql.placeholder(key)}`]),
  );
  return placeholders as Record<keyof T['$inferSelect'], SQL>;
}

/** A row's values as the driver takes them (a date as its ISO string, JSON as text), for `rowPlaceholders`. */
export function driverValues<T extends Table>(table: T, row: T['$inferSelect']): Record<string, unknown> {
  const values: Record<string, unknown> = row;
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      values[key] == null ? null : column.mapToDriverValue(values[key]),
    ]),
  );
}
