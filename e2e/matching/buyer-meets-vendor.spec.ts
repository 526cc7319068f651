import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { publishedProduct } from '../catalogue/catalogue-seed';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';
import { icsTaipeiTime, joinAsManager, taipeiDayAhead } from './matching-seed';

/** The bell's number, read from its accessible name (`通知，3 則未讀`). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^通知，\d+ 則未讀$/ });
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
}

/**
 * Waits for the bell to show `count` (new notifications arrive on a reload), then opens the entry that
 * reads `text` from the bell: it leads to its page and the count goes back down by one.
 */
async function followFromBell(page: Page, count: number, text: RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: `通知，${count} 則未讀` })).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await page.getByRole('button', { name: `通知，${count} 則未讀` }).click();
  const entry = page.getByRole('region', { name: '最新通知' }).getByRole('link', { name: text });
  await expect(entry).toContainText('未讀');
  await entry.click();
  await expect(page.getByRole('button', { name: `通知，${count - 1} 則未讀` })).toBeVisible();
}

/** The week calendar `weeksAhead` weeks on shows the meeting at its time, as a link. */
async function seeInWeek(page: Page, weeksAhead: number, day: string, name: string) {
  await page.goto('/meeting?view=week');
  await expect(page.getByRole('heading', { level: 1, name: '會議排程與紀錄' })).toBeVisible();
  for (let week = 0; week < weeksAhead; week += 1) await page.getByRole('button', { name: '下一段' }).click();
  await expect(page.locator(`[data-day="${day}"]`).getByRole('link', { name })).toBeVisible();
}

/** Downloads the meeting's `.ics` from its page and answers its start and end (in `TZID=Asia/Taipei`). */
async function downloadIcs(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下載行事曆檔（.ics）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meeting.ics');
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('METHOD:REQUEST');
  return { start: icsTaipeiTime(ics, 'DTSTART'), end: icsTaipeiTime(ics, 'DTEND') };
}

async function pageOf(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-TW' });
  return context.newPage();
}

