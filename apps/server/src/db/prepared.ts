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
