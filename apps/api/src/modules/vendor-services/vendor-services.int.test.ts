import type { CatalogueVendor } from '@portal/contracts/marketplace';
import type { VendorServices } from '@portal/contracts/vendor-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { bearer, createUser, signIn, someAddress } from '../../../test/identity-fixtures';
import { findVendors } from '../marketplace/marketplace.fixtures';
import { createProduct, productBody, productCallers, productCatalogue } from '../products/products.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';

let world: MembersWorld;
let who: Awaited<ReturnType<typeof productCallers>>;
/** Staff holding vendors:write (the register's detail page). */
let writer: Person;
/** 顧問服務 > 管理顧問 > 品質管理; 檢測服務 (disabled later); a product node. */
const node: Record<'consulting' | 'management' | 'quality' | 'testing' | 'product', string> = {
  consulting: '',
  management: '',
  quality: '',
  testing: '',
  product: '',
};

async function category(kind: 'product' | 'service', nameZh: string, parentId: string | null) {
  const response = await call(world, who.staff, {
    method: 'POST',
    url: '/Category',
    payload: { kind, nameZh, nameEn: `${nameZh} EN`, parentId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const put = (person: Person, categoryIds: unknown, vendorId?: string) =>
  call(world, person, {
    method: 'PUT',
    url: `/Vendor/Services${vendorId ? `?vendorId=${vendorId}` : ''}`,
    payload: { categoryIds },
  });
const get = (person: Person, vendorId?: string) =>
  call(world, person, { method: 'GET', url: `/Vendor/Services${vendorId ? `?vendorId=${vendorId}` : ''}` });
const inEnglish = (person: Person, method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  world.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...person.headers, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: someAddress(),
  });
const namesOf = (response: { json(): unknown }) =>
  (response.json() as { payload: VendorServices }).payload.services.map((service) => service.nameZh);

beforeAll(async () => {
  world = await startMembersWorld();
  who = await productCallers(world);
  const user = await createUser(world.db, { permissions: ['vendors:read', 'vendors:write'] });
  const token = await signIn(world.app, user.account);
  writer = {
    id: user.id,
    account: user.account,
    email: user.email ?? '',
    name: user.name,
    token,
    headers: bearer(token),
  };
  node.consulting = await category('service', '顧問服務', null);
  node.management = await category('service', '管理顧問', node.consulting);
  node.quality = await category('service', '品質管理', node.management);
  node.testing = await category('service', '檢測服務', null);
  node.product = await category('product', '螺絲', null);
});
afterAll(() => world.close());

describe('who chooses a vendor’s services', () => {
  it('lets the owner and the manager choose, with before and after in the action log', async () => {
    const owner = await put(who.a.owner, [node.quality, node.testing]);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(namesOf(owner)).toEqual(['檢測服務', '品質管理']);
    const manager = await put(who.a.manager, [node.quality]);
    expect(manager.statusCode, manager.body).toBe(200);
    expect(namesOf(await get(who.a.member))).toEqual(['品質管理']);
    const entries = await entriesAbout(world.db, 'vendor-services', who.a.vendor.id);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { serviceIds: [], services: [] },
        { serviceIds: [node.testing, node.quality], services: ['檢測服務', '品質管理'] },
      ],
      [
        { serviceIds: [node.testing, node.quality], services: ['檢測服務', '品質管理'] },
        { serviceIds: [node.quality], services: ['品質管理'] },
      ],
    ]);
  });

  it('refuses a member, a buyer, and another vendor’s people (404 for its record); staff need vendors:write', async () => {
    expect((await put(who.a.member, [node.testing])).statusCode).toBe(403);
    // A buyer has no vendor of its own (NOT_IN_VENDOR).
    expect((await put(who.buyer, [node.testing])).statusCode).toBe(404);
    expect((await get(who.buyer)).statusCode).toBe(404);
    expect((await put(who.b.owner, [node.testing], who.a.vendor.id)).statusCode).toBe(404);
    expect((await get(who.b.owner, who.a.vendor.id)).statusCode).toBe(404);
    expect((await put(who.staffWithout, [node.testing], who.a.vendor.id)).statusCode).toBe(404);
    expect(namesOf(await get(who.a.owner))).toEqual(['品質管理']);
    // Staff with vendors:read read another vendor's services but change them only with vendors:write.
    expect((await put(who.staff, [node.testing], who.b.vendor.id)).statusCode).toBe(403);
    const staff = await put(writer, [node.quality, node.testing], who.b.vendor.id);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(namesOf(await get(who.staff, who.b.vendor.id))).toEqual(['檢測服務', '品質管理']);
    const unknownVendor = await put(writer, [], node.product);
    expect(unknownVendor.statusCode).toBe(404);
  });

  it('refuses bad ids in zh-Hant and English, changing nothing', async () => {
    for (const ids of [[who.a.vendor.id], [node.product], [node.quality, node.quality], ['x'], 'x']) {
      const response = await inEnglish(who.a.owner, 'PUT', '/Vendor/Services', { categoryIds: ids });
      expect(response.statusCode, JSON.stringify(ids)).toBe(400);
      expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toMatch(/[a-z]/);
    }
    const zh = await put(who.a.owner, [node.quality, node.product]);
    expect(zh.json()).toMatchObject({
      errors: [
        { code: 'VENDOR_SERVICE_INVALID', field: 'categoryIds.1', message: expect.stringContaining('服務') },
      ],
    });
    expect(namesOf(await get(who.a.owner))).toEqual(['品質管理']);
  });
});

