import { readFile } from 'node:fs/promises';
import { administratorFromNewAddress } from '../support/seed-api';
import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/users';

test('action log: a new role is logged, its diff shows the name, and the CSV export holds it', async ({
  page,
}) => {
  const admin = administratorFromNewAddress();
  const { token } = await signInThroughApi(page, admin);
  const roleName = `稽核-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await page.request.post('/api/v1/Roles', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': admin.address },
    data: { nameZh: roleName, description: '只看操作紀錄', permissions: ['actionlog:read'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const role = (await created.json()) as { id: string };

  await page.goto('/action-log');
  await expect(page.getByRole('heading', { level: 1, name: '操作紀錄' })).toBeVisible();
  await page.getByRole('combobox', { name: '資料類型' }).click();
  await page.getByTitle('角色', { exact: true }).click();
  await expect(page).toHaveURL(/entityType=role/);
  // Other journeys create roles too: the keyword narrows the list to this one.
  await page.getByLabel('關鍵字').fill(roleName);
  await page.getByLabel('關鍵字').press('Enter');
  const row = page.getByRole('row').filter({ hasText: role.id });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('新增')).toBeVisible();
  await expect(row.getByText('admin')).toBeVisible();

  await row.getByRole('button', { name: /^檢視/ }).click();
  const drawer = page.getByRole('dialog', { name: '操作紀錄詳情' });
  await expect(drawer).toBeVisible();
  const diff = drawer.getByRole('table', { name: '變更前後的欄位比較，有差異的欄位排在前面。' });
  const nameRow = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'nameZh' }) });
  await expect(nameRow.getByText('新增')).toBeVisible();
  await expect(nameRow.getByText(roleName)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '匯出 CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^action-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const csv = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\n');
  expect(header).toBe('時間,操作者,動作,資料類型,資料編號,變更前,變更後,IP,瀏覽器,請求編號');
  // Filtered like the list: only this role's entry.
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(role.id);
  expect(rows[0]).toContain(roleName);
  await expect(page.getByText(/^資訊: 已下載匯出檔/)).toBeVisible();
});
