import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared-queries';
import { type BuiltSelect, type FlatSelection, poolOf, readRows, rowDecoder } from '../../db/prepared-rows';
import { customPlanMarker, statementName } from '../../db/preparing-client';
import { rowsInIdOrder } from './list-sql';
import {
  chosenOrderIds,
  fromStart,
  idsFrom,
  isChosenOrder,
  type NewestFirstTable,
  newestFirst,
  newestFirstStart,
  type PageIdsOptions,
  rememberEnd,
} from './page-ids';

/** Each row of a page read with its ids also carries its anchor: its creation time as PostgreSQL's text. */
export type WithAnchor<Row> = Row & { pageAnchor: string };

/** A list's rows by id, prepared once, newest first; and a page's ids and rows read in one statement. */
export interface PageDetails<Row> {
  byIds(ids: string[]): Promise<WithAnchor<Row>[]>;
  /** Absent inside a transaction (no pool to name the statement on): read the ids, then `byIds`. */
  forPage?(ids: { sql: string; params: unknown[] }, size: number): Promise<WithAnchor<Row>[]>;
}

/**
 * The details of a list's rows (`selection`, selected by `build` from its tables where `byIds`).
 * `forPage` puts a page's ids statement inside the details statement: one round trip instead of two.
 * The page size goes in as text (a checked whole number): with `limit $n` PostgreSQL judged the
 * statement's one plan by a tenth of the table and planned it anew on every call (1.4 ms). The details
 * statement may hold no value of its own beside the ids.
 */
export function pageDetails<Row, Selection extends FlatSelection = FlatSelection>(
  db: Database,
  name: string,
  table: NewestFirstTable,
  selection: Selection,
  build: (
    selection: Selection & { pageAnchor: SQL<string> },
    byIds: SQL,
  ) => { orderBy(...order: SQL[]): BuiltSelect<unknown> },
): PageDetails<Row> {
  return preparedQuery(db, `page-details:${name}`, () => {
    const anchored = { ...selection, pageAnchor: sql<string>`${table.createdAt}::text` };
    const byIds = sql`${table.id} = any(${sql.placeholder('ids')}::uuid[])`;
    const select = build(anchored, byIds).orderBy(...newestFirst(table));
    const pool = poolOf(db);
    if (!pool) {
      const prepared = select.prepare(name);
      return { byIds: async (ids: string[]) => (await prepared.execute({ ids })) as WithAnchor<Row>[] };
    }
    const { sql: text, params } = select.toSQL();
    if (params.length !== 1 || !/\$1(?!\d)/.test(text)) {
      throw new Error(`${name}: the details statement must take the ids as its only value`);
    }
    const decode = rowDecoder<WithAnchor<Row>>(name, anchored);
    return {
      byIds: (ids: string[]) => readRows(pool, { name, text, values: [ids] }, decode),
      forPage(ids: { sql: string; params: unknown[] }, size: number) {
        if (!Number.isSafeInteger(size) || size < 1) throw new Error(`${name}: page size ${size}`);
        const page = `array(select page.id from (${ids.sql} limit ${size}) as page(id, anchor))`;
        const merged = text.replace(/\$1(?!\d)/, page);
        // A statement asking to be planned for its values is sent unnamed (`preparing-client.ts`).
        const statementNamed = merged.includes(customPlanMarker) ? undefined : statementName(merged);
        return readRows(pool, { name: statementNamed, text: merged, values: ids.params }, decode);
      },
    };
  });
}

/**
 * One page of a list's rows (`pageIds`' order and anchors). A page starting at its anchor, or at the
 * list's start, is read in one statement with its ids (`forPage`); other pages read their ids first.
 */
export async function pageRows<Row extends { id: string }>(
  options: PageIdsOptions & { details: PageDetails<Row> },
): Promise<WithAnchor<Row>[]> {
  const { details } = options;
  if (isChosenOrder(options.query)) return rowsInIdOrder(await chosenOrderIds(options), details.byIds);
  const start = newestFirstStart(options);
  // A page walked to by its number, or any page inside a transaction: its ids first, then their rows.
  if (!details.forPage || start.offset > start.from) {
    return rowsInIdOrder(await idsFrom(options, start), details.byIds);
  }
  const page = await details.forPage(fromStart(options, start).toSQL(), options.query.pageSize);
  const last = page.at(-1);
  rememberEnd(options, start, page.length, last && { id: last.id, createdAt: last.pageAnchor });
  return page;
}
