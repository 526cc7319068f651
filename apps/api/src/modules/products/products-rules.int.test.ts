import type { Product, ProductList } from '@portal/contracts/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type MembersWorld, startMembersWorld } from '../vendor-members/vendor-members.fixtures';
import {
  createProduct,
  type ProductCallers,
  type ProductCatalogue,
  productBody,
  productCallers,
  productCatalogue,
  uploadPictures,
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

type ErrorItem = { code: string; field?: string; message: string };
async function refused(body: Record<string, unknown>, language = 'zh-Hant') {
  const response = await world.app.inject({
    method: 'PUT',
    url: '/api/v1/Product',
    headers: { ...who.a.owner.headers, 'accept-language': language },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { errors: ErrorItem[] }).errors;
}

async function productsOfA() {
  const response = await call(world, who.a.owner, { method: 'GET', url: '/Product?pageSize=100' });
  return (response.json() as { payload: ProductList }).payload.totalCount;
}

describe('the description', () => {
  it('keeps only the allow-list: scripts, handlers, javascript: links and frames are gone', async () => {
    const product = await createProduct(
      world,
      who.a.owner,
      productBody(catalogue, {
        descriptionZh:
          '<p onclick="steal()">好<script>alert(1)</script>貨</p><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">點我</a><iframe src="https://evil.example"></iframe>' +
          '<a href="https://example.com/spec">規格</a><ul><li>一</li></ul>',
        descriptionEn: '<p style="color:red">Fine <em>steel</em></p><object data="x.swf"></object>',
      }),
    );
    expect(product.descriptionZh).toBe(
      '<p>好貨</p><a target="_blank" rel="noopener noreferrer nofollow">點我</a>' +
        '<a href="https://example.com/spec" target="_blank" rel="noopener noreferrer nofollow">規格</a><ul><li>一</li></ul>',
    );
    expect(product.descriptionEn).toBe('<p>Fine <em>steel</em></p>');
    for (const forbidden of ['script', 'onerror', 'onclick', 'javascript:', 'iframe', 'style', 'object']) {
      expect(product.descriptionZh + product.descriptionEn).not.toContain(forbidden);
    }
  });

  it('is sanitised on a change too, and one with no text left is empty', async () => {
    const product = await createProduct(world, who.a.owner, productBody(catalogue));
    const changed = await call(world, who.a.manager, {
      method: 'POST',
      url: `/Product/${product.id}`,
      payload: productBody(catalogue, {
        descriptionZh: '<p><iframe srcdoc="<script>x</script>"></iframe></p>',
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as { payload: Product }).payload.descriptionZh).toBe('');
  });
});

describe('attribute values', () => {
  it('refuses a wrong type, an unknown choice and a missing required value, each in both languages, adding nothing', async () => {
    const before = await productsOfA();
    const errors = await refused(
      productBody(catalogue, {
        attributeValues: [{ attributeId: catalogue.materialId, value: crypto.randomUUID() }],
      }),
    );
    expect(errors.map((error) => [error.code, error.field])).toEqual([
      ['ATTRIBUTE_CHOICE_UNKNOWN', `attributeValues.${catalogue.materialId}`],
      ['ATTRIBUTE_VALUE_REQUIRED', `attributeValues.${catalogue.weightId}`],
    ]);
    expect(errors[1]?.message).toBe('此屬性為必填。');
    const wrongType = await refused(
      productBody(catalogue, { attributeValues: [{ attributeId: catalogue.weightId, value: '5 kg' }] }),
      'en',
    );
    expect(wrongType[0]).toMatchObject({
      code: 'ATTRIBUTE_VALUE_WRONG_TYPE',
      message: 'The value has the wrong type for this attribute (such as text for a number).',
    });
    expect(await productsOfA()).toBe(before);
  });

  it('refuses an attribute of another category and a category that is not a product category', async () => {
    const other = await call(world, who.staff, {
      method: 'POST',
      url: '/Attributes',
      payload: { nameZh: '電壓', type: 'number', categoryIds: [] },
    });
    const service = await call(world, who.staff, {
      method: 'POST',
      url: '/Category',
      payload: { kind: 'service', nameZh: '維修', parentId: null },
    });
    const elsewhere = await call(world, who.staff, {
      method: 'POST',
      url: '/Category',
      payload: { kind: 'product', nameZh: '電線', parentId: null },
    });
    const voltageId = (other.json() as { id: string }).id;
    // An attribute naming no category applies everywhere, so it is accepted here.
    const everywhere = await createProduct(
      world,
      who.a.owner,
      productBody(catalogue, {
        attributeValues: [...productBody(catalogue).attributeValues, { attributeId: voltageId, value: 110 }],
      }),
    );
    expect(everywhere.attributeValues).toContainEqual({ attributeId: voltageId, value: 110 });
    const notApplicable = await refused(
      productBody(catalogue, {
        categoryId: (elsewhere.json() as { id: string }).id,
        attributeValues: [{ attributeId: catalogue.weightId, value: 1 }],
      }),
    );
    expect(notApplicable.map((error) => error.code)).toEqual(['ATTRIBUTE_NOT_APPLICABLE']);
    const wrongTree = await refused(
      productBody(catalogue, { categoryId: (service.json() as { id: string }).id }),
    );
    expect(wrongTree.map((error) => [error.code, error.field])).toEqual([
      ['PRODUCT_CATEGORY_NOT_FOUND', 'categoryId'],
    ]);
  });
});

describe('prices, quantities and lead time', () => {
  it('takes a single price or a range, refusing a range upside down or a highest alone', async () => {
    const single = await createProduct(
      world,
      who.a.owner,
      productBody(catalogue, { priceMin: 80, priceMax: null }),
    );
    expect([single.priceMin, single.priceMax]).toEqual([80, null]);
    const none = await createProduct(
      world,
      who.a.owner,
      productBody(catalogue, { priceMin: null, priceMax: null }),
    );
    expect([none.priceMin, none.priceMax]).toEqual([null, null]);
    expect((await refused(productBody(catalogue, { priceMin: 300, priceMax: 200 })))[0]).toMatchObject({
      code: 'PRODUCT_PRICE_RANGE',
      field: 'priceMax',
    });
    expect((await refused(productBody(catalogue, { priceMin: null, priceMax: 200 })))[0]?.code).toBe(
      'PRODUCT_PRICE_MIN_MISSING',
    );
    expect((await refused(productBody(catalogue, { minOrderQuantity: 0 })))[0]?.field).toBe(
      'minOrderQuantity',
    );
    expect((await refused(productBody(catalogue, { leadTimeDays: 400 })))[0]?.field).toBe('leadTimeDays');
  });
});

describe('images', () => {
  it('keeps up to ten in the order given (the first is the cover), reorders them, and lets go of removed ones', async () => {
    const ids = await uploadPictures(world, who.a.owner, 3);
    const product = await createProduct(world, who.a.owner, productBody(catalogue, { imageIds: ids }));
    expect(product.images.map((image) => image.id)).toEqual(ids);
    const reordered = [ids[2], ids[0]] as string[];
    const changed = await call(world, who.a.manager, {
      method: 'POST',
      url: `/Product/${product.id}`,
      payload: productBody(catalogue, { imageIds: reordered }),
    });
    expect((changed.json() as { payload: Product }).payload.images.map((image) => image.id)).toEqual(
      reordered,
    );
    const list = await call(world, who.a.owner, { method: 'GET', url: '/Product?pageSize=100' });
    const row = (list.json() as { payload: ProductList }).payload.data.find((item) => item.id === product.id);
    expect(row?.imageCount).toBe(2);
    expect(row?.coverUrl).toMatch(/^\/api\/v1\/Image\/[0-9a-f]{64}-small\.webp$/);
  });

  it('refuses eleven images, and another person’s upload', async () => {
    const eleven = Array.from({ length: 11 }, () => crypto.randomUUID());
    expect((await refused(productBody(catalogue, { imageIds: eleven })))[0]?.field).toBe('imageIds');
    const [theirs] = await uploadPictures(world, who.b.owner, 1, 60);
    expect((await refused(productBody(catalogue, { imageIds: [theirs] })))[0]?.code).toBe('IMAGE_NOT_FOUND');
  });
});

describe('the list', () => {
  it('finds names by a keyword inside a word, 臺 as 台, full-width and any case, with paging and a status filter', async () => {
    await createProduct(
      world,
      who.a.owner,
      productBody(catalogue, { nameZh: '臺中ＡＢＣ扣件', nameEn: 'Fastener' }),
    );
    const search = async (condition: Record<string, unknown>, extra = '') => {
      const url = `/Product?condition=${encodeURIComponent(JSON.stringify(condition))}${extra}`;
      const response = await call(world, who.a.owner, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { payload: ProductList }).payload;
    };
    expect((await search({ keyword: '台中' })).data.map((row) => row.nameZh)).toEqual(['臺中ＡＢＣ扣件']);
    expect((await search({ keyword: 'abc' })).totalCount).toBe(1);
    expect((await search({ keyword: 'FASTEN' })).totalCount).toBe(1);
    expect((await search({ keyword: '中a' })).totalCount).toBe(1);
    expect((await search({ keyword: '100%' })).totalCount).toBe(0);
    const all = await search({}, '&pageSize=2&page=1');
    expect(all.data).toHaveLength(2);
    expect(all.totalCount).toBeGreaterThan(2);
    expect((await search({ status: 'archived' })).totalCount).toBe(0);
    const sorted = await search(
      {},
      `&sortings=${encodeURIComponent(JSON.stringify([{ field: 'nameZh', dir: 'asc' }]))}&pageSize=100`,
    );
    const names = sorted.data.map((row) => row.nameZh);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const unknownSort = await call(world, who.a.owner, {
      method: 'GET',
      url: `/Product?sortings=${encodeURIComponent(JSON.stringify([{ field: 'vendorId', dir: 'asc' }]))}`,
    });
    expect(unknownSort.statusCode).toBe(400);
  });
});

describe('categories and attributes in use', () => {
  it('a choice products still name cannot be deleted (409 naming how many); an unused one can', async () => {
    const staffCall = (options: Parameters<typeof call>[2]) => call(world, who.staff, options);
    const created = await staffCall({
      method: 'POST',
      url: '/Attributes',
      payload: { nameZh: '表面處理', type: 'multiple', categoryIds: [catalogue.categoryId] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const finishId = (created.json() as { id: string }).id;
    const [zinc, nickel, black] = await Promise.all(
      ['鍍鋅', '鍍鎳', '發黑'].map(async (nameZh, sortOrder) => {
        const choice = await staffCall({
          method: 'POST',
          url: '/AttributeValues',
          payload: { attributeId: finishId, nameZh, sortOrder },
        });
        expect(choice.statusCode, choice.body).toBe(201);
        return (choice.json() as { id: string }).id;
      }),
    );
    const withFinish = (choiceIds: string[]) =>
      productBody(catalogue, {
        nameZh: `表面處理螺絲${choiceIds.length}`,
        attributeValues: [
          ...(productBody(catalogue).attributeValues as unknown[]),
          { attributeId: finishId, value: choiceIds },
        ],
      });
    await createProduct(world, who.a.owner, withFinish([zinc ?? '', nickel ?? '']));
    await createProduct(world, who.a.owner, withFinish([zinc ?? '']));

    const removeChoice = (id: string | undefined, language = 'zh-Hant') =>
      world.app.inject({
        method: 'DELETE',
        url: `/api/v1/AttributeValues?key=${id}`,
        headers: { ...who.staff.headers, 'accept-language': language },
      });
    const usedTwice = await removeChoice(zinc);
    expect(usedTwice.statusCode, usedTwice.body).toBe(409);
    expect(usedTwice.json().errors[0]).toMatchObject({
      code: 'ATTRIBUTE_VALUE_IN_USE',
      message: '仍有 2 項產品使用此選項，無法刪除。',
    });
    const usedOnce = await removeChoice(nickel, 'en');
    expect(usedOnce.statusCode, usedOnce.body).toBe(409);
    expect(usedOnce.json().errors[0].message).toBe(
      '1 products still use this choice, so it cannot be deleted.',
    );
    // Refused means unchanged: both choices are still there.
    for (const id of [zinc, nickel]) {
      expect((await staffCall({ method: 'GET', url: `/AttributeValues/${id}` })).statusCode).toBe(200);
    }
    expect((await removeChoice(black)).statusCode).toBe(200);
    expect((await staffCall({ method: 'GET', url: `/AttributeValues/${black}` })).statusCode).toBe(404);
  });

  it('cannot be deleted while products use them (409 naming how many); once unused they can', async () => {
    const used = await call(world, who.staff, {
      method: 'DELETE',
      url: `/Category?key=${catalogue.categoryId}`,
    });
    expect(used.statusCode).toBe(409);
    const count = await productsOfA();
    expect(used.json().errors[0]).toMatchObject({ code: 'CATEGORY_IN_USE' });
    expect(used.json().errors[0].message).toContain(String(count));
    const attribute = await call(world, who.staff, {
      method: 'DELETE',
      url: `/Attributes?key=${catalogue.weightId}`,
    });
    expect(attribute.statusCode).toBe(409);
    expect(attribute.json().errors[0]).toMatchObject({
      code: 'ATTRIBUTE_IN_USE',
      message: `仍有 ${count} 項產品使用此屬性，無法刪除。`,
    });
    const list = await call(world, who.a.owner, { method: 'GET', url: '/Product?pageSize=100' });
    for (const row of (list.json() as { payload: ProductList }).payload.data) {
      expect(
        (await call(world, who.a.owner, { method: 'DELETE', url: `/Product/${row.id}` })).statusCode,
      ).toBe(200);
    }
    expect(
      (await call(world, who.staff, { method: 'DELETE', url: `/Attributes?key=${catalogue.weightId}` }))
        .statusCode,
    ).toBe(200);
  });
});
