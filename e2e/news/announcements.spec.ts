import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { administrator, apiToken, freshUbn } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi, type TestUser } from '../support/users';

/**
 * A one-colour PNG of the given size, built here: wide as a real photo, so the phone-size check below
 * would catch a picture that pushes the page sideways.
 */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x64)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const picture = { name: 'factory-visit.png', mimeType: 'image/png', buffer: solidPng(1200, 200) };

/** A one-page PDF: the files module reads the type from these bytes, not from the name. */
const attachment = {
  name: '年會議程.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
};

/** Signs the owner up and registers a vendor for them (as an administrator, through the API). */
async function vendorOwner(page: Page, owner: TestUser) {
  await signUpThroughApi(page, owner);
  const adminToken = await apiToken(page.request, administrator, owner.address);
  const ownerToken = await apiToken(page.request, owner, owner.address);
  const me = await page.request.get('/api/v1/Auth', { headers: { authorization: `Bearer ${ownerToken}` } });
  const ownerId = ((await me.json()) as { user: { id: string } }).user.id;
  const created = await page.request.post('/api/v1/Vendor/Create', {
    headers: { authorization: `Bearer ${adminToken}`, 'x-forwarded-for': owner.address },
    data: {
      ubn: freshUbn(),
      owner: { userId: ownerId },
      company: {
        name: `公告測試股份有限公司 ${owner.account.slice(-6)}`,
        address: '臺北市中正區重慶南路一段122號',
        phone: '02-2345-6789',
        representative: '林大明',
        contact: { name: owner.name, email: owner.email, mobile: '0912-345-678' },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ownerToken;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-TW' });
  return context.newPage();
}

/** How many announcements the person has not read, as the server counts them. */
async function unreadCount(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/News/Unread', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { unreadCount: number }).unreadCount;
}

test('staff publish an announcement for vendors with a picture and an attachment; a vendor member reads it, a buyer never sees it', async ({
  page,
  browser,
}) => {
  // Three people seeded through the API, the editor loaded lazily with a picture and a file uploaded,
  // then six pages in three browsers with an axe check each: well past a minute on two busy cores.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const title = `年會報名開始 ${suffix}`;

  // 1. Staff write it in the real editor: audience vendors, published now, a picture in the body, a PDF.
  await signInThroughApi(page, { ...administrator, address: newTestUser('n-admin').address });
  await page.goto('/announcement/manage');
  await expect(page.getByRole('heading', { level: 1, name: '公告管理' })).toBeVisible();
  await page.getByRole('button', { name: '新增公告' }).click();
  const drawer = page.getByRole('dialog', { name: '新增公告' });
  await drawer.getByLabel('標題（中文）').fill(title);
  await drawer.getByRole('combobox', { name: '對象' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('供應商成員').click();
  await drawer.getByRole('radio', { name: '已發布' }).check();
  const body = drawer.getByRole('textbox', { name: '內容（中文）' });
  await body.click();
  await page.keyboard.type('歡迎各會員公司報名參加年會。');
  await drawer.locator('input[type="file"][aria-label="插入圖片"]').first().setInputFiles(picture);
  await expect(body.locator('img[alt="factory-visit.png"]')).toBeVisible();
  await drawer.locator('input[type="file"][aria-label="上傳附件"]').setInputFiles(attachment);
  await expect(drawer.getByRole('button', { name: `移除 ${attachment.name}` })).toBeVisible();
  await drawer.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText(`已儲存公告「${title}」。`)).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('供應商成員');
  await expect(row).toContainText('已發布');

  // 2. A vendor member sees the unread count on the header's bell (no notifications of their own yet),
  // opens it, the count drops by one.
  const member = newTestUser('n-member');
  const reader = await newPage(browser);
  const memberToken = await vendorOwner(reader, member);
  const before = await unreadCount(reader.request, memberToken);
  expect(before).toBeGreaterThan(0);
  await signInThroughApi(reader, member);
  await reader.goto('/announcement');
  await expect(reader.getByRole('heading', { level: 1, name: '公告與通知' })).toBeVisible();
  await expect(reader.getByRole('button', { name: `通知，${before} 則未讀` })).toBeVisible();
  const listed = reader.getByRole('listitem').filter({ hasText: title });
  await expect(listed).toContainText('未讀');
  expect(await seriousAxeViolations(reader), '/announcement').toEqual([]);
  await listed.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(/\/announcement-detail\?id=/);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('歡迎各會員公司報名參加年會。')).toBeVisible();
  await expect(reader.locator('.news-body img[alt="factory-visit.png"]')).toBeVisible();
  await expect(reader.getByRole('button', { name: `下載 ${attachment.name}` })).toBeVisible();
  await expect(reader.getByRole('button', { name: `通知，${before - 1} 則未讀` })).toBeVisible();
  expect(await unreadCount(reader.request, memberToken)).toBe(before - 1);
  expect(await seriousAxeViolations(reader), '/announcement-detail').toEqual([]);
  const detailAddress = new URL(reader.url()).pathname + new URL(reader.url()).search;

  // The detail reads at phone size, then the board too: no sideways scroll.
  await reader.setViewportSize({ width: 390, height: 844 });
  await expect(reader.locator('.news-body img[alt="factory-visit.png"]')).toBeVisible();
  await expectNoSidewaysScroll(reader, `${detailAddress} at 390×844`);
  await reader.getByRole('link', { name: '回到公告列表' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: '公告與通知' })).toBeVisible();
  await expect(reader.getByRole('listitem').filter({ hasText: title })).not.toContainText('未讀');
  await expectNoSidewaysScroll(reader, '/announcement at 390×844');
  expect(await seriousAxeViolations(reader), '/announcement at 390×844').toEqual([]);

  // 3. A buyer (signed in, in no vendor) never sees it: not in the board, not-found at its address.
  const buyer = newTestUser('n-buyer');
  const outsider = await newPage(browser);
  await signUpThroughApi(outsider, buyer);
  await signInThroughApi(outsider, buyer);
  await outsider.goto('/announcement');
  await expect(outsider.getByRole('heading', { level: 1, name: '公告與通知' })).toBeVisible();
  await expect(outsider.locator('.news-page .ant-list')).toBeVisible();
  expect(await seriousAxeViolations(outsider), '/announcement (buyer)').toEqual([]);
  await expect(outsider.getByText(title)).toHaveCount(0);
  await outsider.goto(detailAddress);
  await expect(outsider.getByText('找不到這則公告，可能已下架或不適用於您的帳號。')).toBeVisible();
  await expect(outsider.getByText(title)).toHaveCount(0);
  expect(await seriousAxeViolations(outsider), '/announcement-detail (buyer)').toEqual([]);
});
