import type { Attribute, AttributeType, AttributeValue } from '@portal/contracts/attributes';
import { and, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { attributeCategories, attributes, attributeValues } from '../../db/catalogue-schema';
import type { Database } from '../../db/client';
import { countAll, keywordCondition, offsetOf, orderByOf, pageWithTotal } from '../resources/list-sql';

type AttributeRow = typeof attributes.$inferSelect;
type ValueRow = typeof attributeValues.$inferSelect;

export function toAttributeValue(row: ValueRow): AttributeValue {
  return {
    id: row.id,
    attributeId: row.attributeId,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    sortOrder: row.sortOrder,
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  };
}

/** The attributes with their categories and choices, in the order of `rows` (two queries for a page). */
async function withLinks(db: Database, rows: AttributeRow[]): Promise<Attribute[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, values] = await Promise.all([
    db
      .select()
      .from(attributeCategories)
      .where(inArray(attributeCategories.attributeId, ids))
      .orderBy(attributeCategories.categoryId),
    db
      .select()
      .from(attributeValues)
      .where(inArray(attributeValues.attributeId, ids))
      .orderBy(attributeValues.sortOrder, attributeValues.createdAt, attributeValues.id),
  ]);
  return rows.map((row) => ({
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    type: row.type,
    unitZh: row.unitZh,
    unitEn: row.unitEn,
    isRequired: row.isRequired,
    sortOrder: row.sortOrder,
    categoryIds: links.filter((link) => link.attributeId === row.id).map((link) => link.categoryId),
    values: values.filter((value) => value.attributeId === row.id).map(toAttributeValue),
    createdTime: row.createdAt.toISOString(),
    updatedTime: row.updatedAt.toISOString(),
  }));
}

export interface AttributeListQuery {
  page: number;
  pageSize: number;
  condition?:
    | { keyword?: string; type?: AttributeType; categoryId?: string; isRequired?: boolean }
    | undefined;
  sortings?: { field: 'sortOrder' | 'nameZh' | 'createdTime'; dir: 'asc' | 'desc' }[] | undefined;
}

const linkedTo = (categoryIds: string[]) =>
  exists(
    sql`(select 1 from attribute_categories as links where links.attribute_id = "attributes"."id" and links.category_id = any(${sql.param(categoryIds)}::uuid[]))`,
  );

export async function listAttributes(db: Database, query: AttributeListQuery) {
  const filters = query.condition ?? {};
  const conditions: (SQL | undefined)[] = [
    keywordCondition(filters.keyword, [attributes.nameZh, attributes.nameEn]),
    filters.type ? eq(attributes.type, filters.type) : undefined,
    filters.categoryId ? linkedTo([filters.categoryId]) : undefined,
    filters.isRequired === undefined ? undefined : eq(attributes.isRequired, filters.isRequired),
  ];
  const where = and(...conditions);
  const page = await pageWithTotal(
    db
      .select()
      .from(attributes)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          { sortOrder: attributes.sortOrder, nameZh: attributes.nameZh, createdTime: attributes.createdAt },
          [attributes.sortOrder, attributes.createdAt, attributes.id],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(attributes).where(where),
    (row) => row,
  );
  return { totalCount: page.totalCount, data: await withLinks(db, page.data) };
}

export async function findAttribute(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const select = db.select().from(attributes).where(eq(attributes.id, id));
  const [row] = options.forUpdate ? await select.for('update') : await select;
  return row ? (await withLinks(db, [row]))[0] : undefined;
}

/**
 * The attributes that apply to a node: those naming it or one of its ancestors, and those naming no
 * category at all. Products check their values against these.
 */
export async function attributesApplyingTo(db: Database, lineage: readonly string[]): Promise<Attribute[]> {
  const unlinked = sql`not exists (select 1 from attribute_categories as links where links.attribute_id = "attributes"."id")`;
  const rows = await db
    .select()
    .from(attributes)
    .where(lineage.length > 0 ? or(unlinked, linkedTo([...lineage])) : unlinked)
    .orderBy(attributes.sortOrder, attributes.createdAt, attributes.id);
  return withLinks(db, rows);
}

export async function insertAttribute(db: Database, values: typeof attributes.$inferInsert): Promise<string> {
  const [row] = await db.insert(attributes).values(values).returning({ id: attributes.id });
  if (!row) throw new Error('attribute insert returned no row');
  return row.id;
}

export async function updateAttribute(
  db: Database,
  id: string,
  values: Partial<typeof attributes.$inferInsert>,
) {
  await db
    .update(attributes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(attributes.id, id));
}

/** Replaces the categories an attribute applies to. */
export async function setAttributeCategories(
  db: Database,
  attributeId: string,
  categoryIds: readonly string[],
) {
  await db.delete(attributeCategories).where(eq(attributeCategories.attributeId, attributeId));
  if (categoryIds.length === 0) return;
  await db.insert(attributeCategories).values(categoryIds.map((categoryId) => ({ attributeId, categoryId })));
}

export async function deleteAttribute(db: Database, id: string) {
  await db.delete(attributes).where(eq(attributes.id, id));
}

// Choices (AttributeValues)

export interface AttributeValueListQuery {
  page: number;
  pageSize: number;
  condition?: { keyword?: string; attributeId?: string } | undefined;
  sortings?: { field: 'sortOrder' | 'nameZh' | 'createdTime'; dir: 'asc' | 'desc' }[] | undefined;
}

export async function listAttributeValues(db: Database, query: AttributeValueListQuery) {
  const filters = query.condition ?? {};
  const where = and(
    keywordCondition(filters.keyword, [attributeValues.nameZh, attributeValues.nameEn]),
    filters.attributeId ? eq(attributeValues.attributeId, filters.attributeId) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(attributeValues)
      .where(where)
      .orderBy(
        ...orderByOf(
          query.sortings,
          {
            sortOrder: attributeValues.sortOrder,
            nameZh: attributeValues.nameZh,
            createdTime: attributeValues.createdAt,
          },
          [attributeValues.attributeId, attributeValues.sortOrder, attributeValues.id],
        ),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(attributeValues).where(where),
    toAttributeValue,
  );
}

export async function findAttributeValue(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const select = db.select().from(attributeValues).where(eq(attributeValues.id, id));
  const [row] = options.forUpdate ? await select.for('update') : await select;
  return row ? toAttributeValue(row) : undefined;
}

/** An attribute's choices in order, locked while they are renumbered. */
export async function lockChoices(db: Database, attributeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, attributeId))
    .orderBy(attributeValues.sortOrder, attributeValues.createdAt, attributeValues.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function renumberChoices(db: Database, orderedIds: readonly string[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`
    update ${attributeValues} set sort_order = ordered.position - 1
    from unnest(${sql.param([...orderedIds])}::uuid[]) with ordinality as ordered(id, position)
    where ${attributeValues.id} = ordered.id and ${attributeValues.sortOrder} <> ordered.position - 1`);
}

export async function insertAttributeValue(
  db: Database,
  values: typeof attributeValues.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(attributeValues).values(values).returning({ id: attributeValues.id });
  if (!row) throw new Error('attribute value insert returned no row');
  return row.id;
}

export async function updateAttributeValue(
  db: Database,
  id: string,
  values: Partial<typeof attributeValues.$inferInsert>,
) {
  await db
    .update(attributeValues)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(attributeValues.id, id));
}

export async function deleteAttributeValue(db: Database, id: string) {
  await db.delete(attributeValues).where(eq(attributeValues.id, id));
}
