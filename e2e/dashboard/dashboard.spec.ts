import type { Locator, Page } from '@playwright/test';
import { administratorFromNewAddress, apiToken, vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

/** A widget's card, found by its heading. */
function card(page: Page, title: string): Locator {
  return page
    .locator('.dashboard-card')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

/** On a phone the cards stand in one column: every card starts at the same left edge. */
async function expectOneColumn(page: Page) {
  const lefts = await page
    .locator('.dashboard-card')
    .evaluateAll((cards) => cards.map((element) => Math.round(element.getBoundingClientRect().left)));
  expect(lefts.length).toBeGreaterThan(1);
  expect(new Set(lefts).size).toBe(1);
}

test('a vendor owner’s dashboard shows their company’s widgets with data, in both languages, on a phone', async ({
  page,
}) => {
  // Two sign-ups, a vendor and a join request through the API, and the dashboard twice with its axe
  // checks: past 60 s on two loaded cores.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = newTestUser('d-owner');
  const vendorName = `儀表板測試股份有限公司 ${owner.account.slice(-6)}`;
  const { id: vendorId } = await vendorWithOwner(page, owner, vendorName);
  const asker = newTestUser('d-asker');
  await signUpThroughApi(page, asker);
  const askerToken = await apiToken(page.request, asker, asker.address);
  const asked = await page.request.post('/api/v1/VendorJoinRequest', {
    headers: { authorization: `Bearer ${askerToken}`, 'x-forwarded-for': asker.address },
    data: { vendorId, message: '請讓我加入。' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await signInThroughApi(page, owner);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '我的公司' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '平台概況' })).toHaveCount(0);
  const members = card(page, '成員角色');
  await expect(members.getByText('合計 1：負責人 1（100%）。')).toBeVisible();
  await expect(members.getByRole('img', { name: '合計 1：負責人 1（100%）。' })).toBeAttached();
  await members.getByRole('button', { name: '以表格顯示' }).click();
  await expect(members.getByRole('row', { name: /負責人/ }).getByRole('cell')).toHaveText(['1', '100%']);
  await expect(card(page, '待審核的加入申請').getByText(asker.name)).toBeVisible();
  await expect(card(page, '公司等級與登記狀態').getByText('登記供應商')).toBeVisible();
  await expect(card(page, '每週詢問與會議').getByText('12 週內沒有詢問或會議。')).toBeVisible();
  await expectOneColumn(page);

  await page.getByRole('button', { name: '切換語言：English' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'My company' })).toBeVisible();
  const people = card(page, 'People by role');
  await expect(people.getByText('1 in all: Owner 1 (100%).')).toBeVisible();
  await expect(card(page, 'Level and registry status').getByText('Registered supplier')).toBeVisible();
  await expect(card(page, 'Join requests waiting').getByText(asker.name)).toBeVisible();
});

test('a staff member’s dashboard shows the portal’s widgets with data, in both languages, on a phone', async ({
  page,
}) => {
  // Signs the administrator in and renders every staff widget twice (with their charts): a slow page.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  // A vendor of this journey, so the vendor counts hold at least one whatever ran before.
  await vendorWithOwner(
    page,
    newTestUser('d-staff'),
    `儀表板平台測試公司 ${Date.now().toString().slice(-6)}`,
  );
  await signInThroughApi(page, administratorFromNewAddress());

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: '平台概況' })).toBeVisible();
  const growth = card(page, '會員與供應商成長');
  await expect(growth.getByText(/^會員：合計 [\d.]+，最多為 [\d.]+（\d{4}年\d{1,2}月）。/)).toBeVisible();
  await expect(growth.locator('canvas')).toBeVisible();
  await growth.getByRole('button', { name: '以表格顯示' }).click();
  await expect(growth.getByRole('columnheader')).toHaveText(['月份', '會員', '供應商']);
  await expect(growth.getByRole('row')).toHaveCount(13);
  const byLevel = card(page, '供應商等級與登記狀態');
  await expect(byLevel.getByText(/^登記供應商：合計 [\d.]+/)).toBeVisible();
  for (const title of [
    '每週供應商申請',
    '待審核的申請',
    '各分類產品數',
    '郵件與簡訊寄送失敗（7 天內）',
    '前端錯誤（24 小時內）',
  ]) {
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, title).locator('.ant-skeleton')).toHaveCount(0);
    await expect(card(page, title).getByText('無法載入此區塊。')).toHaveCount(0);
  }
  await expectOneColumn(page);

  await page.getByRole('button', { name: '切換語言：English' }).click();
  const inEnglish = card(page, 'Members and vendors over time');
  await expect(
    inEnglish.getByText(/^Members: [\d,.]+ in all, at most [\d,.]+ \(\d{1,2}\/\d{4}\)\./),
  ).toBeVisible();
  await expect(card(page, 'Vendors by level and registry status')).toBeVisible();
});
