import type { Product, ProductList } from '@portal/contracts/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import {
  createProduct,
  type ProductCallers,
  type ProductCatalogue,
  productBody,
  productCallers,
  productCatalogue,
} from './products.fixtures';

let world: MembersWorld;
let who: ProductCallers;
let catalogue: ProductCatalogue;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await productCallers(world);
  catalogue = await productCatalogue(world, who.staff);
});
afterAll(() => world.close());

const status = (
  person: Person | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  call(world, person, { method, url, ...(payload === undefined ? {} : { payload }) }).then(
    (r) => r.statusCode,
  );

describe('PUT /Product (add)', () => {
  it('lets the vendor’s owner and manager add, answering inside payload, and logs it', async () => {
    for (const writer of [who.a.owner, who.a.manager]) {
      const response = await call(world, writer, {
        method: 'PUT',
        url: '/Product',
        payload: productBody(catalogue),
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { payload: Product };
      expect(Object.keys(body)).toEqual(['payload']);
      expect(body.payload).toMatchObject({
        vendorId: who.a.vendor.id,
        vendorName: '甲公司',
        status: 'draft',
        priceMin: 100,
        priceMax: 200,
        orderUnit: '個',
        attributeValues: [
          { attributeId: catalogue.weightId, value: 1.5 },
          { attributeId: catalogue.materialId, value: catalogue.choices[0] },
        ],
      });
      const entries = await entriesAbout(world.db, 'product', body.payload.id);
      expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([['create', writer.id]]);
    }
  });

  it('refuses members, buyers and staff (403) and strangers (401)', async () => {
    for (const caller of [who.a.member, who.buyer, who.staff, who.staffWithout]) {
      expect(await status(caller, 'PUT', '/Product', productBody(catalogue))).toBe(403);
    }
    expect(await status(null, 'PUT', '/Product', productBody(catalogue))).toBe(401);
  });
});

describe('a draft', () => {
  let draft: Product;
  beforeAll(async () => {
    draft = await createProduct(world, who.a.owner, productBody(catalogue, { nameZh: '草稿產品' }));
  });

  it('is read by its vendor’s people and staff who read vendors; everyone else gets 404', async () => {
    const url = `/Product/${draft.id}`;
    for (const reader of [who.a.owner, who.a.manager, who.a.member, who.staff]) {
      const response = await call(world, reader, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { payload: Product }).payload.id).toBe(draft.id);
    }
    for (const outsider of [who.b.owner, who.b.member, who.buyer, who.staffWithout]) {
      expect(await status(outsider, 'GET', url)).toBe(404);
    }
    expect(await status(null, 'GET', url)).toBe(401);
  });

  it('is in its vendor’s list and in nobody else’s', async () => {
    const listOf = async (person: Person, condition = '') => {
      const response = await call(world, person, { method: 'GET', url: `/Product?pageSize=100${condition}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { payload: ProductList }).payload.data.map((row) => row.id);
    };
    expect(await listOf(who.a.member)).toContain(draft.id);
    expect(
      await listOf(
        who.staff,
        `&condition=${encodeURIComponent(JSON.stringify({ vendorId: who.a.vendor.id }))}`,
      ),
    ).toContain(draft.id);
    expect(await listOf(who.b.owner)).not.toContain(draft.id);
    expect(await listOf(who.buyer)).not.toContain(draft.id);
    const namingA = `&condition=${encodeURIComponent(JSON.stringify({ vendorId: who.a.vendor.id }))}`;
    expect(await listOf(who.b.owner, namingA)).not.toContain(draft.id);
  });

  it('is changed and deleted only by its vendor’s owner and manager (another vendor: 404 on every call)', async () => {
    const url = `/Product/${draft.id}`;
    const body = productBody(catalogue, { nameZh: '改名' });
    expect(await status(who.a.member, 'POST', url, body)).toBe(403);
    expect(await status(who.a.member, 'DELETE', url)).toBe(403);
    for (const outsider of [who.b.owner, who.b.manager, who.buyer, who.staff, who.staffWithout]) {
      expect(await status(outsider, 'POST', url, body)).toBe(404);
      expect(await status(outsider, 'DELETE', url)).toBe(404);
    }
    expect(await status(null, 'POST', url, body)).toBe(401);
    expect(await status(null, 'DELETE', url)).toBe(401);
    expect(await status(who.a.manager, 'POST', url, body)).toBe(200);
    const deleted = await call(world, who.a.owner, { method: 'DELETE', url });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ payload: { id: draft.id } });
    expect(await status(who.a.owner, 'GET', url)).toBe(404);
  });
});

describe('publishing and staff unpublishing', () => {
  it('shows a published product to buyers and other vendors, read-only, and lets staff unpublish it with a reason', async () => {
    const product = await createProduct(world, who.a.owner, productBody(catalogue, { nameZh: '上架產品' }));
    const url = `/Product/${product.id}`;
    expect(await status(who.buyer, 'GET', url)).toBe(404);
    const published = await call(world, who.a.manager, {
      method: 'POST',
      url,
      payload: productBody(catalogue, { nameZh: '上架產品', status: 'published' }),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as { payload: Product }).payload.publishedTime).not.toBeNull();
    for (const reader of [who.buyer, who.b.owner, who.b.member])
      expect(await status(reader, 'GET', url)).toBe(200);
    expect(await status(who.b.owner, 'POST', url, productBody(catalogue))).toBe(404);

    const unpublishUrl = `${url}/Unpublish`;
    const reason = { reason: '圖片含有聯絡電話，請移除後再上架。' };
    for (const refused of [who.a.owner, who.a.manager, who.buyer, who.staffWithout, who.b.owner]) {
      expect(await status(refused, 'POST', unpublishUrl, reason)).toBe(403);
    }
    expect(await status(null, 'POST', unpublishUrl, reason)).toBe(401);
    const unpublished = await call(world, who.staff, { method: 'POST', url: unpublishUrl, payload: reason });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((unpublished.json() as { payload: Product }).payload).toMatchObject({
      status: 'draft',
      unpublishReason: reason.reason,
    });
    // The vendor sees why; buyers no longer see it; a second unpublish has nothing to do.
    const seen = await call(world, who.a.member, { method: 'GET', url });
    expect((seen.json() as { payload: Product }).payload.unpublishReason).toBe(reason.reason);
    expect(await status(who.buyer, 'GET', url)).toBe(404);
    const again = await call(world, who.staff, { method: 'POST', url: unpublishUrl, payload: reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('PRODUCT_NOT_PUBLISHED');
    // Publishing again clears the reason.
    const republished = await call(world, who.a.owner, {
      method: 'POST',
      url,
      payload: productBody(catalogue, { status: 'published' }),
    });
    expect((republished.json() as { payload: Product }).payload).toMatchObject({
      status: 'published',
      unpublishReason: null,
    });
  });

  it('hides published products of a suspended vendor from buyers', async () => {
    const product = await createProduct(
      world,
      who.b.owner,
      productBody(catalogue, { nameZh: '停權廠商產品', status: 'published' }),
    );
    const url = `/Product/${product.id}`;
    expect(await status(who.buyer, 'GET', url)).toBe(200);
    const { vendors } = await import('../../db/vendor-schema');
    const { eq } = await import('drizzle-orm');
    await world.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, who.b.vendor.id));
    try {
      expect(await status(who.buyer, 'GET', url)).toBe(404);
      const list = await call(world, who.buyer, { method: 'GET', url: '/Product?pageSize=100' });
      expect((list.json() as { payload: ProductList }).payload.data.map((row) => row.id)).not.toContain(
        product.id,
      );
      expect(await status(who.b.member, 'GET', url)).toBe(200);
    } finally {
      await world.db.update(vendors).set({ status: 'active' }).where(eq(vendors.id, who.b.vendor.id));
    }
  });
});
