import { type ProductStatus, productSearchForm } from '@portal/contracts/product';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { categories } from '../../db/catalogue-schema';
import type { Database } from '../../db/client';
import { images, imageVariants } from '../../db/image-schema';
import { productAttributeValues, products } from '../../db/product-schema';
import { vendors } from '../../db/vendor-schema';
import { countAll, offsetOf, orderByOf } from '../resources/list-sql';

export type ProductRecord = typeof products.$inferSelect & { vendorName: string; vendorStatus: string };
export type ProductWrite = Omit<
  typeof products.$inferInsert,
  'id' | 'vendorId' | 'searchText' | 'unpublishedBy' | 'unpublishedAt' | 'unpublishReason'
>;

function selectProducts(db: Database) {
  return db
    .select({ product: products, vendorName: vendors.name, vendorStatus: vendors.status })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId));
}

function toRecord(row: { product: typeof products.$inferSelect; vendorName: string; vendorStatus: string }) {
  return { ...row.product, vendorName: row.vendorName, vendorStatus: row.vendorStatus };
}

export async function findProduct(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProductRecord | undefined> {
  const query = selectProducts(db).where(eq(products.id, id));
  const rows = options.forUpdate ? await query.for('update', { of: products }) : await query;
  return rows[0] && toRecord(rows[0]);
}

export async function insertProduct(
  db: Database,
  values: ProductWrite & { vendorId: string },
): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

export async function updateProduct(
  db: Database,
  id: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, id));
}

export async function deleteProduct(db: Database, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** A product category a product may name: it exists, is of the product tree and enabled. */
export async function isUsableProductCategory(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.kind, 'product'), eq(categories.isEnabled, true)));
  return row !== undefined;
}

export async function replaceAttributeValues(
  db: Database,
  productId: string,
  values: { attributeId: string; value: Record<string, unknown> }[],
): Promise<void> {
  await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (values.length === 0) return;
  await db
    .insert(productAttributeValues)
    .values(values.map((value, position) => ({ productId, ...value, position })));
}

export async function attributeValuesOf(db: Database, productId: string) {
  return db
    .select({ attributeId: productAttributeValues.attributeId, value: productAttributeValues.value })
    .from(productAttributeValues)
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(asc(productAttributeValues.position));
}

export async function countProductsInCategory(db: Database, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function countProductsUsingAttribute(db: Database, attributeId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productAttributeValues)
    .where(eq(productAttributeValues.attributeId, attributeId));
  return row?.n ?? 0;
}

/** Products whose value of a choice attribute names `choiceId` (stored as `{ choiceIds: [...] }`). */
export async function countProductsUsingChoice(
  db: Database,
  attributeId: string,
  choiceId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productAttributeValues)
    .where(
      and(
        eq(productAttributeValues.attributeId, attributeId),
        sql`${productAttributeValues.value} -> 'choiceIds' @> jsonb_build_array(${choiceId}::text)`,
      ),
    );
  return row?.n ?? 0;
}

/** Who the list is for: one vendor's every product, every vendor's (staff), or what buyers see. */
export type ProductListScope =
  | { kind: 'vendor'; vendorId: string }
  | { kind: 'all' }
  | { kind: 'published'; vendorId?: string | undefined };

export interface ProductListQuery {
  page: number;
  pageSize: number;
  condition?:
    | {
        keyword?: string | undefined;
        status?: ProductStatus | undefined;
        categoryId?: string | undefined;
        vendorId?: string | undefined;
      }
    | undefined;
  sortings?:
    | { field: 'updatedTime' | 'createdTime' | 'nameZh' | 'status' | 'priceMin'; dir: 'asc' | 'desc' }[]
    | undefined;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function listProducts(db: Database, scope: ProductListScope, query: ProductListQuery) {
  const condition = query.condition ?? {};
  const where: (SQL | undefined)[] = [];
  if (scope.kind === 'vendor') where.push(eq(products.vendorId, scope.vendorId));
  if (scope.kind === 'published') {
    where.push(eq(products.status, 'published'), eq(vendors.status, 'active'));
    if (scope.vendorId) where.push(eq(products.vendorId, scope.vendorId));
  }
  if (scope.kind === 'all' && condition.vendorId) where.push(eq(products.vendorId, condition.vendorId));
  if (condition.status) where.push(eq(products.status, condition.status));
  if (condition.categoryId) where.push(eq(products.categoryId, condition.categoryId));
  const keyword = productSearchForm(condition.keyword ?? '');
  if (keyword) where.push(sql`${products.searchText} like ${`%${escapeLike(keyword)}%`}`);
  const filter = and(...where);
  const order = orderByOf(
    query.sortings?.length ? query.sortings : [{ field: 'updatedTime', dir: 'desc' }],
    {
      updatedTime: products.updatedAt,
      createdTime: products.createdAt,
      nameZh: products.nameZh,
      status: products.status,
      priceMin: products.priceMin,
    },
    [desc(products.id)],
  );
  const [rows, [total]] = await Promise.all([
    selectProducts(db)
      .where(filter)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select(countAll).from(products).innerJoin(vendors, eq(vendors.id, products.vendorId)).where(filter),
  ]);
  return { totalCount: total?.count ?? 0, rows: rows.map(toRecord) };
}

/** Each product's cover (its first image's small file) and how many images it has. */
export async function coversOf(db: Database, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, { sha256: string | null; count: number }>();
  const rows = await db
    .select({
      ownerId: images.ownerId,
      count: sql<number>`count(*)::int`,
      cover: sql<string | null>`(array_agg(${imageVariants.sha256} order by ${images.position}))[1]`,
    })
    .from(images)
    .leftJoin(imageVariants, and(eq(imageVariants.imageId, images.id), eq(imageVariants.variant, 'small')))
    .where(and(eq(images.ownerType, 'product'), inArray(images.ownerId, productIds)))
    .groupBy(images.ownerId);
  return new Map(rows.map((row) => [row.ownerId ?? '', { sha256: row.cover, count: row.count }]));
}
