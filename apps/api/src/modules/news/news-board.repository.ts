import type { NewsCategory } from '@portal/contracts/news';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  news,
  newsPublishedCounts,
  newsReadCounts,
  newsReads,
  newsReadWatermarks,
} from '../../db/news-schema';
import { preparedQuery } from '../../db/prepared-queries';
import { countAll, offsetOf, rowsInIdOrder, searchTextCondition } from '../resources/list-sql';
import type { BoardItem, BoardQuery, Reader } from './news.repository';

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Published and inside its window at `now` (the audience is the caller's part). */
function inWindow(now: Date): SQL {
  return sql`${news.status} = 'published' and ${news.visibleFrom} <= ${now}
    and (${news.publishUntil} is null or ${news.publishUntil} > ${now})`;
}

/** Published, for one of the reader's audiences, inside its window at `now`. */
export function visibleTo(reader: Reader): SQL {
  return sql`${news.audience} in (${listOf(reader.audiences)}) and ${inWindow(reader.now)}`;
}

/** Read: opened, or visible since before the reader's "mark all read". */
export function readBy(reader: Reader): SQL {
  return sql`(${news.visibleFrom} <= coalesce(
      (select w.read_up_to from ${newsReadWatermarks} w where w.user_id = ${reader.userId}), '-infinity')
    or exists (select 1 from ${newsReads} r where r.user_id = ${reader.userId} and r.news_id = "news"."id"))`;
}

/**
 * A reader's values inside the counting queries: the values themselves, or the placeholders of the
 * unread count, prepared once (`preparedQuery`).
 */
interface ReaderTerms {
  userId: unknown;
  /** The audiences, one term each: `in (…)` is estimated for its length, a `text[]` parameter is not. */
  audiences: SQL;
  now: unknown;
}

const termsOf = (reader: Reader): ReaderTerms => ({
  userId: reader.userId,
  audiences: listOf(reader.audiences),
  now: reader.now,
});

/**
 * Published and scheduled later or expired at `now`. Only an item with a window can be (without one it
 * became visible when published); saying so lets a prepared statement's generic plan, cached for every
 * call, walk `news_windowed_idx` instead of guessing a third of the table for the time ranges and
 * scanning all of it (25 ms at 50 000 items; planning on every call instead cost 1 ms).
 */
function outOfWindow(now: unknown): SQL {
  return sql`(${news.status} = 'published'
    and (${news.publishFrom} is not null or ${news.publishUntil} is not null)
    and (${news.visibleFrom} > ${now} or (${news.publishUntil} is not null and ${news.publishUntil} <= ${now})))`;
}

/**
 * Items visible to the reader now, of one category or all: the kept published counts of their audiences
 * less the published items scheduled later or expired (index ranges over those few only).
 */
function visibleCount(terms: ReaderTerms, category: NewsCategory | undefined): SQL {
  const ofCategory = (column: SQL) => (category ? sql` and ${column} = ${category}` : sql``);
  return sql`(coalesce((select sum(c.published) from ${newsPublishedCounts} c
      where c.audience in (${terms.audiences})${ofCategory(sql`c.category`)}), 0)
    - (select count(*) from ${news} where ${news.audience} in (${terms.audiences})
        ${ofCategory(sql`${news.category}`)} and ${outOfWindow(terms.now)}))`;
}

/**
 * Unread of the reader now, exact: visible since their watermark (all visible when they never marked all
 * read) less their read marks on visible items (the kept marks per audience less the marks on items not
 * visible now). Marks under the watermark do not exist (mark-all-read and a trigger remove them).
 */
function unreadCountSql(terms: ReaderTerms): SQL<number> {
  const audience = sql`${news.audience} in (${terms.audiences})`;
  const watermark = sql`(select w.read_up_to from ${newsReadWatermarks} w where w.user_id = ${terms.userId})`;
  const visibleSinceWatermark = sql`(select count(*) from ${news}
      where ${audience} and ${news.status} = 'published' and ${news.visibleFrom} <= ${terms.now}
        and (${news.publishUntil} is null or ${news.publishUntil} > ${terms.now})
        and ${news.visibleFrom} > ${watermark})`;
  const marks = sql`coalesce((select sum(k.marks) from ${newsReadCounts} k
      where k.user_id = ${terms.userId} and k.audience in (${terms.audiences})), 0)`;
  const marksOnHidden = sql`(select count(*) from ${news}
      where ${audience} and (${news.status} <> 'published' or ${outOfWindow(terms.now)})
        and exists (select 1 from ${newsReads} r where r.user_id = ${terms.userId} and r.news_id = "news"."id"))`;
  return sql<number>`(case when ${watermark} is null then ${visibleCount(terms, undefined)}
      else ${visibleSinceWatermark} end - (${marks} - ${marksOnHidden}))::int`;
}

/** The unread count as a prepared query, one per number of audiences (a reader has one to three). */
function unreadCountQuery(db: Database, audienceCount: number) {
  return preparedQuery(db, `news_unread_count_${audienceCount}`, (name) => {
    const audiences = Array.from({ length: audienceCount }, (_, i) => sql.placeholder(`audience${i}`));
    const terms = {
      userId: sql.placeholder('userId'),
      audiences: sql.join(audiences, sql`, `),
      now: sql.placeholder('now'),
    };
    return db
      .select({ count: unreadCountSql(terms) })
      .from(sql`(select 1) as one`)
      .prepare(name);
  });
}

export async function countUnread(db: Database, reader: Reader): Promise<number> {
  const values: Record<string, unknown> = { userId: reader.userId, now: reader.now };
  reader.audiences.forEach((audience, i) => {
    values[`audience${i}`] = audience;
  });
  const [row] = await unreadCountQuery(db, reader.audiences.length).execute(values);
  return row?.count ?? 0;
}

/** When the reader last marked everything read, if ever. */
async function watermarkOf(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readUpTo: newsReadWatermarks.readUpTo })
    .from(newsReadWatermarks)
    .where(eq(newsReadWatermarks.userId, userId));
  return row?.readUpTo ?? null;
}

