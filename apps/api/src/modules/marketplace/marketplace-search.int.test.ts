import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someAddress } from '../../../test/identity-fixtures';
import { products } from '../../db/product-schema';
import { createProduct, productBody } from '../products/products.fixtures';
import { call, type MembersWorld, startMembersWorld } from '../vendor-members/vendor-members.fixtures';
import { conditionOf, findProducts, type MarketplaceWorld, marketplaceWorld } from './marketplace.fixtures';

let world: MembersWorld;
let m: MarketplaceWorld;

beforeAll(async () => {
  world = await startMembersWorld();
  m = await marketplaceWorld(world);
});
afterAll(() => world.close());

/** One page of the catalogue in its default order (newest first), as the buyer. */
async function pageOf(page: number, pageSize = 1) {
  const response = await call(world, m.who.buyer, {
    method: 'GET',
    url: `/Catalogue/Product?pageSize=${pageSize}&page=${page}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: { totalCount: number; data: { nameZh: string }[] } }).payload;
}

const names = async (condition: Record<string, unknown>, extra = '') =>
  (await findProducts(world, m.who.buyer, condition, extra)).names;

describe('the keyword', () => {
  it('finds 台北 by 臺北 and 臺北 by 台北', async () => {
    expect(await names({ keyword: '臺北' })).toEqual(['台北扳手', '臺北精密螺絲']);
    expect(await names({ keyword: '台北精密' })).toEqual(['臺北精密螺絲']);
  });

  it('finds abc by full-width ＡＢＣ, and English whatever its case', async () => {
    expect(await names({ keyword: 'ＡＢＣ' })).toEqual(['台北扳手']);
    expect(await names({ keyword: 'PRECISION screw' })).toEqual(['臺北精密螺絲']);
  });

  it('finds a two-character word inside a name, and one character alone', async () => {
    expect(await names({ keyword: '扳手' })).toEqual(['台北扳手']);
    expect(await names({ keyword: '螺' })).toEqual(['臺北精密螺絲']);
  });

  it('orders by relevance: a name match before a description match, newest first within each', async () => {
    // 精密 is in the screw's name and only in the wrench's description (the wrench is newer).
    expect(await names({ keyword: '精密' })).toEqual(['臺北精密螺絲', '台北扳手']);
    const newest = encodeURIComponent(JSON.stringify([{ field: 'newest', dir: 'desc' }]));
    expect(await names({ keyword: '精密' }, `&sortings=${newest}`)).toEqual(['台北扳手', '臺北精密螺絲']);
  });

  it('does not match markup in a description, nor across a name and a description', async () => {
    expect(await names({ keyword: 'strong' })).toEqual([]);
    expect(await names({ keyword: '%' })).toEqual([]);
  });

  it('sees a product’s new name at once (the search columns follow every write)', async () => {
    const product = await createProduct(
      world,
      m.who.b.owner,
      productBody(m.catalogue, { nameZh: '新竹齒輪', status: 'published' }),
    );
    expect(await names({ keyword: '齒輪' })).toEqual(['新竹齒輪']);
    const renamed = await call(world, m.who.b.owner, {
      method: 'POST',
      url: `/Product/${product.id}`,
      payload: productBody(m.catalogue, { nameZh: '新竹軸承', status: 'published' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names({ keyword: '齒輪' })).toEqual([]);
    const deleted = await call(world, m.who.b.owner, { method: 'DELETE', url: `/Product/${product.id}` });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('filters', () => {
  it('filters by category (the node and below) and by attributes: choices and number ranges', async () => {
    expect(await names({ categoryId: m.catalogue.categoryId })).toEqual(['台北扳手', '臺北精密螺絲']);
    const steel = { attributeId: m.catalogue.materialId, choiceIds: [m.catalogue.choices[0]] };
    expect(await names({ categoryId: m.catalogue.categoryId, attributes: [steel] })).toEqual([
      '臺北精密螺絲',
    ]);
    const heavy = { attributeId: m.catalogue.weightId, min: 2 };
    expect(await names({ attributes: [heavy] })).toEqual(['台北扳手']);
    const light = { attributeId: m.catalogue.weightId, min: 1, max: 2 };
    expect(await names({ attributes: [light, steel] })).toEqual(['臺北精密螺絲']);
    expect(await names({ attributes: [heavy, steel] })).toEqual([]);
  });

  it('filters by vendor level and puts 合格供應商 first when asked', async () => {
    expect(await names({ vendorLevel: 'certified' })).toEqual(['臺北精密螺絲']);
    expect(await names({ certifiedFirst: true })).toEqual(['臺北精密螺絲', '台北扳手']);
  });

  it('pages', async () => {
    expect(await pageOf(1)).toMatchObject({ totalCount: 2, data: [{ nameZh: '台北扳手' }] });
    expect(await pageOf(2)).toMatchObject({ totalCount: 2, data: [{ nameZh: '臺北精密螺絲' }] });
    expect((await pageOf(3)).data).toEqual([]);
  });

  it('pages newest first from remembered places exactly as from the start, and shows a new product at once', async () => {
    const body = (n: number) => productBody(m.catalogue, { nameZh: `分頁樣品${n}`, status: 'published' });
    const added = [];
    for (const n of [1, 2, 3, 4, 5]) added.push(await createProduct(world, m.who.b.owner, body(n)));
    const pagesOfTwo = async () => {
      const names: string[] = [];
      for (const page of [1, 2, 3, 4]) names.push(...(await pageOf(page, 2)).data.map((row) => row.nameZh));
      return names;
    };
    const whole = (await pageOf(1, 100)).data.map((row) => row.nameZh);
    expect(whole).toHaveLength(7);
    expect(whole.slice(0, 5)).toEqual(['分頁樣品5', '分頁樣品4', '分頁樣品3', '分頁樣品2', '分頁樣品1']);
    // The second walk reads every page after the first from the place the page before it ended.
    expect(await pagesOfTwo()).toEqual(whole);
    expect(await pagesOfTwo()).toEqual(whole);
    expect((await pageOf(3, 2)).data.map((row) => row.nameZh)).toEqual(whole.slice(4, 6));
    added.push(await createProduct(world, m.who.b.owner, body(6)));
    expect((await pageOf(3, 2)).data.map((row) => row.nameZh)).toEqual(whole.slice(3, 5));
    for (const product of added) {
      const deleted = await call(world, m.who.b.owner, { method: 'DELETE', url: `/Product/${product.id}` });
      expect(deleted.statusCode).toBe(200);
    }
  });
});

describe('bad input: 400 in the caller’s language, never a 500', () => {
  const get = (url: string, language: 'en' | 'zh-Hant') =>
    world.app.inject({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: { ...m.who.buyer.headers, 'accept-language': language },
      remoteAddress: someAddress(),
    });

  it('refuses an unknown sort field and an unknown filter', async () => {
    const sort = encodeURIComponent(JSON.stringify([{ field: 'price', dir: 'asc' }]));
    for (const url of [
      `/Catalogue/Product?sortings=${sort}`,
      `/Catalogue/Product?${conditionOf({ color: 'red' })}`,
      `/Catalogue/Product?${conditionOf({ vendorLevel: 'gold' })}`,
      '/Catalogue/Product?condition=%7Bnot-json',
    ]) {
      const response = await get(url, 'en');
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as { errors: { message: string }[] }).errors[0]?.message).toMatch(/[a-z]/);
    }
  });

  it('refuses a filter that does not fit its attribute, naming it, in zh-Hant and in English', async () => {
    const wrongType = { attributeId: m.catalogue.weightId, choiceIds: [m.catalogue.choices[0]] };
    const unknownChoice = { attributeId: m.catalogue.materialId, choiceIds: [m.screw.id] };
    const unknownAttribute = { attributeId: m.screw.id, boolean: true };
    for (const filter of [wrongType, unknownChoice, unknownAttribute]) {
      const url = `/Catalogue/Product?${conditionOf({ attributes: [filter] })}`;
      const zh = await get(url, 'zh-Hant');
      expect(zh.statusCode).toBe(400);
      expect(zh.json()).toMatchObject({
        errors: [
          {
            code: 'MARKETPLACE_FILTER_INVALID',
            field: 'condition.attributes.0',
            message: expect.stringContaining('篩選條件'),
          },
        ],
      });
      const en = await get(url, 'en');
      expect((en.json() as { errors: { message: string }[] }).errors[0]?.message).toContain(
        'filter does not apply',
      );
    }
    const unknownCategory = await get(`/Catalogue/Product?${conditionOf({ categoryId: m.screw.id })}`, 'en');
    expect(unknownCategory.statusCode).toBe(400);
  });
});

describe('character references in a description', () => {
  it('finds "A&B" in a description stored as A&amp;B, and 中 written as &#x4E2D; or &#20013;', async () => {
    const product = await createProduct(
      world,
      m.who.b.owner,
      productBody(m.catalogue, {
        nameZh: '實體測試品',
        descriptionZh: '<p>A&amp;B&nbsp;組合 &lt;厚款&gt;</p>',
        status: 'published',
      }),
    );
    const [stored] = await world.db
      .select({ description: products.descriptionZh })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stored?.description).toContain('A&amp;B');
    expect(await names({ keyword: 'A&B' })).toEqual(['實體測試品']);
    expect(await names({ keyword: 'a&b 組合' })).toEqual(['實體測試品']);
    expect(await names({ keyword: '<厚款>' })).toEqual(['實體測試品']);
    expect(await names({ keyword: 'amp' })).toEqual([]);
    // The sanitiser decodes numeric references on a write; rows written before it (or imported) keep them.
    await world.db
      .update(products)
      .set({ descriptionEn: '<p>&#x4E2D;&#25991; &#X41;&#0; &#x110000; &#99999999999; &copy; &amp</p>' })
      .where(eq(products.id, product.id));
    expect(await names({ keyword: '中文' })).toEqual(['實體測試品']);
    expect(await names({ keyword: 'a&#0;' })).toEqual(['實體測試品']);
    const [row] = await world.db
      .select({ text: products.catalogueText })
      .from(products)
      .where(eq(products.id, product.id));
    // References to no character, unknown names and a bare & stay as written.
    expect(row?.text?.split('\u001f')[3]).toBe(' 中文 a&#0; &#x110000; &#99999999999; &copy; &amp ');
    const deleted = await call(world, m.who.b.owner, { method: 'DELETE', url: `/Product/${product.id}` });
    expect(deleted.statusCode).toBe(200);
  });
});
