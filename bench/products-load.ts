import { sql } from 'drizzle-orm';
import { categories } from '../apps/api/src/db/catalogue-schema';
import type { Database } from '../apps/api/src/db/client';
import { products } from '../apps/api/src/db/product-schema';
import { users } from '../apps/api/src/db/schema';
import { vendorMembers, vendors } from '../apps/api/src/db/vendor-schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { conditionParam, measureApiGet } from './load';

export const benchProductCount = 100_000;
export const benchProductVendorCount = 20_000;
const ownerAccount = 'bench-product-owner';
const ownerPassword = 'bench product owner 2026';
const statuses = ['draft', 'published', 'archived'] as const;

/**
 * A catalogue of the size the association expects: 100 000 products from 20 000 vendors (five each), in
 * one product category; the first vendor's owner signs in for the vendor's own list.
 */
let seeded: Promise<void> | undefined;

/** The catalogue seeded once per bench run, whichever product part asks first. */
export function seedProductsOnce(db: Database): Promise<void> {
  seeded ??= seedProducts(db);
  return seeded;
}

export async function seedProducts(db: Database): Promise<void> {
  const [category] = await db
    .insert(categories)
    .values({ kind: 'product', depth: 1, nameZh: '示範分類', nameEn: 'Sample' })
    .returning({ id: categories.id });
  if (!category) throw new Error('no category');
  const perVendor = benchProductCount / benchProductVendorCount;
  const vendorIds: string[] = [];
  for (let start = 0; start < benchProductVendorCount; start += 2000) {
    const inserted = await db
      .insert(vendors)
      .values(
        Array.from({ length: 2000 }, (_, i) => ({
          ubn: String(80_000_000 + start + i),
          name: `產品供應商${start + i}有限公司`,
        })),
      )
      .returning({ id: vendors.id });
    vendorIds.push(...inserted.map((row) => row.id));
  }
  for (let start = 0; start < benchProductCount; start += 5000) {
    await db.insert(products).values(
      Array.from({ length: 5000 }, (_, i) => {
        const n = start + i;
        return {
          vendorId: vendorIds[Math.floor(n / perVendor)] ?? '',
          nameZh: `臺灣精密零件${n}`,
          nameEn: `Precision part ${n}`,
          descriptionZh: `<p>第 ${n} 號產品的說明。</p>`,
          categoryId: category.id,
          priceMin: 100 + (n % 900),
          status: statuses[n % 3] ?? 'draft',
          updatedAt: new Date(Date.now() - n * 1000),
          // Published ones carry their moment, as the service sets it (the catalogue orders by it).
          publishedAt: n % 3 === 1 ? new Date(Date.now() - n * 1000) : null,
        };
      }),
    );
  }
  const [owner] = await db
    .insert(users)
    .values({ account: ownerAccount, name: '產品負責人', passwordHash: await hashPassword(ownerPassword) })
    .returning({ id: users.id });
  if (!owner || !vendorIds[0]) throw new Error('no owner');
  await db.insert(vendorMembers).values({ vendorId: vendorIds[0], userId: owner.id, role: 'owner' });
  // Vacuumed as autovacuum would have by then: the catalogue reads its index without the rows.
  await db.execute(sql`vacuum analyze products`);
}

async function ownerToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ownerAccount, password: ownerPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The vendor's own product list at 10 connections: first page, a keyword, a status filter. */
export async function loadProductLists(baseUrl: string, durationSeconds: number) {
  const token = await ownerToken(baseUrl);
  const run = (path: string) => measureApiGet(baseUrl, token, path, durationSeconds);
  const ownList = await run('Product?pageSize=20');
  const results = {
    products: benchProductCount,
    vendors: benchProductVendorCount,
    connections: 10,
    ownList,
    ownListKeyword: await run(`Product?condition=${conditionParam({ keyword: '台灣精密' })}`),
    ownListPublished: await run(`Product?condition=${conditionParam({ status: 'published' })}`),
    p99BudgetMs: 50,
  };
  return { ...results, withinBudget: ownList.p99Ms <= 50 && ownList.non2xx === 0 };
}

/**
 * The catalogue buyers use, at 10 connections: the first page (newest), a keyword inside names
 * (零件42: about 1 100 products), relevance order, and page 1000 of the newest (33 000 published).
 */
export async function loadCatalogue(baseUrl: string, token: string, durationSeconds: number) {
  const run = (path: string) => measureApiGet(baseUrl, token, path, durationSeconds);
  const newest = encodeURIComponent(JSON.stringify([{ field: 'newest', dir: 'desc' }]));
  const firstPage = await run(`Catalogue/Product?pageSize=20&sortings=${newest}`);
  return {
    connections: 10,
    firstPage,
    keyword: await run(`Catalogue/Product?pageSize=20&condition=${conditionParam({ keyword: '零件42' })}`),
    page1000: await run(`Catalogue/Product?pageSize=20&page=1000&sortings=${newest}`),
    p99BudgetMs: 100,
  };
}