/**
 * Read, with the watermark already known: a plain range and a key lookup, which the planner can leave to
 * the ordered index walk (a watermark subquery inside made it sort every visible item).
 */
function readWith(reader: Reader, watermark: Date | null): SQL {
  const marked = sql`exists (select 1 from ${newsReads} r where r.user_id = ${reader.userId} and r.news_id = "news"."id")`;
  return watermark ? sql`(${news.visibleFrom} <= ${watermark} or ${marked})` : marked;
}

function pageFilters(reader: Reader, query: BoardQuery, watermark: Date | null): SQL | undefined {
  const read = readWith(reader, watermark);
  return and(
    inWindow(reader.now),
    searchTextCondition(query.keyword, news.searchText),
    query.category ? eq(news.category, query.category) : undefined,
    query.unread === undefined ? undefined : query.unread ? sql`not ${read}` : read,
  );
}

function boardFilters(reader: Reader, query: BoardQuery): SQL | undefined {
  return and(
    inWindow(reader.now),
    searchTextCondition(query.keyword, news.searchText),
    query.category ? eq(news.category, query.category) : undefined,
    query.unread === undefined ? undefined : query.unread ? sql`not ${readBy(reader)}` : readBy(reader),
  );
}

/**
 * The page's ids: one ordered, limited walk of the board index per audience, merged. A single query with
 * `audience in (…)` cannot use the index's order and sorted every visible item.
 */
async function pageIds(db: Database, reader: Reader, query: BoardQuery): Promise<string[]> {
  const watermark = query.unread === undefined ? null : await watermarkOf(db, reader.userId);
  const direction = query.newestFirst ? sql`desc` : sql`asc`;
  const order = sql`pinned desc, visible_from ${direction}, id ${direction}`;
  const reach = offsetOf(query) + query.pageSize;
  const filters = pageFilters(reader, query, watermark);
  const branches = reader.audiences.map(
    (audience) => sql`(select ${news.id} as id, ${news.pinned} as pinned, ${news.visibleFrom} as visible_from
      from ${news} where ${news.audience} = ${audience} and ${filters}
      order by ${order} limit ${reach})`,
  );
  const result = await db.execute<{
    id: string;
  }>(sql`select id from (${sql.join(branches, sql` union all `)}) page
    order by ${order} limit ${query.pageSize} offset ${offsetOf(query)}`);
  return result.rows.map((row) => row.id);
}

/**
 * The board's total: kept counts when only a category narrows it (or only "unread"), a count of the
 * matching items when a keyword or "read" / "unread" with a category does.
 */
async function boardTotal(db: Database, reader: Reader, query: BoardQuery): Promise<number> {
  const counted = !query.keyword?.trim();
  if (counted && query.unread === undefined) {
    const [row] = await db
      .select({ count: sql<number>`${visibleCount(termsOf(reader), query.category)}::int` })
      .from(sql`(select 1) as one`);
    return row?.count ?? 0;
  }
  if (counted && query.unread === true && !query.category) return countUnread(db, reader);
  const [row] = await db
    .select(countAll)
    .from(news)
    .where(and(visibleTo(reader), boardFilters(reader, query)));
  return row?.count ?? 0;
}

/** The reader's board: pinned first, then by the time each became visible. */
export async function listBoard(db: Database, reader: Reader, query: BoardQuery) {
  const [ids, totalCount] = await Promise.all([pageIds(db, reader, query), boardTotal(db, reader, query)]);
  const data = await rowsInIdOrder(ids, (chosen) =>
    db
      .select({
        id: news.id,
        category: news.category,
        titleZh: news.titleZh,
        titleEn: news.titleEn,
        pinned: news.pinned,
        visibleFrom: news.visibleFrom,
        createdAt: news.createdAt,
        isRead: sql<boolean>`${readBy(reader)}`,
      })
      .from(news)
      .where(inArray(news.id, chosen)),
  );
  return { totalCount, data: data satisfies BoardItem[] };
}
