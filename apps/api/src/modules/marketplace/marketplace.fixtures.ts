import type { CatalogueProductList, CatalogueVendorList } from '@portal/contracts/marketplace';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { vendors } from '../../db/vendor-schema';
import { createProduct, productBody, productCallers, productCatalogue } from '../products/products.fixtures';
import { call, type MembersWorld, type Person } from '../vendor-members/vendor-members.fixtures';

/**
 * A small catalogue: vendor 甲 (certified) and 乙 publish products; 甲 also keeps a draft, an archived
 * one and one staff took off the catalogue; a third vendor, suspended, has a published one.
 */
export async function marketplaceWorld(world: MembersWorld) {
  const who = await productCallers(world);
  const catalogue = await productCatalogue(world, who.staff);
  await world.db.update(vendors).set({ level: 'certified' }).where(eq(vendors.id, who.a.vendor.id));
  const publish = async (owner: Person, overrides: Record<string, unknown>) => {
    world.clock.advance(60);
    return createProduct(world, owner, productBody(catalogue, { status: 'published', ...overrides }));
  };
  const screw = await publish(who.a.owner, { nameZh: '臺北精密螺絲', nameEn: 'Taipei Precision Screw' });
  const wrench = await publish(who.b.owner, {
    nameZh: '台北扳手',
    nameEn: 'abc Wrench',
    descriptionZh: '<p>適合精密加工</p>',
    attributeValues: [
      { attributeId: catalogue.weightId, value: 3 },
      { attributeId: catalogue.materialId, value: catalogue.choices[1] },
    ],
  });
  const draft = await createProduct(world, who.a.owner, productBody(catalogue, { nameZh: '精密草稿' }));
  const archived = await createProduct(
    world,
    who.a.owner,
    productBody(catalogue, { nameZh: '精密封存', status: 'archived' }),
  );
  const takenDown = await publish(who.a.owner, { nameZh: '精密下架' });
  const unpublish = await call(world, who.staff, {
    method: 'POST',
    url: `/Product/${takenDown.id}/Unpublish`,
    payload: { reason: '圖片不符' },
  });
  expect(unpublish.statusCode, unpublish.body).toBe(200);
  const suspendedOwner = await productCallers(world).then((more) => more.a);
  const hidden = await publish(suspendedOwner.owner, { nameZh: '停權精密零件' });
  await world.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, suspendedOwner.vendor.id));
  return { who, catalogue, screw, wrench, draft, archived, takenDown, hidden, suspendedOwner };
}
export type MarketplaceWorld = Awaited<ReturnType<typeof marketplaceWorld>>;

const conditionOf = (condition: Record<string, unknown>) =>
  `condition=${encodeURIComponent(JSON.stringify(condition))}`;

/** `GET /Catalogue/Product` as `who`, expecting 200; answers the names in order. */
export async function findProducts(
  world: MembersWorld,
  who: Person,
  condition: Record<string, unknown> = {},
  extra = '',
) {
  const response = await call(world, who, {
    method: 'GET',
    url: `/Catalogue/Product?pageSize=100&${conditionOf(condition)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { payload } = response.json() as { payload: CatalogueProductList };
  return { ...payload, names: payload.data.map((row) => row.nameZh) };
}

export async function findVendors(world: MembersWorld, who: Person, condition: Record<string, unknown> = {}) {
  const response = await call(world, who, {
    method: 'GET',
    url: `/Catalogue/Vendor?pageSize=100&${conditionOf(condition)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: CatalogueVendorList }).payload;
}

export { conditionOf };
