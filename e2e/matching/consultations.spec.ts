import type { Browser } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { waitForMail } from '../support/mails';
import { administrator } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

/** A one-page PDF: the server reads the type from these bytes, not from the name. */
const attachment = {
  name: '會員證明.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
};

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-TW' });
  return context.newPage();
}

test('a member asks the association with a file; staff answer; the asker reads the answer and closes the case', async ({
  page,
  browser,
}) => {
  // A member signed up through the API, a file uploaded, two browsers, six pages with an axe check
  // each and a mail delivered by the job runner: well past the default budget on two busy cores.
  test.slow();
  const suffix = Date.now().toString(36).slice(-5);
  const subject = `會費收據如何申請 ${suffix}`;

  // 1. The member asks from the 商機媒合 menu's page, with a PDF.
  const member = newTestUser('c-member');
  await signUpThroughApi(page, member);
  await signInThroughApi(page, member);
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1, name: '會員諮詢' })).toBeVisible();
  await expect(page.getByText('您還沒有提出任何諮詢。')).toBeVisible();
  await page.getByRole('button', { name: '提出諮詢' }).click();
  const drawer = page.getByRole('dialog', { name: '向協會提出諮詢' });
  await drawer.getByLabel('主旨').fill(subject);
  await drawer.getByLabel('內容').fill('請問今年度的會費收據要如何申請？附上會員證明。');
  await drawer.locator('input[type="file"]').setInputFiles(attachment);
  await expect(drawer.getByText(attachment.name)).toBeVisible();
  expect(await seriousAxeViolations(page), '/consultation (ask)').toEqual([]);
  await drawer.getByRole('button', { name: '送出' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page).toHaveURL(/\/consultation\/[0-9a-f-]{36}$/);
  const caseAddress = new URL(page.url()).pathname;
  await expect(page.getByText('待回覆')).toBeVisible();
  await expect(page.getByRole('button', { name: `下載 ${attachment.name}` })).toBeVisible();

  // 2. Staff find it among every case, waiting for an answer, and answer it.
  const staff = await newPage(browser);
  await signInThroughApi(staff, { ...administrator, address: newTestUser('c-admin').address });
  await staff.goto('/consultation');
  await expect(staff.getByRole('heading', { level: 1, name: '會員諮詢' })).toBeVisible();
  await staff.getByRole('combobox', { name: '狀態' }).click();
  await staff.locator('.ant-select-dropdown').getByTitle('待回覆').click();
  const row = staff.getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText(`提問人：${member.name}`);
  expect(await seriousAxeViolations(staff), '/consultation (staff)').toEqual([]);
  await row.getByRole('link', { name: subject }).click();
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(staff.getByRole('button', { name: `下載 ${attachment.name}` })).toBeVisible();
  await staff.getByRole('textbox', { name: '回覆' }).fill('您好，收據已於今日寄出，請留意信箱。');
  await staff.getByRole('button', { name: '送出' }).click();
  await expect(staff.getByText('已送出回覆。')).toBeVisible();
  await expect(staff.getByText('已回覆', { exact: true })).toBeVisible();

  // 3. The asker is mailed, reads the answer (also at phone size) and closes the case after confirming.
  const mail = await waitForMail(member.email, /協會已回覆您的諮詢/);
  expect(mail.text).toContain(subject);
  expect(mail.text).toContain(caseAddress);
  await page.reload();
  const answer = page.getByRole('listitem').filter({ hasText: '收據已於今日寄出' });
  await expect(answer).toContainText('協會回覆');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(answer).toBeVisible();
  await expectNoSidewaysScroll(page, `${caseAddress} at 390×844`);
  expect(await seriousAxeViolations(page), `${caseAddress} at 390×844`).toEqual([]);
  await page.getByRole('button', { name: '結案' }).click();
  const confirm = page.locator('.ant-popover').filter({ hasText: '確定要結案嗎？' });
  await confirm.getByRole('button', { name: '結案' }).click();
  await expect(page.getByText(/此案件已於 .* 結案，無法再回覆。/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: '回覆' })).toHaveCount(0);

  // The list shows it closed, still phone-sized without a sideways scroll.
  await page.getByRole('link', { name: '回到諮詢列表' }).click();
  const closedRow = page.getByRole('listitem').filter({ hasText: subject });
  await expect(closedRow).toContainText('已結案');
  await expectNoSidewaysScroll(page, '/consultation at 390×844');
});
