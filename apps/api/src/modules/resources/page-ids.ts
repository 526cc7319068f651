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

interface IdRow {
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

/**
 * The ids of one page of a list. In the default order (newest first: created_at desc, id desc) a page
 * seeks to the nearest remembered anchor before it (`page-anchors.ts`) and walks only from there: every
 * page remembers where the next one starts, and a deep page reached by its number remembers where it
 * itself starts, so the next page, and the same page asked again, no longer walk past every row before
 * them (page 1000 of the users took twice as long as page 1, bench P3). A chosen order pages by offset.
 */
export async function pageIds(options: PageIdsOptions): Promise<string[]> {
  const { query, rows, table, anchors = pageAnchors } = options;
  const offset = offsetOf(query);
  const size = query.pageSize;
  const read = async (select: PgSelect) => (await select) as unknown as IdRow[];
  if (query.sortings && query.sortings.length > 0) {
    const page = await read(
      rows(undefined)
        .orderBy(...options.chosenOrder)
        .limit(size)
        .offset(offset),
    );
    return page.map((row) => row.id);
  }
  const newestFirst = [sql`${table.createdAt} desc`, sql`${table.id} desc`];
  const key = options.key ?? statementKey(rows(undefined));
  const startedIn = anchors.generation();
  const anchor = offset > 0 ? anchors.nearest(key, offset) : undefined;
  const from = anchor?.position ?? 0;
  const seek = anchor
    ? sql`(${table.createdAt}, ${table.id}) < (${anchor.createdAt}::timestamptz, ${anchor.id}::uuid)`
    : undefined;
  let page: IdRow[];
  if (offset > from) {
    // Rows to walk past: read one more, the one before the page, which says where this page starts
    // for the next time it is asked.
    const [before, ...rest] = await read(
      rows(seek)
        .orderBy(...newestFirst)
        .limit(size + 1)
        .offset(offset - from - 1),
    );
    if (before) anchors.remember(key, { position: offset, ...before }, startedIn);
    page = rest;
  } else {
    page = await read(
      rows(seek)
        .orderBy(...newestFirst)
        .limit(size),
    );
  }
  const last = page.at(-1);
  if (last) anchors.remember(key, { position: offset + page.length, ...last }, startedIn);
  return page.map((row) => row.id);
}
