import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi, type TestUser } from '../support/users';
import { joinAsManager } from './matching-seed';

/** A vendor registered by an administrator for its owner, with a manager who joined by invitation. */
async function vendorWithManager(page: Page, owner: TestUser, manager: TestUser, name: string) {
  const { adminToken, ownerToken } = await vendorWithOwner(page, owner, name);
  await joinAsManager(page, owner, manager);
  return { adminToken, ownerToken };
}

/** A published product of the vendor, in a category staff made for it. */
async function publishedProduct(
  request: APIRequestContext,
  tokens: { adminToken: string; ownerToken: string },
  name: string,
) {
  const post = async (url: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/v1/${url}`, {
      headers: { authorization: `Bearer ${tokens.adminToken}` },
      data,
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const categoryId = await post('Category', {
    kind: 'product',
    nameZh: `閥件${name.slice(-4)}`,
    parentId: null,
  });
  const product = await request.put('/api/v1/Product', {
    headers: { authorization: `Bearer ${tokens.ownerToken}` },
    data: { nameZh: name, categoryId, attributeValues: [], status: 'published' },
  });
  expect(product.status(), await product.text()).toBe(200);
  return ((await product.json()) as { payload: { id: string } }).payload.id;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-TW' });
  return context.newPage();
}

test('a buyer writes to a vendor about a product; the vendor’s manager replies; the owner and the buyer each see it unread until they open it', async ({
  page,
  browser,
}) => {
  // Three sign-ups, a vendor with an invited manager, a product, and two people's pages in turn with
  // axe on each: far past the default minute on two busy cores.
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36).slice(-5);
  const owner = newTestUser('inq-owner');
  const manager = newTestUser('inq-manager');
  const buyer = newTestUser('inq-buyer');
  const vendorName = `詢問測試閥門${suffix}股份有限公司`;
  const productName = `不鏽鋼球閥${suffix}`;
  const tokens = await vendorWithManager(page, owner, manager, vendorName);
  await publishedProduct(page.request, tokens, productName);

  // The buyer picks the vendor and its product on the compose page and sends the inquiry.
  await signUpThroughApi(page, buyer);
  await signInThroughApi(page, buyer);
  await page.goto('/inquiry-mailbox');
  await expect(page.getByText('供應商回覆後會出現在這裡。想詢問產品或服務嗎？')).toBeVisible();
  await page.getByRole('link', { name: '寫新詢問' }).first().click();
  await expect(page).toHaveURL('/inquiry-mailbox/new');
  await page.getByLabel('供應商').fill(`詢問測試閥門${suffix}`);
  await page.getByTitle(new RegExp(vendorName)).click();
  await page.getByLabel('相關產品').click();
  await page.getByTitle(productName).click();
  await page.getByLabel('主旨').fill('球閥報價');
  await page.getByLabel('內容').fill('請問 200 個 DN25 球閥的報價與交期？');
  await page.getByRole('button', { name: '送出詢問' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '球閥報價' })).toBeVisible();
  await expect(page.getByText(`關於產品：${productName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: '提議會議' })).toHaveAttribute(
    'href',
    /\/meeting\/new\?vendorId=.+&inquiryId=.+/,
  );

  // The vendor's manager finds it unread in the inbox and replies.
  const vendorPage = await newPage(browser);
  await signInThroughApi(vendorPage, manager);
  await vendorPage.goto('/inquiry-mailbox');
  const vendorRow = vendorPage.getByRole('listitem').filter({ hasText: '球閥報價' });
  await expect(vendorRow.getByText('未讀')).toBeVisible();
  await expect(vendorRow.getByText(buyer.name)).toBeVisible();
  expect(await seriousAxeViolations(vendorPage), 'vendor /inquiry-mailbox').toEqual([]);
  await vendorRow.getByRole('link', { name: '球閥報價' }).click();
  await expect(vendorPage.getByText('請問 200 個 DN25 球閥的報價與交期？')).toBeVisible();
  await vendorPage.getByLabel('回覆內容').fill('單價 NT$850，14 天內出貨。');
  await vendorPage.getByRole('button', { name: '回覆' }).click();
  await expect(vendorPage.getByText('單價 NT$850，14 天內出貨。')).toBeVisible();
  expect(await seriousAxeViolations(vendorPage), 'vendor thread').toEqual([]);
  await vendorPage.context().close();

  // The owner has a read state of their own: what the manager read and answered is still new to them.
  const ownerPage = await newPage(browser);
  await signInThroughApi(ownerPage, owner);
  await ownerPage.goto('/inquiry-mailbox');
  const ownerRow = ownerPage.getByRole('listitem').filter({ hasText: '球閥報價' });
  await expect(ownerRow.getByText('單價 NT$850，14 天內出貨。')).toBeVisible();
  await expect(ownerRow.getByText('未讀')).toBeVisible();
  // Who may answer is chosen in a drawer that works from the keyboard: Escape closes it, and focus goes
  // back to the button that opened it.
  const chooseAnswerers = ownerPage.getByRole('button', { name: '回覆權限' });
  await chooseAnswerers.focus();
  await ownerPage.keyboard.press('Enter');
  const drawer = ownerPage.getByRole('dialog', { name: '誰可以回覆詢問' });
  await expect(drawer).toBeVisible();
  await ownerPage.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(chooseAnswerers).toBeFocused();
  await ownerPage.context().close();

  // The buyer sees the reply unread in the inbox, opens it, and it reads as read afterwards.
  await page.goto('/inquiry-mailbox');
  const buyerRow = page.getByRole('listitem').filter({ hasText: '球閥報價' });
  await expect(buyerRow.getByText('未讀')).toBeVisible();
  await expect(buyerRow.getByText('單價 NT$850，14 天內出貨。')).toBeVisible();
  await buyerRow.getByRole('link', { name: '球閥報價' }).click();
  await expect(page.getByText('單價 NT$850，14 天內出貨。')).toBeVisible();
  await page.getByRole('link', { name: '回到詢問信箱' }).click();
  await expect(page).toHaveURL('/inquiry-mailbox');
  await expect(buyerRow.getByText('球閥報價')).toBeVisible();
  await expect(buyerRow.getByText('未讀')).toHaveCount(0);

  // On a phone the list reads as stacked cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(buyerRow.getByRole('link', { name: '球閥報價' })).toBeVisible();
  await expect(buyerRow.getByRole('button', { name: /封存/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'phone /inquiry-mailbox');
  expect(await seriousAxeViolations(page), 'phone /inquiry-mailbox').toEqual([]);
});