test('a buyer finds a product, asks about it, the vendor’s manager replies, they agree a meeting time; both see it in the week and download the .ics; the bells count up and down', async ({
  page,
  browser,
}) => {
  // Four sign-ups, a vendor with a category and a product, an invitation by mail, then two people's
  // pages in turn (about fifteen, each with its axe check, and four bells waited for): five minutes
  // and more on two busy cores, beyond what test.slow() gives (three minutes).
  test.setTimeout(600_000);
  const suffix = Date.now().toString(36).slice(-5);
  const owner = newTestUser('bmv-owner');
  const manager = newTestUser('bmv-manager');
  const buyer = newTestUser('bmv-buyer');
  const seeded = await publishedProduct(page, owner, suffix);
  await joinAsManager(page, owner, manager);
  await signUpThroughApi(page, buyer);
  const subject = `螺栓報價 ${suffix}`;
  const meetingSubject = `螺栓樣品洽談 ${suffix}`;
  const { day, weeksAhead } = taipeiDayAhead(3);

  // The manager's bell before anything happens (announcements of other journeys may be unread).
  const vendorPage = await pageOf(browser);
  await signInThroughApi(vendorPage, manager);
  await vendorPage.goto('/dashboard');
  await expect(vendorPage.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
  await expect.poll(() => bellCount(vendorPage)).toBeGreaterThanOrEqual(0);
  const vendorBefore = await bellCount(vendorPage);
  expect(await seriousAxeViolations(vendorPage), 'manager /dashboard').toEqual([]);

  // 1. The buyer searches the catalogue by the product's name, opens it and presses 詢問.
  await signInThroughApi(page, buyer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
  await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(0);
  const buyerBefore = await bellCount(page);
  await page.goto('/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: '產品目錄' })).toBeVisible();
  await page.getByLabel('搜尋產品或供應商').fill(seeded.name);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  const results = page.getByRole('list', { name: '產品' });
  await expect(results.getByRole('link')).toHaveText([seeded.name]);
  await results.getByRole('link', { name: seeded.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.name })).toBeVisible();
  await page.getByRole('link', { name: '詢問' }).click();

  // 2. The inquiry comes with the vendor and the product filled in.
  await expect(page).toHaveURL(/\/inquiry-mailbox\/new\?vendorId=/);
  await page.getByLabel('主旨').fill(subject);
  await page.getByLabel('內容').fill('請問 500 支 M10 螺栓的報價與交期？');
  await page.getByRole('button', { name: '送出詢問' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText(`關於產品：${seeded.name}`)).toBeVisible();

  // 3. The manager's bell rings; the entry leads to the thread, where the manager replies.
  await followFromBell(vendorPage, vendorBefore + 1, new RegExp(`${buyer.name}寄來新的詢問：${subject}`));
  await expect(vendorPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  expect(await seriousAxeViolations(vendorPage), 'manager thread').toEqual([]);
  await vendorPage.getByLabel('回覆內容').fill('單價 NT$12，可先寄樣品，歡迎約時間詳談。');
  await vendorPage.getByRole('button', { name: '回覆' }).click();
  await expect(vendorPage.getByText('單價 NT$12，可先寄樣品，歡迎約時間詳談。')).toBeVisible();

  // 4. The buyer's bell rings for the reply; from the thread the buyer proposes two times.
  await followFromBell(page, buyerBefore + 1, new RegExp(`回覆了詢問：${subject}`));
  await expect(page.getByText('單價 NT$12，可先寄樣品，歡迎約時間詳談。')).toBeVisible();
  await page.getByRole('link', { name: '提議會議' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '邀約會議' })).toBeVisible();
  await page.getByLabel('主旨').fill(meetingSubject);
  await page.getByLabel('議程').fill('一、樣品規格\n二、報價與交期');
  await page.getByLabel('時段 1 開始').fill(`${day}T10:00`);
  await page.getByLabel('時段 1 結束').fill(`${day}T11:00`);
  await page.getByRole('button', { name: '新增時段' }).click();
  await page.getByLabel('時段 2 開始').fill(`${day}T14:00`);
  await page.getByLabel('時段 2 結束').fill(`${day}T15:30`);
  await page.getByRole('button', { name: '送出邀約' }).click();
  await expect(page.getByRole('heading', { level: 1, name: meetingSubject })).toBeVisible();
  await expect(page.getByText('等待供應商回覆')).toBeVisible();

  // 5. The manager's bell rings for the proposal; the manager accepts the afternoon.
  await followFromBell(vendorPage, vendorBefore + 1, new RegExp(`邀請您開會：${meetingSubject}`));
  await expect(vendorPage.getByRole('heading', { level: 1, name: meetingSubject })).toBeVisible();
  expect(await seriousAxeViolations(vendorPage), 'manager meeting').toEqual([]);
  await vendorPage.getByRole('button', { name: `接受此時段 ${day} 14:00` }).click();
  await expect(vendorPage.getByText(`確認以 ${day} 14:00–15:30 舉行會議？`)).toBeVisible();
  // The dialog gives its OK button focus once it has opened; a click before that went nowhere.
  const confirmAccept = vendorPage.getByRole('button', { name: /確\s?定/ });
  await expect(confirmAccept).toBeFocused();
  await confirmAccept.click();
  await expect(vendorPage.getByText('會議已確認，已通知所有與會者。')).toBeVisible();
  expect(await downloadIcs(vendorPage)).toEqual({ start: `${day} 14:00`, end: `${day} 15:30` });
  await seeInWeek(vendorPage, weeksAhead, day, `14:00–15:30 ${meetingSubject}`);
  expect(await seriousAxeViolations(vendorPage), 'manager week').toEqual([]);
  await vendorPage.context().close();

  // 6. The buyer's bell rings for the acceptance; the meeting is confirmed, in the week, in the file.
  await followFromBell(page, buyerBefore + 1, new RegExp(`接受了會議：${meetingSubject}`));
  await expect(page.getByRole('heading', { level: 1, name: meetingSubject })).toBeVisible();
  await expect(page.getByText('已確認', { exact: true })).toBeVisible();
  expect(await downloadIcs(page)).toEqual({ start: `${day} 14:00`, end: `${day} 15:30` });
  await seeInWeek(page, weeksAhead, day, `14:00–15:30 ${meetingSubject}`);
});
