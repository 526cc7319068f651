import { type SQL, sql } from 'drizzle-orm';

/**
 * Small SQL pieces the dashboard's aggregates share. Weeks and months are Taiwan's: a moment becomes a
 * Taiwan wall-clock time before it is truncated, and a Taiwan calendar boundary becomes a moment again
 * with `at time zone 'Asia/Taipei'`.
 */
export const taipei = sql.raw(`'Asia/Taipei'`);

/** A timestamptz as an ISO 8601 UTC text (`…Z`), whatever the driver would make of it. */
export function isoOf(column: SQL | string): SQL {
  const value = typeof column === 'string' ? sql.raw(column) : column;
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The Monday (a Taiwan date, as a timestamp without zone) that starts the week holding `now`. */
export function taipeiWeekOf(now: Date): SQL {
  return sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${taipei})`;
}

/** The first day of the Taiwan month holding `now`, as a timestamp without zone. */
export function taipeiMonthOf(now: Date): SQL {
  return sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${taipei})`;
}
