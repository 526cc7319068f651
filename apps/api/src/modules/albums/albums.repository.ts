import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pictureAlbums, pictures } from '../../db/publishing-schema';
import { countAll, keywordCondition, offsetOf, orderByOf, pageWithTotal } from '../resources/list-sql';

const pictureCount = sql<number>`(select count(*)::int from pictures where pictures.album_id = "picture_albums"."id")`;

const albumColumns = {
  id: pictureAlbums.id,
  titleZh: pictureAlbums.titleZh,
  titleEn: pictureAlbums.titleEn,
  albumDate: pictureAlbums.albumDate,
  visibility: pictureAlbums.visibility,
  coverPictureId: pictureAlbums.coverPictureId,
  pictureCount,
  createdAt: pictureAlbums.createdAt,
  updatedAt: pictureAlbums.updatedAt,
};
export type AlbumRow = typeof pictureAlbums.$inferSelect & { pictureCount: number };

export interface AlbumListQuery {
  page: number;
  pageSize: number;
  condition?: { keyword?: string; visibility?: 'public' | 'signed-in' } | undefined;
  sortings?: { field: 'albumDate' | 'titleZh' | 'createdTime'; dir: 'asc' | 'desc' }[] | undefined;
}

/** Strangers see public albums only. */
const visibleTo = (isSignedIn: boolean) => (isSignedIn ? undefined : eq(pictureAlbums.visibility, 'public'));

export async function listAlbums(db: Database, query: AlbumListQuery, isSignedIn: boolean) {
  const filters = query.condition ?? {};
  const where = and(
    visibleTo(isSignedIn),
    keywordCondition(filters.keyword, [pictureAlbums.titleZh, pictureAlbums.titleEn]),
    filters.visibility ? eq(pictureAlbums.visibility, filters.visibility) : undefined,
  );
  return pageWithTotal(
    db
      .select(albumColumns)
      .from(pictureAlbums)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          {
            albumDate: pictureAlbums.albumDate,
            titleZh: pictureAlbums.titleZh,
            createdTime: pictureAlbums.createdAt,
          },
          // Newest event first by default.
          [sql`${pictureAlbums.albumDate} desc`, sql`${pictureAlbums.id} desc`],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(pictureAlbums).where(where),
    (row: AlbumRow) => row,
  );
}

export async function findAlbum(
  db: Database,
  id: string,
  options: { forUpdate?: boolean; isSignedIn?: boolean } = {},
) {
  const select = db
    .select(albumColumns)
    .from(pictureAlbums)
    .where(and(eq(pictureAlbums.id, id), visibleTo(options.isSignedIn ?? true)));
  const [row] = options.forUpdate ? await select.for('update', { of: pictureAlbums }) : await select;
  return row;
}

export async function insertAlbum(db: Database, values: typeof pictureAlbums.$inferInsert) {
  const [row] = await db.insert(pictureAlbums).values(values).returning({ id: pictureAlbums.id });
  if (!row) throw new Error('album insert returned no row');
  return row.id;
}

export async function updateAlbum(
  db: Database,
  id: string,
  values: Partial<typeof pictureAlbums.$inferInsert>,
) {
  await db
    .update(pictureAlbums)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pictureAlbums.id, id));
}

/** Deletes the album; its pictures go with it (cascade). */
export async function deleteAlbum(db: Database, id: string) {
  await db.delete(pictureAlbums).where(eq(pictureAlbums.id, id));
}

/** The first picture of each album (the cover when none is chosen). */
export async function firstPictureIds(db: Database, albumIds: string[]): Promise<Map<string, string>> {
  if (albumIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([pictures.albumId], { albumId: pictures.albumId, id: pictures.id })
    .from(pictures)
    .where(inArray(pictures.albumId, albumIds))
    .orderBy(pictures.albumId, pictures.sortOrder, pictures.id);
  return new Map(rows.map((row) => [row.albumId, row.id]));
}

const pictureColumns = {
  id: pictures.id,
  albumId: pictures.albumId,
  captionZh: pictures.captionZh,
  captionEn: pictures.captionEn,
  sortOrder: pictures.sortOrder,
  createdAt: pictures.createdAt,
  updatedAt: pictures.updatedAt,
};
export type PictureRow = typeof pictures.$inferSelect;

export interface PictureListQuery {
  page: number;
  pageSize: number;
  condition?: { albumId?: string } | undefined;
  sortings?: { field: 'sortOrder' | 'createdTime'; dir: 'asc' | 'desc' }[] | undefined;
}

/** Pictures of albums the caller may see (a stranger: public albums only). */
export async function listPictures(db: Database, query: PictureListQuery, isSignedIn: boolean) {
  const conditions: (SQL | undefined)[] = [
    query.condition?.albumId ? eq(pictures.albumId, query.condition.albumId) : undefined,
    visibleTo(isSignedIn),
  ];
  const where = and(...conditions);
  return pageWithTotal(
    db
      .select(pictureColumns)
      .from(pictures)
      .innerJoin(pictureAlbums, eq(pictureAlbums.id, pictures.albumId))
      .where(where)
      .orderBy(
        ...orderByOf(query.sortings, { sortOrder: pictures.sortOrder, createdTime: pictures.createdAt }, [
          pictures.albumId,
          pictures.sortOrder,
          pictures.id,
        ]),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select(countAll)
      .from(pictures)
      .innerJoin(pictureAlbums, eq(pictureAlbums.id, pictures.albumId))
      .where(where),
    (row: PictureRow) => row,
  );
}

export async function findPicture(
  db: Database,
  id: string,
  options: { forUpdate?: boolean; isSignedIn?: boolean } = {},
) {
  const select = db
    .select(pictureColumns)
    .from(pictures)
    .innerJoin(pictureAlbums, eq(pictureAlbums.id, pictures.albumId))
    .where(and(eq(pictures.id, id), visibleTo(options.isSignedIn ?? true)));
  const [row] = options.forUpdate ? await select.for('update', { of: pictures }) : await select;
  return row;
}

export async function insertPicture(db: Database, values: typeof pictures.$inferInsert) {
  const [row] = await db.insert(pictures).values(values).returning({ id: pictures.id });
  if (!row) throw new Error('picture insert returned no row');
  return row.id;
}

export async function updatePicture(db: Database, id: string, values: Partial<typeof pictures.$inferInsert>) {
  await db
    .update(pictures)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pictures.id, id));
}

export async function deletePicture(db: Database, id: string) {
  await db.delete(pictures).where(eq(pictures.id, id));
}

/** An album's picture ids in order, locked while they are renumbered. */
export async function lockPicturesOf(db: Database, albumId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pictures.id })
    .from(pictures)
    .where(eq(pictures.albumId, albumId))
    .orderBy(pictures.sortOrder, pictures.createdAt, pictures.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function renumberPictures(db: Database, orderedIds: readonly string[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`
    update ${pictures} set sort_order = ordered.position - 1
    from unnest(${sql.param([...orderedIds])}::uuid[]) with ordinality as ordered(id, position)
    where ${pictures.id} = ordered.id and ${pictures.sortOrder} <> ordered.position - 1`);
}

/** Clears an album's cover when it was this picture (the picture is going). */
export async function clearCover(db: Database, pictureId: string) {
  await db
    .update(pictureAlbums)
    .set({ coverPictureId: null })
    .where(eq(pictureAlbums.coverPictureId, pictureId));
}
