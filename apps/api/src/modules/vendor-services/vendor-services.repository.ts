import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { categories } from '../../db/catalogue-schema';
import type { Database } from '../../db/client';
import { vendorServices } from '../../db/product-schema';
import { vendors } from '../../db/vendor-schema';

/** The vendor's services (enabled or not), in the tree's order: level, then place among siblings. */
export async function servicesOf(db: Database, vendorId: string, options: { enabledOnly?: boolean } = {}) {
  return db
    .select({
      id: categories.id,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      isEnabled: categories.isEnabled,
    })
    .from(vendorServices)
    .innerJoin(categories, eq(categories.id, vendorServices.categoryId))
    .where(
      and(
        eq(vendorServices.vendorId, vendorId),
        options.enabledOnly ? eq(categories.isEnabled, true) : undefined,
      ),
    )
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.id));
}

/** The nodes among `ids` that exist, with their tree and whether they are enabled. */
export async function nodesOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, kind: categories.kind, isEnabled: categories.isEnabled })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
}

/** Replaces the vendor's whole choice (the caller's transaction holds the vendor row). */
export async function replaceServices(db: Database, vendorId: string, categoryIds: readonly string[]) {
  await db.delete(vendorServices).where(eq(vendorServices.vendorId, vendorId));
  if (categoryIds.length > 0) {
    await db.insert(vendorServices).values(categoryIds.map((categoryId) => ({ vendorId, categoryId })));
  }
}

/** Locks the vendor's row so two saves of its services do not interleave; undefined when there is none. */
export async function lockVendor(db: Database, vendorId: string) {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  return row;
}

export async function vendorExists(db: Database, vendorId: string): Promise<boolean> {
  const rows = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  return rows.length > 0;
}

/** How many vendors offer a service node: one in use cannot be deleted. */
export async function countVendorsOffering(db: Database, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendorServices)
    .where(eq(vendorServices.categoryId, categoryId));
  return row?.n ?? 0;
}

/** "The vendor offers one of these enabled service nodes": for the catalogue's vendor search. */
export function offersOneOf(vendorId: unknown, categoryIds: readonly string[]) {
  return sql`exists (select 1 from ${vendorServices} vs join ${categories} c on c.id = vs.category_id
    where vs.vendor_id = ${vendorId} and c.is_enabled and vs.category_id in (${sql.join(
      categoryIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
}
