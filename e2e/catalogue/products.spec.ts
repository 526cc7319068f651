import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { seriousAxeViolations } from '../support/axe';
import { administrator, vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

/** A product category with a required number attribute (公斤) and a single-choice one, made by staff. */
async function catalogueOf(request: APIRequestContext, adminToken: string, suffix: string) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/v1/${url}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const category = `扣件${suffix}`;
  const categoryId = await post('Category', { kind: 'product', nameZh: category, parentId: null });
  const weightId = await post('Attributes', {
    nameZh: `重量${suffix}`,
    type: 'number',
    unitZh: '公斤',
    isRequired: true,
    categoryIds: [categoryId],
  });
  const materialId = await post('Attributes', {
    nameZh: `材質${suffix}`,
    type: 'single',
    categoryIds: [categoryId],
  });
  await post('AttributeValues', { attributeId: materialId, nameZh: '不鏽鋼' });
  await post('AttributeValues', { attributeId: materialId, nameZh: '碳鋼' });
  return { category, categoryId, weightId, weight: `重量${suffix}`, material: `材質${suffix}` };
}

/** Three different small pictures, as a vendor would pick them from disk. */
async function threePictures() {
  const colours = [
    { r: 200, g: 40, b: 40 },
    { r: 40, g: 160, b: 60 },
    { r: 40, g: 60, b: 200 },
  ];
  return Promise.all(
    colours.map(async (background, index) => ({
      name: `photo-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64 + index, height: 48, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
}

test('an owner adds a product with three pictures and attributes and publishes it; a buyer finds it by a word inside its name; another vendor’s people never see a draft; staff unpublish it with a reason the owner reads', async ({
  page,
  browser,
}) => {
  // Sign-ups, a vendor each, three uploads re-encoded on the server and a form of a dozen fields: on a
  // busy two-core machine this takes well beyond the default minute.
  test.slow();
  const suffix = Date.now().toString(36).slice(-4);
  const owner = newTestUser('prodowner');
  const vendorName = `甲精密${suffix}股份有限公司`;
  const { adminToken, ownerToken } = await vendorWithOwner(page, owner, vendorName);
  const catalogue = await catalogueOf(page.request, adminToken, suffix);
  // 沉頭, inside the name and nowhere in the description, is what the buyer searches for below.
  const name = `臺北沉頭不鏽鋼螺絲${suffix}`;

  await signInThroughApi(page, owner);
  await page.goto('/product');
  await expect(page.getByText('還沒有產品，按「新增產品」開始建立。')).toBeVisible();
  await page.getByRole('button', { name: '新增產品' }).click();
  const drawer = page.getByRole('dialog', { name: '新增產品' });
  await drawer.getByLabel('產品名稱（中文）').fill(name);
  await drawer.getByLabel('產品名稱（英文）').fill(`Taipei countersunk stainless screw ${suffix}`);
  // Typed, as on a long tree: other journeys leave categories of their own.
  await drawer.getByLabel('產品分類').click();
  await drawer.getByLabel('產品分類').fill(catalogue.category);
  await page.locator('.ant-select-tree').getByTitle(catalogue.category).click();
  await drawer.getByLabel(catalogue.weight).fill('2.5');
  await drawer.getByLabel(catalogue.material).click();
  await page.getByTitle('不鏽鋼').click();
  await drawer.getByLabel('最低價').fill('120');
  await drawer.getByLabel('最高價').fill('180');
  await drawer.getByLabel('最低訂購量').fill('1000');
  await drawer.getByLabel('單位').fill('個');
  await drawer.getByLabel('交期（天）').fill('14');
  await drawer.locator('input[type="file"]').setInputFiles(await threePictures());
  await expect(drawer.locator('img')).toHaveCount(3);
  // The blue one (third) becomes the cover.
  await drawer.getByRole('button', { name: '將第 3 張設為封面' }).click();
  await drawer
    .getByLabel('產品說明（中文）')
    .fill('<p>耐鏽<strong>不鏽鋼</strong>螺絲</p><script>alert(1)</script>');
  await drawer.getByLabel('狀態').click();
  await page.getByTitle('已上架').click();
  await drawer.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`資訊: 已儲存「${name}」。`)).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('已上架')).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /-small\.webp$/);

  // What the server kept: three pictures in order, both attributes, the description without its script.
  const list = await page.request.get('/api/v1/Product', {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const rows = ((await list.json()) as { payload: { data: { id: string; nameZh: string }[] } }).payload.data;
  const productId = rows.find((item) => item.nameZh === name)?.id ?? '';
  const saved = await page.request.get(`/api/v1/Product/${productId}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const product = ((await saved.json()) as { payload: Record<string, unknown> }).payload as {
    images: unknown[];
    attributeValues: unknown[];
    descriptionZh: string;
    status: string;
  };
  expect((product.images as { width: number }[]).map((image) => image.width)).toEqual([66, 64, 65]);
  expect(product.attributeValues).toHaveLength(2);
  expect(product.descriptionZh).toBe('<p>耐鏽<strong>不鏽鋼</strong>螺絲</p>');
  expect(product.status).toBe('published');

  // A buyer (signed in, in no vendor) finds it by a word from inside its name and opens it. The search
  // reads generated columns, so the product is found as soon as it is saved. This page is not the
  // fixture's, so its axe checks are the journey's own.
  const buyer = newTestUser('prodbuyer');
  const buyerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-TW',
  });
  const buyerPage = await buyerContext.newPage();
  await signUpThroughApi(buyerPage, buyer);
  await signInThroughApi(buyerPage, buyer);
  await buyerPage.goto('/catalogue');
  await buyerPage.getByLabel('搜尋產品或供應商').fill('沉頭');
  await buyerPage.getByRole('button', { name: '搜尋', exact: true }).click();
  const found = buyerPage.getByRole('list', { name: '產品' }).getByRole('link', { name });
  await expect(found).toBeVisible();
  expect(await seriousAxeViolations(buyerPage), 'axe on /catalogue').toEqual([]);
  await found.click();
  await expect(buyerPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const thumbnails = buyerPage.getByRole('button', { name: /^放大第 \d 張圖片$/ }).locator('img');
  await expect(thumbnails).toHaveCount(3);
  for (const thumbnail of await thumbnails.all()) {
    await expect(thumbnail, 'the picture loaded').not.toHaveJSProperty('naturalWidth', 0);
  }
  await expect(buyerPage.getByRole('row', { name: catalogue.weight })).toContainText('2.5 公斤');
  await expect(buyerPage.getByRole('row', { name: catalogue.material })).toContainText('不鏽鋼');
  await expect(buyerPage.getByRole('link', { name: vendorName })).toBeVisible();
  expect(await seriousAxeViolations(buyerPage), 'axe on /catalogue/product').toEqual([]);
  await buyerContext.close();

  // A draft of the same vendor, and the people of another vendor.
  const draftName = `草稿墊片${suffix}`;
  const draft = await page.request.put('/api/v1/Product', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      nameZh: draftName,
      categoryId: catalogue.categoryId,
      attributeValues: [{ attributeId: catalogue.weightId, value: 1 }],
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const draftId = ((await draft.json()) as { payload: { id: string } }).payload.id;

  const other = newTestUser('prodother');
  const otherContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-TW',
  });
  const otherPage = await otherContext.newPage();
  const { ownerToken: otherToken } = await vendorWithOwner(otherPage, other, `乙五金${suffix}有限公司`);
  const hidden = await otherPage.request.get(`/api/v1/Product/${draftId}`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(hidden.status()).toBe(404);
  const shown = await otherPage.request.get(`/api/v1/Product/${productId}`, {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(shown.status()).toBe(200);
  await signInThroughApi(otherPage, other);
  await otherPage.goto('/product');
  await expect(otherPage.getByText('還沒有產品，按「新增產品」開始建立。')).toBeVisible();
  await expect(otherPage.getByText(draftName)).toHaveCount(0);
  await otherContext.close();

  // Staff (the administrator holds vendors:audit) unpublish the product from the same page, with a reason.
  const reason = `圖片含有聯絡電話${suffix}`;
  const staffContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-TW',
  });
  const staffPage = await staffContext.newPage();
  await signInThroughApi(staffPage, { ...administrator, address: newTestUser('prodstaff').address });
  await staffPage.goto('/product');
  await staffPage.getByPlaceholder('搜尋產品名稱').fill(name);
  await staffPage.getByPlaceholder('搜尋產品名稱').press('Enter');
  const staffRow = staffPage.getByRole('row', { name: new RegExp(name) });
  await expect(staffRow.getByText(vendorName)).toBeVisible();
  await staffRow.getByRole('button', { name: `下架「${name}」` }).click();
  const confirm = staffPage.getByRole('dialog', { name: `下架「${name}」` });
  await confirm.getByRole('button', { name: '下架' }).click();
  await expect(confirm.getByText('請填寫下架原因，供應商會看到。')).toBeVisible();
  await confirm.getByLabel('下架原因').fill(reason);
  await confirm.getByRole('button', { name: '下架' }).click();
  await expect(staffPage.getByText(`資訊: 已下架「${name}」。`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(staffRow.getByText('草稿')).toBeVisible();
  await expect(staffRow.getByRole('button', { name: `下架「${name}」` })).toHaveCount(0);
  await staffContext.close();

  // The owner sees the association's mark and, on the product, the reason.
  await page.reload();
  await expect(row.getByText('已被協會下架')).toBeVisible();
  await row.getByRole('button', { name: `編輯「${name}」` }).click();
  const editing = page.getByRole('dialog', { name: `編輯產品：${name}` });
  await expect(editing.getByText(new RegExp(`原因：${reason}`))).toBeVisible();
});
