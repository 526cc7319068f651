import type { CatalogueProduct, CatalogueVendor } from '@portal/contracts/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import { findProducts, findVendors, type MarketplaceWorld, marketplaceWorld } from './marketplace.fixtures';

let world: MembersWorld;
let m: MarketplaceWorld;
let everyone: [string, Person][];

beforeAll(async () => {
  world = await startMembersWorld();
  m = await marketplaceWorld(world);
  const { who } = m;
  everyone = [
    ['staff with vendors:read', who.staff],
    ['staff without it', who.staffWithout],
    ['owner', who.a.owner],
    ['manager', who.a.manager],
    ['member', who.a.member],
    ['another vendor', who.b.owner],
    ['buyer', who.buyer],
  ];
});
afterAll(() => world.close());

describe('GET /Catalogue/Product', () => {
  it('answers every signed-in person alike: published products of active vendors only, inside payload', async () => {
    for (const [label, person] of everyone) {
      const { names, totalCount } = await findProducts(world, person);
      expect(names, label).toEqual(['台北扳手', '臺北精密螺絲']);
      expect(totalCount, label).toBe(2);
    }
  });

  it('keeps drafts, archived, staff-unpublished products and a suspended vendor’s out, even for their vendor', async () => {
    const { names } = await findProducts(world, m.who.a.owner, { keyword: '精密' });
    expect(names).toEqual(['臺北精密螺絲', '台北扳手']);
    for (const hidden of ['精密草稿', '精密封存', '精密下架', '停權精密零件'])
      expect(names).not.toContain(hidden);
    const own = await findProducts(world, m.who.a.owner, { vendorId: m.who.a.vendor.id });
    expect(own.names).toEqual(['臺北精密螺絲']);
  });

  it('shows each row’s vendor and level', async () => {
    const { data } = await findProducts(world, m.who.buyer);
    expect(data.map((row) => [row.vendorName, row.vendorLevel])).toEqual([
      ['乙公司', 'registered'],
      ['甲公司', 'certified'],
    ]);
  });

  it('refuses a stranger (401)', async () => {
    const response = await call(world, null, { method: 'GET', url: '/Catalogue/Product' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /Catalogue/Product/{id}', () => {
  it('shows a published product to everyone signed in, with readable attributes and the vendor level', async () => {
    for (const [label, person] of everyone) {
      const response = await call(world, person, { method: 'GET', url: `/Catalogue/Product/${m.screw.id}` });
      expect(response.statusCode, label).toBe(200);
      const { payload } = response.json() as { payload: CatalogueProduct };
      expect(payload).toMatchObject({
        nameZh: '臺北精密螺絲',
        vendorLevel: 'certified',
        categoryNameZh: '螺絲',
      });
      expect(
        payload.attributes.map((a) => [a.nameZh, a.number, a.unitEn, a.choices.map((c) => c.nameZh)]),
      ).toEqual([
        ['重量', 1.5, 'kg', []],
        ['材質', null, '', ['不鏽鋼']],
      ]);
    }
  });

  it('answers 404 for a draft, an archived, an unpublished product and a suspended vendor’s, whoever asks', async () => {
    for (const product of [m.draft, m.archived, m.takenDown, m.hidden]) {
      for (const [label, person] of everyone) {
        const response = await call(world, person, {
          method: 'GET',
          url: `/Catalogue/Product/${product.id}`,
        });
        expect(response.statusCode, `${label} ${product.nameZh}`).toBe(404);
      }
    }
    const stranger = await call(world, null, { method: 'GET', url: `/Catalogue/Product/${m.screw.id}` });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('GET /Catalogue/Vendor and /Catalogue/Vendor/{id}', () => {
  it('lists active vendors with published products, certified first when asked', async () => {
    for (const [label, person] of everyone) {
      const { data } = await findVendors(world, person, { certifiedFirst: true });
      expect(
        data.map((row) => [row.name, row.level, row.productCount]),
        label,
      ).toEqual([
        ['甲公司', 'certified', 1],
        ['乙公司', 'registered', 1],
      ]);
    }
    const registered = await findVendors(world, m.who.buyer, { vendorLevel: 'registered' });
    expect(registered.data.map((row) => row.name)).toEqual(['乙公司']);
  });

  it('finds a vendor by its name or its products’ text', async () => {
    expect((await findVendors(world, m.who.buyer, { keyword: '乙公' })).data.map((row) => row.name)).toEqual([
      '乙公司',
    ]);
    expect((await findVendors(world, m.who.buyer, { keyword: '扳手' })).data.map((row) => row.name)).toEqual([
      '乙公司',
    ]);
  });

  it('shows an active vendor’s page; a suspended vendor is 404; a stranger 401', async () => {
    for (const [label, person] of everyone) {
      const response = await call(world, person, {
        method: 'GET',
        url: `/Catalogue/Vendor/${m.who.a.vendor.id}`,
      });
      expect(response.statusCode, label).toBe(200);
      expect((response.json() as { payload: CatalogueVendor }).payload).toMatchObject({
        name: '甲公司',
        level: 'certified',
        productCount: 1,
      });
      const suspended = await call(world, person, {
        method: 'GET',
        url: `/Catalogue/Vendor/${m.suspendedOwner.vendor.id}`,
      });
      expect(suspended.statusCode, label).toBe(404);
    }
    const stranger = await call(world, null, {
      method: 'GET',
      url: `/Catalogue/Vendor/${m.who.a.vendor.id}`,
    });
    expect(stranger.statusCode).toBe(401);
    const strangerList = await call(world, null, { method: 'GET', url: '/Catalogue/Vendor' });
    expect(strangerList.statusCode).toBe(401);
  });
});

describe('GET /Catalogue/Attribute', () => {
  it('offers a category’s filterable attributes with their choices to everyone signed in', async () => {
    for (const [label, person] of everyone) {
      const response = await call(world, person, {
        method: 'GET',
        url: `/Catalogue/Attribute?categoryId=${m.catalogue.categoryId}`,
      });
      expect(response.statusCode, label).toBe(200);
      const { payload } = response.json() as { payload: { nameZh: string; choices: { nameZh: string }[] }[] };
      expect(payload.map((a) => [a.nameZh, a.choices.map((c) => c.nameZh)])).toEqual([
        ['重量', []],
        ['材質', ['不鏽鋼', '碳鋼']],
      ]);
    }
    const stranger = await call(world, null, {
      method: 'GET',
      url: `/Catalogue/Attribute?categoryId=${m.catalogue.categoryId}`,
    });
    expect(stranger.statusCode).toBe(401);
  });
});
