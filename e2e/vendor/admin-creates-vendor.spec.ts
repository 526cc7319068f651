import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi } from '../support/users';

const companyName = '台灣積體電路製造股份有限公司';

test('an administrator registers a vendor with an invited owner, then adds a user to it with the wizard; the register shows both', async ({
  page,
}) => {
  // Three pages with forms, a four-step wizard and two axe checks: a busy machine needs far more than the
  // 60 s default (cold pages 8-14 s, axe checks 3-12 s at a load of 20 on two cores).
  test.setTimeout(180_000);
  await signInThroughApi(page, {
    account: 'admin',
    password: 'e2e-Admin-Password-1',
    address: newTestUser('admin').address,
  });
  const owner = newTestUser('vendor-owner');
  const member = newTestUser('vendor-member');

  // company/create: the registry fills the company, the owner is invited by e-mail.
  await page.goto('/company/create');
  await page.getByLabel('統一編號').fill('22099131');
  await page.getByRole('button', { name: '查詢商工登記資料' }).click();
  await expect(page.getByText(`已找到「${companyName}」的商工登記資料`)).toBeVisible();
  await expect(page.getByLabel('公司名稱')).toHaveValue(companyName);
  await page.getByLabel('公司電話').fill('03-563-6688');
  await page.getByLabel('聯絡人姓名').fill('陳小明');
  await page.getByLabel('聯絡人電子郵件').fill(owner.email);
  await page.getByLabel('聯絡人手機').fill('0912-345-678');
  await page.getByRole('radio', { name: '邀請新使用者' }).check();
  await page.getByLabel('姓名', { exact: true }).fill(owner.name);
  await page.getByLabel('電子郵件', { exact: true }).fill(owner.email);
  expect(await seriousAxeViolations(page), '/company/create').toEqual([]);
  await page.getByRole('button', { name: '建立供應商' }).click();
  await expect(page.getByText(`已建立供應商「${companyName}」`)).toBeVisible();
  await expect(page.getByText(`歡迎信已寄至 ${owner.email}`)).toBeVisible();

  // The user wizard attaches a new user to that vendor as a member.
  await page.goto('/user-wizard');
  await page.getByLabel('帳號', { exact: true }).fill(member.account);
  await page.getByLabel('姓名').fill(member.name);
  await page.getByLabel('電子郵件').fill(member.email);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '第 3 步，共 4 步：公司' })).toBeVisible();
  await page.getByRole('radio', { name: '加入既有的供應商' }).check();
  await page.getByRole('combobox', { name: '供應商' }).fill('台灣積體');
  // antd's visible option (its listbox for screen readers is a hidden copy).
  await page.getByTitle(`${companyName}（22099131）`, { exact: true }).click();
  await page.getByRole('radio', { name: '成員' }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '第 4 步，共 4 步：確認送出' })).toBeVisible();
  await expect(page.getByText(companyName).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '建立使用者並寄出歡迎信' }).click();
  await expect(page.getByText(`已建立使用者「${member.name}」`)).toBeVisible();

  // The register lists the vendor with its two people.
  await page.goto('/vendors');
  await page.getByLabel('關鍵字').fill('22099131');
  await page.getByLabel('關鍵字').press('Enter');
  const row = page.getByRole('row').filter({ hasText: companyName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(owner.name)).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page), '/vendors').toEqual([]);
});
