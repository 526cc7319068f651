import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/catalogue-schema';
import { products } from '../../db/product-schema';
import { vendors } from '../../db/vendor-schema';
import { createProduct, productBody } from '../products/products.fixtures';
import { type MembersWorld, startMembersWorld } from '../vendor-members/vendor-members.fixtures';
import { findProducts, type MarketplaceWorld, marketplaceWorld } from './marketplace.fixtures';

// The catalogue's total without a keyword comes from per-category counts a trigger keeps. After every
// change below it must equal a plain count of published products of active vendors.

let world: MembersWorld;
let m: MarketplaceWorld;

beforeAll(async () => {
  world = await startMembersWorld();
  m = await marketplaceWorld(world);
});
afterAll(() => world.close());

async function counted(categoryId?: string): Promise<number> {
  const result = await world.db.execute<{ n: number }>(sql`select count(*)::int as n from products p
    join vendors v on v.id = p.vendor_id
    where p.status = 'published' and v.status = 'active' ${categoryId ? sql`and p.category_id = ${categoryId}` : sql``}`);
  return result.rows[0]?.n ?? -1;
}

async function expectTotalsAgree(step: string) {
  const all = await findProducts(world, m.who.buyer);
  expect(all.totalCount, step).toBe(await counted());
  expect(all.totalCount, `${step}: rows`).toBe(all.names.length);
  const inCategory = await findProducts(world, m.who.buyer, { categoryId: m.catalogue.categoryId });
  expect(inCategory.totalCount, `${step}: category`).toBe(await counted(m.catalogue.categoryId));
}

describe('the catalogue total kept by category', () => {
  it('follows publishing, archiving, deletion, a category move and vendors suspended or restored', async () => {
    await expectTotalsAgree('the world');
    const more = await createProduct(world, m.who.b.owner, productBody(m.catalogue, { status: 'published' }));
    await expectTotalsAgree('one more published');
    await world.db.update(products).set({ status: 'archived' }).where(eq(products.id, m.screw.id));
    await expectTotalsAgree('one archived');
    const [other] = await world.db
      .insert(categories)
      .values({ kind: 'product', depth: 1, nameZh: '其他', nameEn: 'Other' })
      .returning({ id: categories.id });
    await world.db
      .update(products)
      .set({ categoryId: other?.id ?? '' })
      .where(eq(products.id, more.id));
    await expectTotalsAgree('one moved to another category');
    expect((await findProducts(world, m.who.buyer, { categoryId: other?.id })).totalCount).toBe(1);
    await world.db
      .update(vendors)
      .set({ status: 'active' })
      .where(eq(vendors.id, m.suspendedOwner.vendor.id));
    await expectTotalsAgree('the suspended vendor restored');
    expect(await counted()).toBe(3);
    await world.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, m.who.b.vendor.id));
    await expectTotalsAgree('another vendor suspended');
    await world.db.delete(products).where(eq(products.id, m.hidden.id));
    await expectTotalsAgree('a published product deleted');
  });
});
