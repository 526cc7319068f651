import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { administratorFromNewAddress } from '../support/seed-api';
import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/users';

test('exports: staff export the users list with a keyword as CSV and Excel, holding the filtered rows', async ({
  page,
}) => {
  test.slow(); // two downloads and an Excel parse on a loaded machine
  const admin = administratorFromNewAddress();
  const { token } = await signInThroughApi(page, admin);
  const stem = `匯出${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const accounts: string[] = [];
  for (const suffix of ['a', 'b']) {
    const account = `exp${Date.now().toString(36)}${suffix}${Math.random().toString(36).slice(2, 6)}`;
    const created = await page.request.post('/api/v1/Users', {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': admin.address },
      data: { account, name: `${stem}${suffix}`, email: `${account}@example.test`, language: 'zh-Hant' },
    });
    expect(created.status(), await created.text()).toBe(201);
    accounts.push(account);
  }

  await page.goto('/user-admin');
  await page.getByLabel('關鍵字').fill(stem);
  await page.getByLabel('關鍵字').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: stem })).toHaveCount(2);

  const downloadAs = async (format: string) => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '匯出', exact: true }).click();
    await page.getByRole('menuitem', { name: format, exact: true }).click();
    return downloading;
  };

  const csvDownload = await downloadAs('CSV 檔');
  expect(csvDownload.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await csvDownload.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header?.startsWith('帳號,姓名,電子郵件')).toBe(true);
  expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([...accounts].sort());
  await expect(page.getByText(/已下載 users-/).first()).toBeVisible();

  const xlsxDownload = await downloadAs('Excel 檔');
  expect(xlsxDownload.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsxDownload.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('帳號');
  expect(sheet?.getRow(1).getCell(2).value).toBe('姓名');
  const names = [2, 3].map((row) => String(sheet?.getRow(row).getCell(2).value));
  expect(names.sort()).toEqual([`${stem}a`, `${stem}b`]);
  expect(sheet?.rowCount).toBe(3);
});
