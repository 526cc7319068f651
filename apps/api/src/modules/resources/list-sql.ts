import { type AnyColumn, asc, desc, is, SQL, sql } from 'drizzle-orm';
import { isCountStatement, type ListKey, listTotals, type TotalCache } from './list-totals';

/** `ORDER BY` from validated sortings; fields map to columns (the schema already refused the others). */
export function orderByOf<Field extends string>(
  sortings: readonly { field: Field; dir: 'asc' | 'desc' }[] | undefined,
  columns: Record<Field, AnyColumn | SQL>,
  fallback: (AnyColumn | SQL)[],
): SQL[] {
  const chosen = (sortings ?? []).map(({ field, dir }) =>
    dir === 'desc' ? desc(columns[field]) : asc(columns[field]),
  );
  // The fallback (ending with a unique column) keeps pages stable when sorted values tie.
  return [...chosen, ...fallback.map((order) => (is(order, SQL) ? order : asc(order)))];
}

export function offsetOf(query: { page: number; pageSize: number }): number {
  return (query.page - 1) * query.pageSize;
}

/**
 * A `LIKE` pattern finding `keyword` anywhere, after NFKC (full-width digits and letters become
 * half-width, so ０９１２ finds 0912) with the pattern characters escaped.
 */
export function containsPattern(keyword: string): string {
  const normalized = keyword.normalize('NFKC').trim();
  return `%${normalized.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "any of these columns contains the keyword". */
export function keywordCondition(keyword: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!keyword?.trim()) return undefined;
  const pattern = containsPattern(keyword);
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * "The search column contains the keyword", for a column PostgreSQL keeps NFKC and lower case (such as
 * `vendor_applications.search_text`): a plain LIKE, far cheaper than ILIKE over several values.
 */
export function searchTextCondition(keyword: string | undefined, column: AnyColumn): SQL | undefined {
  if (!keyword?.trim()) return undefined;
  return sql`${column} like lower(${containsPattern(keyword)})`;
}

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * An inclusive range on a timestamp column. A date without a time is a whole day in Taiwan time (the
 * association's calendar): `to: 2026-11-22` includes that whole day.
 */
export function dateRangeCondition(
  column: AnyColumn,
  range: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  const parts: SQL[] = [];
  if (range.from) {
    parts.push(
      isDateOnly(range.from)
        ? sql`${column} >= (${range.from}::date::timestamp at time zone 'Asia/Taipei')`
        : sql`${column} >= ${range.from}::timestamptz`,
    );
  }
  if (range.to) {
    parts.push(
      isDateOnly(range.to)
        ? sql`${column} < ((${range.to}::date + 1)::timestamp at time zone 'Asia/Taipei')`
        : sql`${column} <= ${range.to}::timestamptz`,
    );
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

/** `count(*)` as a number: the select of a list's total. */
export const countAll = { count: sql<number>`count(*)::int` };

/**
 * One page's rows in the order of `ids`, the page's ids picked first by a narrow query on the list's own
 * table: a deep page then skips index entries, not rows with their joins and per-row subqueries computed
 * (page 1000 of the vendors took 230 ms that way, every skipped row counted its members).
 */
export async function rowsInIdOrder<Row extends { id: string }>(
  ids: readonly string[],
  load: (ids: string[]) => PromiseLike<Row[]>,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load([...ids])).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A list's answer from its page query and its total query, run together. A total of many rows is kept
 * for the list cache lifetime per filter (`list-totals.ts`), found by `key` when the list gives one, else
 * by the total statement's text; the total query then does not run at all (Drizzle runs a select only
 * when it is awaited).
 */
export async function pageWithTotal<Row, Item>(
  rows: PromiseLike<Row[]>,
  total: PromiseLike<{ count: number }[]>,
  toItem: (row: Row) => Item,
  options: { key?: ListKey; totals?: TotalCache } = {},
): Promise<{ totalCount: number; data: Item[] }> {
  const { key, totals = listTotals } = options;
  const count = async () => (await total)[0]?.count ?? 0;
  const kept = key ?? (isCountStatement(total) ? total : undefined);
  const [page, totalCount] = await Promise.all([rows, kept ? totals.total(kept, count) : count()]);
  return { totalCount, data: page.map(toItem) };
}
