import { readFile } from 'node:fs/promises';
import { seriousAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { administrator, apiToken, vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';
import { icsTaipeiTime, taipeiDayAhead } from './matching-seed';

test('a buyer proposes two times, the vendor’s owner accepts one, both see it and download the .ics', async ({
  page,
  browser,
}) => {
  // Two people, two browser contexts, about nine pages with their axe checks on a shared machine.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const owner = newTestUser('mtg-owner');
  const buyer = newTestUser('mtg-buyer');
  const company = `會晤工業${suffix}`;
  const subject = `樣品與報價洽談 ${suffix}`;
  const { id: vendorId } = await vendorWithOwner(page, owner, company);
  await signUpThroughApi(page, buyer);
  const { day, weeksAhead } = taipeiDayAhead(3);

  // 1. The buyer opens the request page with the vendor named by the link and proposes two times.
  await signInThroughApi(page, buyer);
  await page.goto(`/meeting/new?vendorId=${vendorId}`);
  await expect(page.getByRole('heading', { level: 1, name: '邀約會議' })).toBeVisible();
  await page.getByLabel('主旨').fill(subject);
  await page.getByLabel('議程').fill('一、樣品規格\n二、報價與交期');
  await page.getByLabel('視訊連結（http:// 或 https://）').fill('https://meet.example.com/abc-defg');
  await page.getByLabel('時段 1 開始').fill(`${day}T10:00`);
  await page.getByLabel('時段 1 結束').fill(`${day}T11:00`);
  await page.getByRole('button', { name: '新增時段' }).click();
  await page.getByLabel('時段 2 開始').fill(`${day}T14:00`);
  await page.getByLabel('時段 2 結束').fill(`${day}T15:30`);
  await page.getByRole('button', { name: '送出邀約' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('等待供應商回覆')).toBeVisible();
  await expect(page.getByText(`${day} 14:00–15:30`)).toBeVisible();

  // 2. The owner finds it among the requests waiting for an answer and accepts the afternoon.
  const ownerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-TW',
  });
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner);
  await ownerPage.goto('/meeting?view=list');
  await expect(ownerPage.getByRole('heading', { level: 1, name: '會議排程與紀錄' })).toBeVisible();
  await ownerPage.getByRole('tab', { name: '待我回覆' }).click();
  await ownerPage.getByRole('link', { name: subject }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  expect(await seriousAxeViolations(ownerPage), '/meeting/:id (owner)').toEqual([]);
  await ownerPage.getByRole('button', { name: `接受此時段 ${day} 14:00` }).click();
  await expect(ownerPage.getByText(`確認以 ${day} 14:00–15:30 舉行會議？`)).toBeVisible();
  // The dialog gives its OK button focus once it has opened; a click before that went nowhere.
  const confirmAccept = ownerPage.getByRole('button', { name: /確\s?定/ });
  await expect(confirmAccept).toBeFocused();
  await confirmAccept.click();
  await expect(ownerPage.getByText('會議已確認，已通知所有與會者。')).toBeVisible();
  await expect(ownerPage.getByText('已確認', { exact: true })).toBeVisible();

  // 3. The owner downloads the calendar file: the afternoon time on Taipei's clock, the zone defined in it.
  const downloading = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('button', { name: '下載行事曆檔（.ics）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meeting.ics');
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toContain(`\r\nDTSTART;TZID=Asia/Taipei:${day.replaceAll('-', '')}T140000\r\n`);
  expect(ics).toContain(`\r\nDTEND;TZID=Asia/Taipei:${day.replaceAll('-', '')}T153000\r\n`);
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Taipei\r\n');
  expect(ics).toContain('SEQUENCE:0');

  // 4. The owner's week shows it at 14:00.
  await ownerPage.goto('/meeting?view=week');
  for (let week = 0; week < weeksAhead; week += 1)
    await ownerPage.getByRole('button', { name: '下一段' }).click();
  await expect(ownerPage.getByRole('link', { name: `14:00–15:30 ${subject}` })).toBeVisible();
  expect(await seriousAxeViolations(ownerPage), '/meeting (owner, week)').toEqual([]);
  await ownerContext.close();

  // 5. The buyer sees it confirmed in the month and in the upcoming list, and downloads the file too.
  await page.goto('/meeting?view=month');
  await expect(page.getByRole('heading', { level: 1, name: '會議排程與紀錄' })).toBeVisible();
  if (day.slice(0, 7) !== taipeiDayAhead(0).day.slice(0, 7))
    await page.getByRole('button', { name: '下一段' }).click();
  await expect(
    page.locator(`[data-day="${day}"]`).getByRole('link', { name: `14:00 ${subject}` }),
  ).toBeVisible();
  await page.locator('.meeting-toolbar').getByText('清單', { exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card.getByText('已確認')).toBeVisible();
  await expect(card.getByText(`${day} 14:00–15:30`)).toBeVisible();
  await card.getByRole('link', { name: subject }).click();
  const buyerDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '下載行事曆檔（.ics）' }).click();
  expect((await buyerDownload).suggestedFilename()).toBe('meeting.ics');
});

test('on a phone the meetings open as a readable list', async ({ page }) => {
  test.slow(); // signs a person up and loads the page at phone size on a shared machine
  await page.setViewportSize({ width: 390, height: 844 });
  const buyer = newTestUser('mtg-phone');
  await signUpThroughApi(page, buyer);
  await signInThroughApi(page, buyer);
  await page.goto('/meeting');
  await expect(page.getByRole('heading', { level: 1, name: '會議排程與紀錄' })).toBeVisible();
  // The list is the phone's first view, with its three tabs and an empty state.
  await expect(page.getByRole('tab', { name: '即將舉行' })).toBeVisible();
  await expect(page.getByText('目前沒有即將舉行的會議。')).toBeVisible();
  await expect(page.getByRole('button', { name: '邀約會議' })).toBeVisible();
  // Nothing is wider than the screen, the week calendar included.
  await expectNoSidewaysScroll(page, '/meeting list at 390×844');
  await page.locator('.meeting-toolbar').getByText('週曆', { exact: true }).click();
  await expect(page.getByRole('button', { name: '下一段' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/meeting week at 390×844');
});

test('on a phone a meeting’s page and the month calendar fit the screen: the owner accepts there and downloads the .ics', async ({
  page,
}) => {
  // A vendor and a buyer seeded through the API, then three phone pages with their axe checks.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const owner = newTestUser('mtg-phone-owner');
  const buyer = newTestUser('mtg-phone-buyer');
  const subject = `手機上確認的會議 ${suffix}`;
  const { id: vendorId } = await vendorWithOwner(page, owner, `掌上工業${suffix}`);
  await signUpThroughApi(page, buyer);
  const { day } = taipeiDayAhead(5);
  const buyerToken = await apiToken(page.request, buyer, buyer.address);
  const proposed = await page.request.put('/api/v1/Meeting', {
    headers: { authorization: `Bearer ${buyerToken}`, 'x-forwarded-for': buyer.address },
    data: {
      subject,
      agenda: '一、樣品規格\n二、報價與交期',
      location: '臺北市中正區重慶南路一段122號',
      videoUrl: 'https://meet.example.com/abc-defg',
      vendorId,
      slots: [{ start: `${day}T09:30:00+08:00`, end: `${day}T10:30:00+08:00` }],
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  const meetingId = ((await proposed.json()) as { payload: { id: string } }).payload.id;

  // 1. The owner opens the meeting on a phone: it fits, and reads well to a screen reader.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, owner);
  await page.goto(`/meeting/${meetingId}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const acceptSlot = page.getByRole('button', { name: `接受此時段 ${day} 09:30` });
  await expect(acceptSlot).toBeVisible();
  await expectNoSidewaysScroll(page, '/meeting/:id (proposed) at 390×844');
  expect(await seriousAxeViolations(page), '/meeting/:id (proposed) at 390×844').toEqual([]);

  // 2. Accepts the time there, confirming in the dialog.
  await acceptSlot.click();
  await expect(page.getByText(`確認以 ${day} 09:30–10:30 舉行會議？`)).toBeVisible();
  const confirmAccept = page.getByRole('button', { name: /確\s?定/ });
  await expect(confirmAccept).toBeFocused();
  await confirmAccept.click();
  await expect(page.getByText('會議已確認，已通知所有與會者。')).toBeVisible();
  await expect(page.getByText('已確認', { exact: true })).toBeVisible();

  // 3. The confirmed page still fits, and its calendar file downloads with the Taipei time.
  const downloadButton = page.getByRole('button', { name: '下載行事曆檔（.ics）' });
  await expect(downloadButton).toBeVisible();
  await expectNoSidewaysScroll(page, '/meeting/:id (confirmed) at 390×844');
  expect(await seriousAxeViolations(page), '/meeting/:id (confirmed) at 390×844').toEqual([]);
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meeting.ics');
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(icsTaipeiTime(ics, 'DTSTART')).toBe(`${day} 09:30`);
  expect(icsTaipeiTime(ics, 'DTEND')).toBe(`${day} 10:30`);

  // 4. The month calendar on the phone shows it on its day, without scrolling sideways.
  await page.goto('/meeting?view=month');
  await expect(page.getByRole('heading', { level: 1, name: '會議排程與紀錄' })).toBeVisible();
  if (day.slice(0, 7) !== taipeiDayAhead(0).day.slice(0, 7))
    await page.getByRole('button', { name: '下一段' }).click();
  await expect(
    page.locator(`[data-day="${day}"]`).getByRole('link', { name: `09:30 ${subject}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, '/meeting month at 390×844');
  expect(await seriousAxeViolations(page), '/meeting month at 390×844').toEqual([]);
});

test('staff arrange a meeting between a buyer and a vendor from a phone; the vendor sees it', async ({
  page,
  browser,
}) => {
  // Three people: a vendor registered and a buyer signed up through the API, then two pages with their axe checks.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const owner = newTestUser('arr-owner');
  const buyer = newTestUser('arr-buyer');
  const company = `安排工業${suffix}`;
  const subject = `協會安排的媒合會議 ${suffix}`;
  const { id: vendorId } = await vendorWithOwner(page, owner, company);
  await signUpThroughApi(page, buyer);
  const { day } = taipeiDayAhead(4);

  // 1. Staff, on a phone, open the request page for the vendor and find the buyer by account.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, { ...administrator, address: newTestUser('arr-admin').address });
  await page.goto(`/meeting/new?vendorId=${vendorId}`);
  await expect(page.getByRole('heading', { level: 1, name: '邀約會議' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: '買方' });
  await picker.fill(buyer.account);
  await page.locator('.ant-select-dropdown').getByTitle(new RegExp(buyer.account)).click();
  await expectNoSidewaysScroll(page, '/meeting/new (staff) at 390×844');
  await page.getByLabel('主旨').fill(subject);
  await page.getByLabel('時段 1 開始').fill(`${day}T10:00`);
  await page.getByLabel('時段 1 結束').fill(`${day}T11:00`);
  await page.getByRole('button', { name: '送出邀約' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText(buyer.name).first()).toBeVisible();

  // 2. The vendor's owner finds it waiting for an answer, between the vendor and that buyer.
  const ownerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-TW',
  });
  const ownerPage = await ownerContext.newPage();
  await signInThroughApi(ownerPage, owner);
  await ownerPage.goto('/meeting?view=list');
  await ownerPage.getByRole('tab', { name: '待我回覆' }).click();
  await ownerPage.getByRole('link', { name: subject }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(ownerPage.getByText(buyer.name).first()).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: `接受此時段 ${day} 10:00` })).toBeVisible();
  expect(await seriousAxeViolations(ownerPage), '/meeting/:id (owner, arranged by staff)').toEqual([]);
  await ownerContext.close();
});