describe('a disabled or deleted node', () => {
  it('cannot be chosen anew once disabled, stays for who has it, and one in use cannot be deleted (409 with the count)', async () => {
    const disable = await call(world, who.staff, {
      method: 'PUT',
      url: '/Category',
      payload: {
        id: node.testing,
        kind: 'service',
        parentId: null,
        nameZh: '檢測服務',
        nameEn: '檢測服務 EN',
        isEnabled: false,
      },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    const anew = await put(who.a.owner, [node.quality, node.testing]);
    expect(anew.statusCode).toBe(400);
    const kept = await put(writer, [node.testing], who.b.vendor.id);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as { payload: VendorServices }).payload.services).toEqual([
      { id: node.testing, nameZh: '檢測服務', nameEn: '檢測服務 EN', isEnabled: false },
    ]);
    const removal = await inEnglish(who.staff, 'DELETE', `/Category?key=${node.testing}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({
      errors: [{ code: 'CATEGORY_USED_BY_VENDORS', message: expect.stringContaining('1 suppliers') }],
    });
  });
});

describe('the catalogue finds vendors by service', () => {
  it('matches a node and those below it, vendors without products too, and shows the services', async () => {
    // 甲 offers 品質管理 (two levels below 顧問服務); 乙 only the disabled 檢測服務.
    const byParent = await findVendors(world, who.buyer, { serviceCategoryId: node.consulting });
    expect(byParent.data.map((vendor) => vendor.name)).toEqual([who.a.vendor.name]);
    expect(byParent.totalCount).toBe(1);
    const byLeaf = await findVendors(world, who.buyer, { serviceCategoryId: node.quality });
    expect(byLeaf.data.map((vendor) => vendor.id)).toEqual([who.a.vendor.id]);
    expect((await findVendors(world, who.buyer, { serviceCategoryId: node.testing })).data).toEqual([]);
    // A keyword still narrows: the vendor's name, or one of its published products.
    expect(
      (await findVendors(world, who.buyer, { serviceCategoryId: node.consulting, keyword: '乙' })).data,
    ).toEqual([]);
    const catalogue = await productCatalogue(world, who.staff);
    await createProduct(
      world,
      who.a.owner,
      productBody(catalogue, { nameZh: '品管顧問包', status: 'published' }),
    );
    const byProduct = await findVendors(world, who.buyer, {
      serviceCategoryId: node.consulting,
      keyword: '品管',
    });
    expect(byProduct.data).toMatchObject([{ id: who.a.vendor.id, productCount: 1 }]);
    const page = await call(world, who.buyer, { method: 'GET', url: `/Catalogue/Vendor/${who.a.vendor.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as { payload: CatalogueVendor }).payload.services).toEqual([
      { id: node.quality, nameZh: '品質管理', nameEn: '品質管理 EN' },
    ]);
  });

  it('refuses a product node or an unknown id as the service filter', async () => {
    for (const id of [node.product, who.a.vendor.id]) {
      const response = await call(world, who.buyer, {
        method: 'GET',
        url: `/Catalogue/Vendor?condition=${encodeURIComponent(JSON.stringify({ serviceCategoryId: id }))}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ code: 'MARKETPLACE_FILTER_INVALID', field: 'condition.serviceCategoryId' }],
      });
    }
  });
});
