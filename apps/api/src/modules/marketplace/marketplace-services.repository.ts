import { productSearchForm } from '@portal/contracts/product';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { categories } from '../../db/catalogue-schema';
import type { Database } from '../../db/client';
import { products } from '../../db/product-schema';
import { vendors } from '../../db/vendor-schema';
import { offsetOf } from '../resources/list-sql';
import { offersOneOf } from '../vendor-services/vendor-services.repository';
import { type CatalogueSearch, productConditionsOf, vendorNameMatchOf } from './marketplace.repository';

/**
 * Active vendors offering one of the service nodes (the chosen node and those below it), with or without
 * products. A keyword matches the vendor's name or one of its published products; a product category
 * asks for a published product in it. Ordered: 合格供應商 first when asked, name matches, then by name.
 */
export async function searchServiceVendors(
  db: Database,
  search: CatalogueSearch & { serviceCategoryIds: string[] },
) {
  const keyword = productSearchForm(search.keyword ?? '');
  const productFilterAsked = keyword !== '' || search.categoryIds !== undefined;
  const { where } = productConditionsOf({ ...search, vendorLevel: undefined });
  const hasProduct = sql`exists (select 1 from ${products} where ${products.vendorId} = ${vendors.id} and ${where})`;
  const nameMatches = keyword ? vendorNameMatchOf(keyword) : undefined;
  const filter = and(
    eq(vendors.status, 'active'),
    offersOneOf(vendors.id, search.serviceCategoryIds),
    search.vendorLevel ? eq(vendors.level, search.vendorLevel) : undefined,
    productFilterAsked ? (nameMatches ? sql`(${nameMatches} or ${hasProduct})` : hasProduct) : undefined,
  );
  const order: SQL[] = [];
  if (search.certifiedFirst) order.push(sql`(${vendors.level} = 'certified') desc`);
  if (search.sort === 'relevance' && nameMatches) order.push(sql`(${nameMatches}) desc`);
  order.push(asc(vendors.name), desc(vendors.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        nameEn: vendors.nameEn,
        level: vendors.level,
        categories: vendors.categories,
        // Spelled out: inside one table's select the builder would drop the table names.
        productCount: sql<number>`(select count(*)::int from ${products} where "products"."vendor_id" = "vendors"."id" and ${where})`,
      })
      .from(vendors)
      .where(filter)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset(offsetOf(search)),
    db.select({ count: sql<number>`count(*)::int` }).from(vendors).where(filter),
  ]);
  return { totalCount: total?.count ?? 0, rows };
}

/** Whether the id names a node of the service tree. */
export async function isServiceNode(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.kind, 'service')));
  return rows.length > 0;
}
