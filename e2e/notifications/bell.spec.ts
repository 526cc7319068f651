import type { APIRequestContext, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi, type TestUser } from '../support/users';

const administrator = { account: 'admin', password: 'e2e-Admin-Password-1' };

/** A valid 統一編號 nobody used yet (weights 1,2,1,2,1,2,4,1; the digit sums divisible by 5). */
function freshUbn(): string {
  for (;;) {
    const digits = String(30_000_000 + Math.floor(Math.random() * 60_000_000))
      .split('')
      .map(Number);
    const weights = [1, 2, 1, 2, 1, 2, 4, 1];
    const sum = digits.reduce((total, digit, index) => {
      const product = digit * (weights[index] ?? 1);
      return total + Math.floor(product / 10) + (product % 10);
    }, 0);
    if (sum % 5 === 0) return digits.join('');
  }
}

async function apiToken(
  request: APIRequestContext,
  user: { account: string; password: string },
  address: string,
) {
  const response = await request.post('/api/v1/Auth/Login', {
    headers: { 'x-forwarded-for': address },
    data: { account: user.account, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs the owner up and registers a vendor for them (as an administrator, through the API). */
async function vendorWithOwner(page: Page, owner: TestUser, name: string) {
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
        name,
        address: '臺北市中正區重慶南路一段122號',
        phone: '02-2345-6789',
        representative: '林大明',
        contact: { name: owner.name, email: owner.email, mobile: '0912-345-678' },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A person signs up and asks to join the vendor (through the API). */
async function askToJoin(page: Page, asker: TestUser, vendorId: string) {
  await signUpThroughApi(page, asker);
  const token = await apiToken(page.request, asker, asker.address);
  const asked = await page.request.post('/api/v1/VendorJoinRequest', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': asker.address },
    data: { vendorId, message: '我是採購部的同事，請讓我加入。' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
}

/** The bell's number, read from its accessible name (`通知，3 則未讀`). */
async function bellCount(page: Page): Promise<number> {
  const name =
    (await page.getByRole('button', { name: /^通知，\d+ 則未讀$/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
}

test('a join request rings the owner’s bell; opening it leads to the review and the count goes down; mark all read', async ({
  page,
}) => {
  // Three sign-ups and a vendor through the API, four pages with their axe checks and two reloads:
  // well past 60 s on two cores shared by several servers.
  test.slow();
  const owner = newTestUser('n-owner');
  const vendorName = `通知測試股份有限公司 ${owner.account.slice(-6)}`;
  const vendorId = await vendorWithOwner(page, owner, vendorName);
  await signInThroughApi(page, owner);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^通知，\d+ 則未讀$/ });
  await expect(bell).toBeVisible();
  // Unread announcements of other journeys count too: the notifications move the number from here.
  await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(0);
  const before = await bellCount(page);

  const asker = newTestUser('n-asker');
  await askToJoin(page, asker, vendorId);
  await page.reload();
  await expect(page.getByRole('button', { name: `通知，${before + 1} 則未讀` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '則未讀通知' })).toHaveText(
    `${before + 1} 則未讀通知`,
  );

  await page.getByRole('button', { name: `通知，${before + 1} 則未讀` }).click();
  const panel = page.getByRole('region', { name: '最新通知' });
  const entry = panel.getByRole('link', { name: new RegExp(`${asker.name}申請加入${vendorName}`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('未讀');
  expect(await seriousAxeViolations(page), 'the bell open').toEqual([]);
  await entry.click();
  await expect(page).toHaveURL('/review/apply');
  await expect(page.getByRole('heading', { level: 1, name: '帳號申請審核' })).toBeVisible();
  await expect(page.getByText(asker.email)).toBeVisible();
  await expect(page.getByRole('button', { name: `通知，${before} 則未讀` })).toBeVisible();

  // A second request, then "mark all read" from the bell.
  const second = newTestUser('n-second');
  await askToJoin(page, second, vendorId);
  await page.reload();
  await expect(page.getByRole('button', { name: `通知，${before + 1} 則未讀` })).toBeVisible();
  await page.getByRole('button', { name: `通知，${before + 1} 則未讀` }).click();
  await expect(panel.getByRole('link', { name: new RegExp(`${second.name}申請加入`) })).toBeVisible();
  await panel.getByRole('button', { name: '全部標為已讀' }).click();
  await expect(page.getByRole('button', { name: `通知，${before} 則未讀` })).toBeVisible();
  await expect(panel.getByRole('button', { name: '全部標為已讀' })).toBeDisabled();

  // The full page lists both, read; the preferences are a link away.
  await panel.getByRole('link', { name: '查看全部通知' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: '我的通知' })).toBeVisible();
  // Following a link closes the popover (its closing animation may still be running on a busy machine).
  await expect(panel).toBeHidden();
  await expect(page.getByRole('link', { name: /申請加入/ })).toHaveCount(2);
  await page.getByRole('checkbox', { name: '只看未讀' }).check();
  await expect(page.getByText('沒有未讀的通知。')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '通知設定' }).click();
  await expect(page).toHaveURL('/notifications/preferences');
  await expect(page.getByRole('switch', { name: '加入公司的申請' })).toBeDisabled();
});
