import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { seriousAxeViolations } from '../support/axe';
import { vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi } from '../support/users';

/** An owner of a new vendor: signed up through the API, made owner by the administrator. */
async function seedOwner(page: Page) {
  const owner = newTestUser('import-owner');
  await vendorWithOwner(page, owner, `匯入測試股份有限公司${Date.now().toString(36)}`);
  return owner;
}

/**
 * Chooses a file in the upload field and waits for the server's preview of it: a refused upload fails
 * here with the server's answer, not later as a missing summary.
 */
async function upload(page: Page, file: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/v1/Vendor/Members/Batch',
    { timeout: 20_000 },
  );
  await page.locator('input[type="file"]').setInputFiles(file);
  const response = await answered;
  expect(response.status(), await response.text()).toBe(201);
}

async function sheetFile(rows: string[][], path: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('成員');
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path);
  return path;
}

test('an owner imports a file with errors, downloads the report, fixes it, applies it and watches the progress', async ({
  page,
}, testInfo) => {
  // Sign-up, vendor creation, two uploads, a download, the job and two axe checks on a busy machine.
  test.slow();
  const owner = await seedOwner(page);
  await signInThroughApi(page, owner);
  const tag = Date.now().toString(36);
  const header = ['姓名', '電子郵件', '手機', '職稱', '角色', '部門'];
  const good = (i: number) => [
    `匯入者${i}`,
    `imported${i}.${tag}@example.test`,
    '0912-345-678',
    '專員',
    '成員',
    '採購',
  ];
  const broken = await sheetFile(
    [header, good(1), good(2), ['錯誤', 'not-an-email', '', '', '', ''], good(3), good(1)],
    testInfo.outputPath('members.xlsx'),
  );

  await page.goto('/member-import');
  await expect(page.getByRole('heading', { level: 1, name: '批次匯入成員' })).toBeVisible();
  expect(await seriousAxeViolations(page), '/member-import').toEqual([]);
  await upload(page, broken);
  await expect(page.getByText('共 5 列：可邀請 3 列，需處理 2 列。')).toBeVisible();
  await expect(page.getByText('下列欄位無法辨識，將略過：部門')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'not-an-email' }).getByText('資料有誤')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '與第 2 列的電子郵件重複' })).toBeVisible();
  expect(await seriousAxeViolations(page), '/member-import preview').toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下載錯誤報表' }).click();
  const report = await downloading;
  const reportPath = testInfo.outputPath('report.xlsx');
  await report.saveAs(reportPath);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(reportPath);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(7).value).toBe('原因');
  expect(sheet?.getRow(2).getCell(3).value).toBe('not-an-email');

  // Fixed: the bad address corrected, the duplicate removed.
  const fixed = await sheetFile(
    [header, good(1), good(2), ['更正', `fixed.${tag}@example.test`, '', '', '', ''], good(3)],
    testInfo.outputPath('members-fixed.xlsx'),
  );
  await page.getByRole('button', { name: '匯入另一個檔案' }).click();
  await upload(page, fixed);
  await expect(page.getByText('共 4 列：可邀請 4 列，需處理 0 列。')).toBeVisible();
  await page.getByRole('button', { name: '寄送 4 份邀請' }).click();
  await page.getByRole('button', { name: /^寄\s?送$/ }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  // The progress survives a reload: the preview's id is in the address.
  await page.reload();
  await expect(page.getByText('匯入完成：已寄出 4 份邀請，0 列失敗。')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toBeVisible();
  expect(await seriousAxeViolations(page), '/member-import progress').toEqual([]);
});

test('the Google Sheets page offers the file upload when no key is configured', async ({ page }) => {
  test.slow();
  const owner = await seedOwner(page);
  await signInThroughApi(page, owner);
  await page.goto('/member-import2');
  await expect(page.getByRole('heading', { level: 1, name: '從試算表匯入成員' })).toBeVisible();
  await expect(page.getByText('本平台未啟用 Google 試算表匯入')).toBeVisible();
  expect(await seriousAxeViolations(page), '/member-import2').toEqual([]);
  await page.getByRole('link', { name: '改為上傳檔案' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '批次匯入成員' })).toBeVisible();
});
