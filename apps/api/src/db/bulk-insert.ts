import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** One column of a bulk insert: its PostgreSQL type and one value per row (null allowed). */
export interface BulkColumn {
  column: PgColumn;
  type: 'uuid' | 'text' | 'int' | 'boolean' | 'jsonb' | 'timestamptz';
  values: unknown[];
}

/** A column's values as one array parameter; jsonb values as their JSON text. */
export function columnArray(type: BulkColumn['type'], values: unknown[]) {
  const encoded =
    type === 'jsonb' ? values.map((value) => (value == null ? null : JSON.stringify(value))) : values;
  return sql`${sql.param(encoded)}::${sql.raw(type)}[]`;
}

/**
 * Many rows in one `insert … select from unnest(…)`: one array parameter per column whatever the number
 * of rows, so the statement stays short to build, send, parse and plan (a multi-row VALUES list of
 * thousands of rows costs far more in each step, and is bounded by 65 535 parameters).
 */
export async function insertByColumns(db: Database, table: PgTable, columns: BulkColumn[]) {
  if ((columns[0]?.values.length ?? 0) === 0) return;
  const names = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(({ type, values }) => columnArray(type, values)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
}
