import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { administratorFromNewAddress } from '../support/seed-api';
import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/users';

/** Screenshots for people to look at, outside the repository. */
const shots = '/tmp/ux-shots';
const phone = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

test('a new tab of the browser picks up the live session; signing out in one signs out all', async ({
  page,
  context,
}) => {
  // Two tabs load the back-office: twice a page load on a busy machine.
  test.slow();
  await signInThroughApi(page, administratorFromNewAddress());
  await page.goto('/role');
  await expect(page.getByRole('heading', { level: 1, name: '角色與權限' })).toBeVisible();

  // A new tab starts with an empty sessionStorage (as a link opened in a new tab does).
  const second = await context.newPage();
  await second.goto('/outbox');
  await expect(second.getByRole('heading', { level: 1, name: '郵件與簡訊紀錄' })).toBeVisible();
  await expect(second).toHaveURL(/\/outbox$/);

  await second.getByRole('button', { name: '登出' }).click();
  await expect(second).toHaveURL(/\/login/);
  // The first tab is signed out too, and the server ended the session.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await second.close();
});

test('on a phone, lists are cards with their actions and the site name is whole', async ({ page }) => {
  test.slow();
  await page.setViewportSize(phone);
  await signInThroughApi(page, administratorFromNewAddress());
  await page.goto('/role');
  await expect(page.getByRole('heading', { level: 1, name: '角色與權限' })).toBeVisible();
  const card = page.locator('.resource-cards-list .resource-card').filter({ hasText: '系統管理員' });
  await expect(card).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(card.getByText('權限', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /編輯/ })).toBeVisible();
  // A card is as wide as the screen allows: nothing squeezed to a few characters a line.
  expect((await box(card)).width).toBeGreaterThan(300);
  expect((await box(card)).x + (await box(card)).width).toBeLessThanOrEqual(phone.width);

  const brand = page.locator('.brand');
  const cut = await brand.evaluate((element) => {
    const text = element.querySelector('a') ?? element;
    return text.scrollWidth > text.clientWidth || element.scrollWidth > element.clientWidth;
  });
  expect(cut, 'the site name is cut in the header').toBe(false);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/list-roles-390x844.png` });
});

/** The top of the save bar and the bottom of every visible form field above it, in turn, by Tab. */
async function expectFieldsClearOfBar(page: Page) {
  const bar = page.locator('.configuration-actions');
  const fields = page.locator('.configuration-form input:visible, .configuration-form textarea:visible');
  const count = await fields.count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    await field.focus();
    const barTop = (await box(bar)).y;
    const fieldBox = await box(field);
    // The focused field shows whole, above the bar (the page scrolls it clear).
    expect(fieldBox.y + fieldBox.height, `field ${index} under the save bar`).toBeLessThanOrEqual(barTop + 1);
  }
}

for (const screen of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: phone },
]) {
  test(`configuration (${screen.name}): the save bar shows only after a change, on a background, over no field`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(screen.size);
    await signInThroughApi(page, administratorFromNewAddress());
    await page.goto('/configuration');
    await expect(page.getByRole('heading', { level: 1, name: '系統設定' })).toBeVisible();
    await expect(page.getByLabel('聯絡地址')).toBeVisible();
    await expect(page.getByRole('button', { name: '儲存設定' })).toHaveCount(0);

    // A change (never saved: other journeys share this server's settings).
    await page.getByLabel('聯絡地址').fill(`測試地址 ${Date.now()}`);
    const bar = page.locator('.configuration-actions');
    await expect(bar.getByRole('button', { name: '儲存設定' })).toBeVisible();
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    await expectFieldsClearOfBar(page);
    if (screen.name === 'phone') {
      await page.getByLabel('網站名稱（中文）').focus();
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/configuration-390x844.png` });
    }

    await bar.getByRole('button', { name: '復原變更' }).click();
    await expect(page.getByRole('button', { name: '儲存設定' })).toHaveCount(0);
  });
}

test('the show-password button is a 24×24 px target; action tags read at 4.5:1 in light and dark mode', async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page, administratorFromNewAddress());
  await page.goto('/user-password');
  await expect(page.getByRole('heading', { level: 1, name: '密碼管理' })).toBeVisible();
  const reveal = page.locator('.ant-input-password-icon').first();
  const target = await box(reveal);
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);

  await page.goto('/action-log?action=sign-in');
  await expect(page.getByRole('heading', { level: 1, name: '操作紀錄' })).toBeVisible();
  await expect(page.locator('.ant-tag-cyan').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('switch', { name: '深色模式' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('.ant-tag-cyan').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Back to light: the choice is kept in this browser context only, but say so explicitly.
  await page.getByRole('switch', { name: '深色模式' }).click();
});
