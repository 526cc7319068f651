import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { offsetOf } from './list-sql';
import { type ListKey, statementKey } from './list-totals';
import { type PageAnchors, pageAnchors } from './page-anchors';

/** A list's table as its page query knows it: the id, and the creation time of its default order. */
export interface NewestFirstTable {
  id: PgColumn;
  createdAt: PgColumn;
}

/** What a list's page query selects: the id, and the creation time as PostgreSQL's text (an anchor). */
export function pageIdColumns(table: NewestFirstTable) {
  return { id: table.id, createdAt: sql<string>`${table.createdAt}::text` };
}

export interface IdRow {
  id: string;
  createdAt: string;
}

export interface PageIdsOptions {
  query: { page: number; pageSize: number; sortings?: readonly unknown[] | undefined };
  /**
   * The list's rows before their order and page, as a dynamic select (`.$dynamic()`) of
   * `pageIdColumns(table)` whose filter is and-ed with `seek` when there is one.
   */
  rows: (seek: SQL | undefined) => PgSelect;
  table: NewestFirstTable;
  /** The order the person chose, when they chose one (`orderByOf`); else the list is newest first. */
  chosenOrder: SQL[];
  anchors?: PageAnchors;
  /** The list's own key for its rows (`listKey`); else the rows' statement is built to name them. */
  key?: ListKey;
}

/** Where a page of the default order starts: from the nearest anchor before it, or from the list's start. */
export interface NewestFirstStart {
  key: string;
  startedIn: number;
  offset: number;
  /** The position of the anchor the page seeks to (0: the list's start). */
  from: number;
  /** The condition that seeks to that anchor, if there is one. */
  seek: SQL | undefined;
}

export const newestFirst = (table: NewestFirstTable) => [sql`${table.createdAt} desc`, sql`${table.id} desc`];

const read = async (select: PgSelect) => (await select) as unknown as IdRow[];

export function isChosenOrder(query: PageIdsOptions['query']): boolean {
  return query.sortings !== undefined && query.sortings.length > 0;
}

/** A page of a chosen order, by offset. */
export async function chosenOrderIds(options: PageIdsOptions): Promise<string[]> {
  const { query, rows, chosenOrder } = options;
  const page = await read(
    rows(undefined)
      .orderBy(...chosenOrder)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  );
  return page.map((row) => row.id);
}

export function newestFirstStart(options: PageIdsOptions): NewestFirstStart {
  const { query, rows, table, anchors = pageAnchors } = options;
  const offset = offsetOf(query);
  const key = options.key ?? statementKey(rows(undefined));
  const startedIn = anchors.generation();
  const anchor = offset > 0 ? anchors.nearest(key, offset) : undefined;
  const seek = anchor
    ? sql`(${table.createdAt}, ${table.id}) < (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`
    : undefined;
  return { key, startedIn, offset, from: anchor?.position ?? 0, seek };
}

/** The list's rows from where the page seeks to, newest first: the page's ids statement before its limit. */
export function fromStart(options: PageIdsOptions, start: NewestFirstStart) {
  return options.rows(start.seek).orderBy(...newestFirst(options.table));
}

/**
 * The page's ids when rows lie between its anchor and its start: read with one more, the one before
 * the page, which says where this page starts for the next time it is asked.
 */
async function walkedIds(options: PageIdsOptions, start: NewestFirstStart): Promise<IdRow[]> {
  const { anchors = pageAnchors } = options;
  const [before, ...page] = await read(
    fromStart(options, start)
      .limit(options.query.pageSize + 1)
      .offset(start.offset - start.from - 1),
  );
  if (before) anchors.remember(start.key, { position: start.offset, ...before }, start.startedIn);
  return page;
}

/** Remembers where the page after this one starts: after its last row. */
export function rememberEnd(
  options: PageIdsOptions,
  start: NewestFirstStart,
  length: number,
  last: IdRow | undefined,
): void {
  const { anchors = pageAnchors } = options;
  if (last) anchors.remember(start.key, { position: start.offset + length, ...last }, start.startedIn);
}

/**
 * The ids of one page of a list. In the default order (newest first: created_at desc, id desc) a page
 * seeks to the nearest remembered anchor before it (`page-anchors.ts`) and walks only from there: every
 * page remembers where the next one starts, and a deep page reached by its number remembers where it
 * itself starts, so the next page, and the same page asked again, no longer walk past every row before
 * them (page 1000 of the users took twice as long as page 1, bench P3). A chosen order pages by offset.
 */
export async function pageIds(options: PageIdsOptions): Promise<string[]> {
  if (isChosenOrder(options.query)) return chosenOrderIds(options);
  return idsFrom(options, newestFirstStart(options));
}

/** The ids of a page of the default order from where it starts, walked or read, its end remembered. */
export async function idsFrom(options: PageIdsOptions, start: NewestFirstStart): Promise<string[]> {
  const page =
    start.offset > start.from
      ? await walkedIds(options, start)
      : await read(fromStart(options, start).limit(options.query.pageSize));
  rememberEnd(options, start, page.length, page.at(-1));
  return page.map((row) => row.id);
}
