import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { administrator, apiToken, freshUbn } from '../support/seed-api';
import { signUpThroughApi, type TestUser } from '../support/users';

/**
 * A vendor's published product, seeded through the API: the owner signs up, staff register the vendor
 * and make a category with a number and a choice attribute, the owner uploads a picture and publishes.
 */
export async function publishedProduct(page: Page, owner: TestUser, suffix: string) {
  await signUpThroughApi(page, owner);
  const adminToken = await apiToken(page.request, administrator, owner.address);
  const ownerToken = await apiToken(page.request, owner, owner.address);
  const asAdmin = { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': owner.address };
  const asOwner = { authorization: `Bearer ${ownerToken}`, 'x-forwarded-for': owner.address };
  const me = await page.request.get('/api/v1/Auth', { headers: asOwner });
  const ownerId = ((await me.json()) as { user: { id: string } }).user.id;
  const vendorName = `丙精工${suffix}有限公司`;
  const vendor = await page.request.post('/api/v1/Vendor/Create', {
    headers: asAdmin,
    data: {
      ubn: freshUbn(),
      owner: { userId: ownerId },
      company: {
        name: vendorName,
        address: '臺北市中正區重慶南路一段122號',
        phone: '02-2345-6789',
        representative: '林大明',
        contact: { name: owner.name, email: owner.email, mobile: '0912-345-678' },
      },
    },
  });
  expect(vendor.status(), await vendor.text()).toBe(201);
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await page.request.post(`/api/v1/${url}`, { headers: asAdmin, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const category = `緊固件${suffix}`;
  const categoryId = await post('Category', { kind: 'product', nameZh: category, parentId: null });
  const weight = `重量${suffix}`;
  const weightId = await post('Attributes', {
    nameZh: weight,
    type: 'number',
    unitZh: '公斤',
    categoryIds: [categoryId],
  });
  const material = `材質${suffix}`;
  const materialId = await post('Attributes', {
    nameZh: material,
    type: 'single',
    categoryIds: [categoryId],
  });
  const steelId = await post('AttributeValues', { attributeId: materialId, nameZh: '不鏽鋼' });
  await post('AttributeValues', { attributeId: materialId, nameZh: '碳鋼' });
  const picture = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/v1/Image', {
    headers: asOwner,
    multipart: { file: { name: 'bolt.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const imageId = ((await upload.json()) as { id: string }).id;
  const name = `臺北不鏽鋼六角螺栓${suffix}`;
  const created = await page.request.put('/api/v1/Product', {
    headers: asOwner,
    data: {
      nameZh: name,
      nameEn: `Taipei hex bolt ${suffix}`,
      descriptionZh: '<p>耐鏽的<strong>六角</strong>螺栓</p>',
      categoryId,
      attributeValues: [
        { attributeId: weightId, value: 2.5 },
        { attributeId: materialId, value: steelId },
      ],
      priceMin: 120,
      priceMax: 180,
      imageIds: [imageId],
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const product = ((await created.json()) as { payload: { id: string; vendorId: string } }).payload;
  return { name, vendorName, category, weight, material, productId: product.id, vendorId: product.vendorId };
}
