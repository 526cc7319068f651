import { type Column, sql } from 'drizzle-orm';

/**
 * `"table"."column"`, always qualified: Drizzle leaves the table out of a single-table query, and a bare
 * `"id"` inside a subquery would name the subquery's own column.
 */
export function qualified(column: Column) {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}
