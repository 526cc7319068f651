import type { Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { apiToken, vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi, type TestUser } from '../support/users';

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
  const { id: vendorId } = await vendorWithOwner(page, owner, vendorName);
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

test('on a phone (390×844) the bell’s popover fits the screen, its entries read whole, and Escape closes it', async ({
  page,
}) => {
  // Two sign-ups and a vendor through the API, then the dashboard at phone size with its axe check.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = newTestUser('n-phone');
  const vendorName = `通知手機測試股份有限公司 ${owner.account.slice(-6)}`;
  const { id: vendorId } = await vendorWithOwner(page, owner, vendorName);
  const asker = newTestUser('n-phone-asker');
  await askToJoin(page, asker, vendorId);
  await signInThroughApi(page, owner);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
  const bell = page.getByRole('button', { name: /^通知，\d+ 則未讀$/ });
  await bell.click();
  const panel = page.getByRole('region', { name: '最新通知' });
  const entry = panel.getByRole('link', { name: new RegExp(`${asker.name}申請加入${vendorName}`) });
  await expect(entry).toBeVisible();
  expect(await seriousAxeViolations(page), 'the bell open on a phone').toEqual([]);

  // Inside the screen on both sides, and nothing on the page scrolls sideways.
  const viewport = { width: 390, height: 844 };
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(viewport.width);
  await expectNoSidewaysScroll(page, 'the bell popover at 390×844');

  // The entry reads whole: its text wraps inside the panel (nothing cut off) at a readable size.
  const entryFacts = await entry.evaluate((element) => ({
    overflowing: element.scrollWidth > element.clientWidth + 1,
    fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
    right: element.getBoundingClientRect().right,
  }));
  expect(entryFacts.overflowing).toBe(false);
  expect(entryFacts.fontSize).toBeGreaterThanOrEqual(12);
  expect(entryFacts.right).toBeLessThanOrEqual(viewport.width);
  await expect(entry).toContainText(vendorName);

  // Escape (from inside the panel) closes it and gives the focus back to the bell.
  await entry.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(bell).toBeFocused();
});
