import type { NewsAdminItem, NewsAudience, NewsCategory, NewsStatus } from '@portal/contracts/news';
import type { StoredDocument } from '@portal/contracts/vendor-application';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { imageVariants } from '../../db/image-schema';
import { news, newsReads, newsReadWatermarks } from '../../db/news-schema';
import { preparedQuery } from '../../db/prepared-queries';
import { vendorMembers, vendors } from '../../db/vendor-schema';
import { countAll, offsetOf, orderByOf, pageWithTotal, searchTextCondition } from '../resources/list-sql';
import { readBy, visibleTo } from './news-board.repository';

export type NewsRow = typeof news.$inferSelect;
export type NewsValues = Omit<typeof news.$inferInsert, 'id' | 'createdAt'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminItem(row: NewsRow, attachments: StoredDocument[]): NewsAdminItem {
  return {
    id: row.id,
    category: row.category,
    audience: row.audience,
    status: row.status,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    bodyZh: row.bodyZh,
    bodyEn: row.bodyEn,
    pinned: row.pinned,
    publishFrom: iso(row.publishFrom),
    publishUntil: iso(row.publishUntil),
    publishedTime: iso(row.publishedAt),
    attachments,
    mailAudience: row.mailAudience,
    audienceMailedTime: iso(row.audienceMailedAt),
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export async function insertNews(tx: Database, values: NewsValues & { createdBy: string }): Promise<NewsRow> {
  const [row] = await tx.insert(news).values(values).returning();
  if (!row) throw new Error('news insert returned nothing');
  return row;
}

export async function updateNews(tx: Database, id: string, values: NewsValues): Promise<NewsRow> {
  const [row] = await tx.update(news).set(values).where(eq(news.id, id)).returning();
  if (!row) throw new Error('news row vanished inside its own transaction');
  return row;
}

export async function deleteNews(tx: Database, id: string): Promise<void> {
  await tx.delete(news).where(eq(news.id, id));
}

export async function findNews(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<NewsRow | undefined> {
  const query = db.select().from(news).where(eq(news.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export interface NewsAdminListQuery {
  page: number;
  pageSize: number;
  condition?:
    | { keyword?: string; category?: NewsCategory; audience?: NewsAudience; status?: NewsStatus }
    | undefined;
  sortings?:
    | { field: 'publishFrom' | 'createdTime' | 'updatedTime' | 'titleZh'; dir: 'asc' | 'desc' }[]
    | undefined;
}

export async function listNewsAdmin(db: Database, query: NewsAdminListQuery) {
  const filters = query.condition ?? {};
  const where = and(
    searchTextCondition(filters.keyword, news.searchText),
    filters.category ? eq(news.category, filters.category) : undefined,
    filters.audience ? eq(news.audience, filters.audience) : undefined,
    filters.status ? eq(news.status, filters.status) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          {
            publishFrom: news.publishFrom,
            createdTime: news.createdAt,
            updatedTime: news.updatedAt,
            titleZh: news.titleZh,
          },
          [sql`${news.createdAt} desc`, sql`${news.id} desc`],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(news).where(where),
    (row) => row,
  );
}

/** Whether the person is in a vendor whose status is active (the `vendors` audience). */
export async function isInActiveVendor(db: Database, userId: string): Promise<boolean> {
  const query = preparedQuery(db, 'news_reader_in_active_vendor', (name) =>
    db
      .select({ one: sql<number>`1` })
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .where(and(eq(vendorMembers.userId, sql.placeholder('userId')), eq(vendors.status, 'active')))
      .prepare(name),
  );
  const [row] = await query.execute({ userId });
  return row !== undefined;
}

/** The picture each served file belongs to (`image_variants.sha256` → `images.id`). */
export async function imageIdsOfFiles(db: Database, fileHashes: string[]): Promise<Map<string, string>> {
  if (fileHashes.length === 0) return new Map();
  const rows = await db
    .select({ sha256: imageVariants.sha256, imageId: imageVariants.imageId })
    .from(imageVariants)
    .where(inArray(imageVariants.sha256, fileHashes));
  return new Map(rows.map((row) => [row.sha256, row.imageId]));
}

/** A reader: who, which audiences they belong to, and the time of the read. */
export interface Reader {
  userId: string;
  audiences: NewsAudience[];
  now: Date;
}

export interface BoardQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  category?: NewsCategory | undefined;
  unread?: boolean | undefined;
  newestFirst: boolean;
}

export type BoardRow = NewsRow & { isRead: boolean };

/** What the board shows of an item: never its bodies, which only the item's own page reads. */
export type BoardItem = Pick<
  NewsRow,
  'id' | 'category' | 'titleZh' | 'titleEn' | 'pinned' | 'visibleFrom' | 'createdAt'
> & {
  isRead: boolean;
};

export async function findVisible(db: Database, reader: Reader, id: string): Promise<BoardRow | undefined> {
  const [found] = await db
    .select({ row: news, isRead: sql<boolean>`${readBy(reader)}` })
    .from(news)
    .where(and(eq(news.id, id), visibleTo(reader)));
  return found ? { ...found.row, isRead: found.isRead } : undefined;
}

export async function markRead(db: Database, userId: string, newsId: string, at: Date): Promise<void> {
  await db.insert(newsReads).values({ userId, newsId, readAt: at }).onConflictDoNothing();
}

/** Everything visible up to `at` counts as read; the marks it covers are no longer needed. */
export async function markAllRead(tx: Database, userId: string, at: Date): Promise<void> {
  await tx
    .insert(newsReadWatermarks)
    .values({ userId, readUpTo: at })
    .onConflictDoUpdate({ target: newsReadWatermarks.userId, set: { readUpTo: at } });
  await tx.execute(sql`delete from ${newsReads} r using ${news} n
    where r.user_id = ${userId} and n.id = r.news_id and n.visible_from <= ${at}`);
}
