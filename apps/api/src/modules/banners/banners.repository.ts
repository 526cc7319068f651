import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bannerPositions, banners } from '../../db/publishing-schema';
import { AppError } from '../../lib/app-error';
import { countAll, keywordCondition, offsetOf, orderByOf, pageWithTotal } from '../resources/list-sql';

// Spelled out: drizzle leaves columns unqualified in a one-table select.
const bannerCount = sql<number>`(select count(*)::int from banners where banners.position_id = "banner_positions"."id")`;

const positionColumns = {
  id: bannerPositions.id,
  code: bannerPositions.code,
  nameZh: bannerPositions.nameZh,
  nameEn: bannerPositions.nameEn,
  sizeHint: bannerPositions.sizeHint,
  bannerCount,
  createdAt: bannerPositions.createdAt,
  updatedAt: bannerPositions.updatedAt,
};
export type PositionRow = typeof bannerPositions.$inferSelect & { bannerCount: number };

export interface PositionListQuery {
  page: number;
  pageSize: number;
  condition?: { keyword?: string } | undefined;
  sortings?: { field: 'code' | 'nameZh' | 'createdTime'; dir: 'asc' | 'desc' }[] | undefined;
}

export async function listPositions(db: Database, query: PositionListQuery) {
  const where = keywordCondition(query.condition?.keyword, [
    bannerPositions.code,
    bannerPositions.nameZh,
    bannerPositions.nameEn,
  ]);
  return pageWithTotal(
    db
      .select(positionColumns)
      .from(bannerPositions)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          {
            code: bannerPositions.code,
            nameZh: bannerPositions.nameZh,
            createdTime: bannerPositions.createdAt,
          },
          [bannerPositions.code, bannerPositions.id],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(bannerPositions).where(where),
    (row: PositionRow) => row,
  );
}

export async function findPosition(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const select = db.select(positionColumns).from(bannerPositions).where(eq(bannerPositions.id, id));
  const [row] = options.forUpdate ? await select.for('update', { of: bannerPositions }) : await select;
  return row;
}

export async function positionIdByCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: bannerPositions.id })
    .from(bannerPositions)
    .where(eq(bannerPositions.code, code));
  return row?.id;
}

/** Two saves of one code at once: the second meets the unique index, which says the code is taken. */
function codeTakenOr(error: unknown): unknown {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return cause.code === '23505' && cause.constraint === 'banner_positions_code_idx'
    ? AppError.of('BANNER_POSITION_CODE_TAKEN', { field: 'code' })
    : error;
}

export async function insertPosition(db: Database, values: typeof bannerPositions.$inferInsert) {
  try {
    const [row] = await db.insert(bannerPositions).values(values).returning({ id: bannerPositions.id });
    if (!row) throw new Error('banner position insert returned no row');
    return row.id;
  } catch (error) {
    throw codeTakenOr(error);
  }
}

export async function updatePosition(
  db: Database,
  id: string,
  values: Partial<typeof bannerPositions.$inferInsert>,
) {
  try {
    await db
      .update(bannerPositions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bannerPositions.id, id));
  } catch (error) {
    throw codeTakenOr(error);
  }
}

export async function deletePosition(db: Database, id: string) {
  await db.delete(bannerPositions).where(eq(bannerPositions.id, id));
}

const bannerColumns = {
  id: banners.id,
  positionId: banners.positionId,
  positionCode: bannerPositions.code,
  altZh: banners.altZh,
  altEn: banners.altEn,
  linkUrl: banners.linkUrl,
  sortOrder: banners.sortOrder,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
  isEnabled: banners.isEnabled,
  createdAt: banners.createdAt,
  updatedAt: banners.updatedAt,
};
export type BannerRow = typeof banners.$inferSelect & { positionCode: string };

export interface BannerListQuery {
  page: number;
  pageSize: number;
  condition?: { keyword?: string; positionId?: string; isEnabled?: boolean } | undefined;
  sortings?: { field: 'sortOrder' | 'createdTime' | 'startsAt'; dir: 'asc' | 'desc' }[] | undefined;
}

export async function listBanners(db: Database, query: BannerListQuery) {
  const filters = query.condition ?? {};
  const conditions: (SQL | undefined)[] = [
    keywordCondition(filters.keyword, [banners.altZh, banners.altEn, banners.linkUrl]),
    filters.positionId ? eq(banners.positionId, filters.positionId) : undefined,
    filters.isEnabled === undefined ? undefined : eq(banners.isEnabled, filters.isEnabled),
  ];
  const where = and(...conditions);
  return pageWithTotal(
    db
      .select(bannerColumns)
      .from(banners)
      .innerJoin(bannerPositions, eq(bannerPositions.id, banners.positionId))
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          { sortOrder: banners.sortOrder, createdTime: banners.createdAt, startsAt: banners.startsAt },
          [bannerPositions.code, banners.sortOrder, banners.id],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(banners).where(where),
    (row: BannerRow) => row,
  );
}

export async function findBanner(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const select = db
    .select(bannerColumns)
    .from(banners)
    .innerJoin(bannerPositions, eq(bannerPositions.id, banners.positionId))
    .where(eq(banners.id, id));
  const [row] = options.forUpdate ? await select.for('update', { of: banners }) : await select;
  return row;
}

export async function insertBanner(db: Database, values: typeof banners.$inferInsert) {
  const [row] = await db.insert(banners).values(values).returning({ id: banners.id });
  if (!row) throw new Error('banner insert returned no row');
  return row.id;
}

export async function updateBanner(db: Database, id: string, values: Partial<typeof banners.$inferInsert>) {
  await db
    .update(banners)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(banners.id, id));
}

export async function deleteBanner(db: Database, id: string) {
  await db.delete(banners).where(eq(banners.id, id));
}

/** The banners of one position in order, locked while they are renumbered. */
export async function lockBannersOf(db: Database, positionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: banners.id })
    .from(banners)
    .where(eq(banners.positionId, positionId))
    .orderBy(banners.sortOrder, banners.createdAt, banners.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Sets each banner's `sort_order` to its index in `orderedIds`, in one statement. */
export async function renumberBanners(db: Database, orderedIds: readonly string[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`
    update ${banners} set sort_order = ordered.position - 1
    from unnest(${sql.param([...orderedIds])}::uuid[]) with ordinality as ordered(id, position)
    where ${banners.id} = ordered.id and ${banners.sortOrder} <> ordered.position - 1`);
}

/** What a position shows at `at`: enabled and inside its schedule (start inclusive, end exclusive). */
export async function activeBannersOf(db: Database, code: string, at: Date) {
  return db
    .select({ id: banners.id, altZh: banners.altZh, altEn: banners.altEn, linkUrl: banners.linkUrl })
    .from(banners)
    .innerJoin(bannerPositions, eq(bannerPositions.id, banners.positionId))
    .where(
      and(
        eq(bannerPositions.code, code),
        eq(banners.isEnabled, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, at)),
        or(isNull(banners.endsAt), gt(banners.endsAt, at)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
