import type { Database } from './client';

const preparedByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * One Drizzle prepared query per database handle and name, built on first use. For the hottest small
 * calls: Drizzle builds a query's text anew on every call, which can cost more than running it; a prepared
 * query keeps its text (and PostgreSQL its plan) and takes only the values (`sql.placeholder`). The name
 * is the statement's name on every connection, so it must say what the query is, shape included.
 */
export function preparedQuery<Query>(db: Database, name: string, prepare: (name: string) => Query): Query {
  let byName = preparedByDatabase.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDatabase.set(db, byName);
  }
  let query = byName.get(name) as Query | undefined;
  if (query === undefined) {
    query = prepare(name);
    byName.set(name, query);
  }
  return query;
}
