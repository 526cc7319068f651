import type { AttributeFilter, MarketplaceSortField, VendorLevel } from '@portal/contracts/marketplace';
import { productSearchForm } from '@portal/contracts/product';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bigramsOf } from '../../db/bigrams';
import { categories } from '../../db/catalogue-schema';
import type { Database } from '../../db/client';
import { productAttributeValues, productPublishedCounts, products } from '../../db/product-schema';
import { vendors } from '../../db/vendor-schema';
import { countAll, offsetOf, rowsInIdOrder } from '../resources/list-sql';
import { pageIdColumns, pageIds } from '../resources/page-ids';

/** What a catalogue search asks, already checked by the service (attribute filters against their types). */
export interface CatalogueSearch {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  /** The chosen category and every node below it. */
  categoryIds?: string[] | undefined;
  vendorId?: string | undefined;
  vendorLevel?: VendorLevel | undefined;
  certifiedFirst?: boolean | undefined;
  attributes?: AttributeFilter[] | undefined;
  /** Vendors only: the chosen service node and every enabled node below it. */
  serviceCategoryIds?: string[] | undefined;
  sort: MarketplaceSortField;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * "The product's text contains the keyword": a keyword of two or more characters first narrows by the
 * GIN-indexed bigrams (the planner skips the index when a bigram is in most rows), then LIKE confirms.
 */
function keywordMatch(keyword: string): { matches: SQL; nameMatches: SQL } {
  const pattern = `%${escapeLike(keyword)}%`;
  const bigrams = bigramsOf(keyword);
  const like = sql`${products.catalogueText} like ${pattern}`;
  const matches =
    bigrams.length > 0 ? sql`(search_bigrams @> ${sql.param(bigrams)}::text[] and ${like})` : like;
  return { matches, nameMatches: sql`${products.searchText} like ${pattern}` };
}

function attributeCondition(filter: AttributeFilter): SQL {
  const value = productAttributeValues.value;
  let test: SQL;
  if ('choiceIds' in filter) {
    test = sql`${value} -> 'choiceIds' ?| ${sql.param(filter.choiceIds)}::text[]`;
  } else if ('boolean' in filter) {
    test = sql`${value} -> 'boolean' = ${JSON.stringify(filter.boolean)}::jsonb`;
  } else {
    const number = sql`(${value} ->> 'number')::numeric`;
    test = sql.join(
      [
        filter.min === undefined ? undefined : sql`${number} >= ${filter.min}`,
        filter.max === undefined ? undefined : sql`${number} <= ${filter.max}`,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    );
  }
  return sql`exists (select 1 from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id} and ${productAttributeValues.attributeId} = ${filter.attributeId} and ${test})`;
}

/** Published products of active vendors matching the search, and whether the name matched. */
export function productConditionsOf(search: CatalogueSearch) {
  const keyword = productSearchForm(search.keyword ?? '');
  const match = keyword ? keywordMatch(keyword) : undefined;
  const where = and(
    eq(products.status, 'published'),
    // The few vendors not active (a partial index holds them) are read once, as a list each row is
    // checked against: no probe per row, so a deep page's index-only walk stays cheap (page 1000 walks
    // 20 000 entries: 35 ms with a probe each, 7 ms so). No vendor row is read unless the level is asked.
    sql`${products.vendorId} <> all(array(select inactive.id from vendors as inactive where inactive.status <> 'active'))`,
    match?.matches,
    search.categoryIds ? inArray(products.categoryId, search.categoryIds) : undefined,
    search.vendorId ? eq(products.vendorId, search.vendorId) : undefined,
    search.vendorLevel ? eq(vendors.level, search.vendorLevel) : undefined,
    ...(search.attributes ?? []).map(attributeCondition),
  );
  return { where, nameMatches: match?.nameMatches };
}

const certifiedFirst = sql`(${vendors.level} = 'certified') desc`;

/** Whether nothing but a category narrows the search (its total then comes from the kept counts). */
function onlyCategoryNarrows(search: CatalogueSearch): boolean {
  return (
    productSearchForm(search.keyword ?? '') === '' &&
    search.vendorId === undefined &&
    search.vendorLevel === undefined &&
    (search.attributes ?? []).length === 0
  );
}

/**
 * The total from the kept per-category counts: published products less those of vendors not active (a
 * partial index holds those few vendors), instead of counting every published product.
 */
async function keptTotal(db: Database, categoryIds: string[] | undefined): Promise<{ count: number }[]> {
  const inCategories = (column: SQL) =>
    categoryIds
      ? sql`and ${column} in (${sql.join(
          categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  return db
    .select({
      count: sql<number>`(coalesce((select sum(c.published) from ${productPublishedCounts} c
          where true ${inCategories(sql`c.category_id`)}), 0)
        - (select count(*) from ${vendors} inactive join ${products} p on p.vendor_id = inactive.id
            where inactive.status <> 'active' and p.status = 'published' ${inCategories(sql`p.category_id`)}))::int`,
    })
    .from(sql`(select 1) as one`);
}

/** The catalogue's newest first, as the page-ids engine knows a list's order: by publication. */
const newestProductFirst = { id: products.id, createdAt: products.publishedAt };

/**
 * One page of the search and its total. The page's ids come first from a narrow query (the partial
 * index `products_catalogue_idx` holds the order, the vendor and the category, so neither the page's
 * ids nor the total read a product row unless a keyword or an attribute asks); then its rows.
 */
export async function searchCatalogueProducts(db: Database, search: CatalogueSearch) {
  const { where, nameMatches } = productConditionsOf(search);
  const order: SQL[] = [];
  if (search.certifiedFirst) order.push(certifiedFirst);
  // Relevance: a name match before a match in the description only; newest first within each.
  const byRelevance = search.sort === 'relevance' && nameMatches !== undefined;
  if (byRelevance) order.push(sql`(${nameMatches}) desc`);
  order.push(desc(products.publishedAt), desc(products.id));
  // The vendor's row only when its level filters or orders.
  const needsVendor = search.vendorLevel !== undefined || search.certifiedFirst === true;
  const withVendor = <Query extends PgSelect>(query: Query) =>
    needsVendor ? query.innerJoin(vendors, eq(vendors.id, products.vendorId)) : query;
  const countQuery = db.select(countAll).from(products).$dynamic();
  const newestOnly = !search.certifiedFirst && !byRelevance;
  const [pageOfIds, [total]] = await Promise.all([
    newestOnly
      ? // Newest first: a deep page seeks from a remembered anchor (page-anchors.ts) instead of walking
        // past every product before it (bench CATb: page 1000 took twice as long as page 1).
        pageIds({
          query: { page: search.page, pageSize: search.pageSize },
          rows: (seek) =>
            withVendor(db.select(pageIdColumns(newestProductFirst)).from(products).$dynamic()).where(
              and(where, seek),
            ),
          table: newestProductFirst,
          chosenOrder: order,
        })
      : withVendor(db.select({ id: products.id }).from(products).$dynamic())
          .where(where)
          .orderBy(...order)
          .limit(search.pageSize)
          .offset(offsetOf(search))
          .then((picked) => picked.map((row) => row.id)),
    onlyCategoryNarrows(search) ? keptTotal(db, search.categoryIds) : withVendor(countQuery).where(where),
  ]);
  const rows = await rowsInIdOrder(pageOfIds, async (ids) =>
    (
      await db
        .select({ product: products, vendorName: vendors.name, vendorLevel: vendors.level })
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(inArray(products.id, ids))
    ).map((row) => ({ id: row.product.id, ...row })),
  );
  return { totalCount: total?.count ?? 0, rows };
}

/** "The vendor's name (either language) contains the keyword", in the search form. */
export function vendorNameMatchOf(keyword: string): SQL {
  return sql`lower(replace(normalize(${vendors.name} || chr(31) || coalesce(${vendors.nameEn}, ''), NFKC), '臺', '台')) like ${`%${escapeLike(keyword)}%`}`;
}

/** Active vendors with published products matching the search (the keyword also finds the vendor's name). */
export async function searchCatalogueVendors(db: Database, search: CatalogueSearch) {
  const keyword = productSearchForm(search.keyword ?? '');
  const { where } = productConditionsOf({ ...search, keyword: undefined });
  const match = keyword ? keywordMatch(keyword) : undefined;
  const vendorNameMatches = keyword ? vendorNameMatchOf(keyword) : undefined;
  const filter = and(where, match ? sql`(${vendorNameMatches} or ${match.matches})` : undefined);
  const order: SQL[] = [];
  if (search.certifiedFirst) order.push(certifiedFirst);
  if (search.sort === 'relevance' && vendorNameMatches) order.push(sql`bool_or(${vendorNameMatches}) desc`);
  order.push(sql`max(${products.publishedAt}) desc`, desc(vendors.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        nameEn: vendors.nameEn,
        level: vendors.level,
        categories: vendors.categories,
        productCount: sql<number>`count(*)::int`,
      })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(filter)
      .groupBy(vendors.id)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset(offsetOf(search)),
    db
      .select({ count: sql<number>`count(distinct ${vendors.id})::int` })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(filter),
  ]);
  return { totalCount: total?.count ?? 0, rows };
}

/** An active vendor as the catalogue shows it, with its published products' count. */
export async function findCatalogueVendor(db: Database, id: string) {
  const [row] = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      nameEn: vendors.nameEn,
      level: vendors.level,
      categories: vendors.categories,
      address: vendors.address,
      website: vendors.website,
      certifiedAt: vendors.certifiedAt,
      // Spelled out: inside one table's select the builder would drop the table names.
      productCount: sql<number>`(select count(*)::int from products as p where p.vendor_id = "vendors"."id" and p.status = 'published')`,
    })
    .from(vendors)
    .where(and(eq(vendors.id, id), eq(vendors.status, 'active')));
  return row;
}

/** A published product of an active vendor, with its vendor's level and its category's names. */
export async function findCatalogueProduct(db: Database, id: string) {
  const [row] = await db
    .select({
      product: products,
      vendorName: vendors.name,
      vendorLevel: vendors.level,
      categoryNameZh: categories.nameZh,
      categoryNameEn: categories.nameEn,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.status, 'published'), eq(vendors.status, 'active')));
  return row;
}

/** Whether the category exists (either tree). */
export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return rows.length > 0;
}
