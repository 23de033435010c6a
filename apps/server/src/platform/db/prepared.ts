import type { Executor } from './index';

/**
 * A statement built once per database (or transaction) instead of on every call: for the hottest reads,
 * where building the query cost more than the database's work for it (issue 17, bench:uncached). `build`
 * ends with drizzle's `.prepare(name)`, its parameters as `sql.placeholder`s; on PostgreSQL each pooled
 * connection then parses and plans it once. Names must be unique across the service.
 */
export function preparedPerExecutor<Query>(
  build: (executor: Executor) => Query,
): (executor: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  return (executor) => {
    let query = built.get(executor);
    if (!query) {
      query = build(executor);
      built.set(executor, query);
    }
    return query;
  };
}
