import type { Category, CategoryKind } from '@portal/contracts/categories';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { categories } from '../../db/catalogue-schema';
import type { Database } from '../../db/client';
import { countAll, keywordCondition, offsetOf, orderByOf, pageWithTotal } from '../resources/list-sql';

// Spelled out: drizzle leaves columns unqualified in a one-table select, where `id` would mean the child's.
const childCount = sql<number>`(select count(*)::int from categories as children where children.parent_id = "categories"."id")`;

const categoryColumns = {
  id: categories.id,
  kind: categories.kind,
  parentId: categories.parentId,
  depth: categories.depth,
  nameZh: categories.nameZh,
  nameEn: categories.nameEn,
  sortOrder: categories.sortOrder,
  isEnabled: categories.isEnabled,
  childCount,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
};

type CategoryRow = typeof categories.$inferSelect & { childCount: number };

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    kind: row.kind,
    parentId: row.parentId,
    depth: row.depth,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    sortOrder: row.sortOrder,
    isEnabled: row.isEnabled,
    childCount: row.childCount,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

export interface CategoryListQuery {
  page: number;
  pageSize: number;
  condition?:
    | { keyword?: string; kind?: CategoryKind; parentId?: string | null; isEnabled?: boolean }
    | undefined;
  sortings?: { field: 'sortOrder' | 'nameZh' | 'depth' | 'createdTime'; dir: 'asc' | 'desc' }[] | undefined;
}

export async function listCategories(db: Database, query: CategoryListQuery) {
  const filters = query.condition ?? {};
  const conditions: (SQL | undefined)[] = [
    keywordCondition(filters.keyword, [categories.nameZh, categories.nameEn]),
    filters.kind ? eq(categories.kind, filters.kind) : undefined,
    filters.parentId === undefined
      ? undefined
      : filters.parentId === null
        ? isNull(categories.parentId)
        : eq(categories.parentId, filters.parentId),
    filters.isEnabled === undefined ? undefined : eq(categories.isEnabled, filters.isEnabled),
  ];
  const where = and(...conditions);
  return pageWithTotal(
    db
      .select(categoryColumns)
      .from(categories)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          {
            sortOrder: categories.sortOrder,
            nameZh: categories.nameZh,
            depth: categories.depth,
            createdTime: categories.createdAt,
          },
          // By default a whole tree reads level by level, each parent's children in their order.
          [categories.kind, categories.depth, categories.parentId, categories.sortOrder, categories.id],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(categories).where(where),
    toCategory,
  );
}

export async function findCategory(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const select = db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  const [row] = options.forUpdate ? await select.for('update', { of: categories }) : await select;
  return row ? toCategory(row) : undefined;
}

/** The node and every node under it, with their depths. */
export async function subtreeOf(db: Database, id: string): Promise<{ id: string; depth: number }[]> {
  const result = await db.execute<{ id: string; depth: number }>(sql`
    with recursive subtree as (
      select id, depth from ${categories} where id = ${id}
      union all
      select child.id, child.depth from ${categories} as child join subtree on child.parent_id = subtree.id
    )
    select id, depth from subtree`);
  return result.rows;
}

/** The children of one parent (a root's siblings: `parentId` null) in order, locked while they are renumbered. */
export async function lockSiblings(
  db: Database,
  kind: CategoryKind,
  parentId: string | null,
): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.kind, kind),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    )
    .orderBy(categories.sortOrder, categories.createdAt, categories.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Sets each node's `sort_order` to its index in `orderedIds`, in one statement. */
export async function renumber(db: Database, orderedIds: readonly string[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`
    update ${categories} set sort_order = ordered.position - 1
    from unnest(${sql.param([...orderedIds])}::uuid[]) with ordinality as ordered(id, position)
    where ${categories.id} = ordered.id and ${categories.sortOrder} <> ordered.position - 1`);
}

export async function insertCategory(db: Database, values: typeof categories.$inferInsert): Promise<string> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned no row');
  return row.id;
}

export async function updateCategory(
  db: Database,
  id: string,
  values: Partial<typeof categories.$inferInsert>,
) {
  await db
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id));
}

/** Moves a subtree's depths by `delta` (the node itself is updated with its other fields). */
export async function shiftDepths(db: Database, ids: readonly string[], delta: number) {
  if (ids.length === 0 || delta === 0) return;
  await db
    .update(categories)
    .set({ depth: sql`${categories.depth} + ${delta}` })
    .where(inArray(categories.id, [...ids]));
}

export async function deleteCategory(db: Database, id: string) {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Every node of the given trees, enabled or not, for building the public trees. */
export async function treeNodes(db: Database, kinds: readonly CategoryKind[]) {
  if (kinds.length === 0) return [];
  return db
    .select({
      id: categories.id,
      kind: categories.kind,
      parentId: categories.parentId,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      isEnabled: categories.isEnabled,
    })
    .from(categories)
    .where(inArray(categories.kind, [...kinds]))
    .orderBy(categories.depth, categories.sortOrder, categories.id);
}

/** Whether every id names a node (attributes refer to categories). */
export async function existingCategoryIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return rows.map((row) => row.id);
}

/** The node and its ancestors (an attribute naming any of them applies to the node). */
export async function ancestorIdsOf(db: Database, id: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive line as (
      select id, parent_id from ${categories} where id = ${id}
      union all
      select parent.id, parent.parent_id from ${categories} as parent join line on parent.id = line.parent_id
    )
    select id from line`);
  return result.rows.map((row) => row.id);
}
