import type { Browser, Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi, type TestUser } from '../support/users';

// The fake registry (apps/api/src/modules/registry/testing/fake-gcis-server.ts) knows this company.
const ubn = '93000000';
const companyName = '測試科技股份有限公司';
const admin = { account: 'admin', password: 'e2e-Admin-Password-1' };

/** A one-page PDF: the server reads the type from these bytes, not from the name. */
const certificate = {
  name: '公司登記表.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
};

async function signedInPage(browser: Browser, user: Pick<TestUser, 'account' | 'password' | 'address'>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, user);
  return page;
}

const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();

test('a buyer applies with registry auto-fill, staff reject with a reason, the buyer corrects and resubmits, staff accept, the buyer owns the company', async ({
  browser,
}) => {
  // Two people, an upload, two decisions and six axe checks over a dozen pages: about 50 s on an idle
  // machine, several times that when the two cores are busy (cold pages 8-14 s, axe checks 3-12 s).
  test.setTimeout(360_000);
  const buyer = newTestUser('vendor-buyer');
  const seedPage = await browser.newPage();
  await signUpThroughApi(seedPage, buyer);
  await seedPage.close();

  // The buyer applies: the UBN is looked up and the form comes pre-filled from the registry.
  const buyerPage = await signedInPage(browser, buyer);
  await buyerPage.goto('/company-apply');
  await expect(buyerPage.getByRole('heading', { level: 1, name: '申請成為供應商' })).toBeVisible();
  // Typed in full-width digits, as a Chinese input method gives them.
  await buyerPage.getByLabel('統一編號').fill('９３００００００');
  await expect(buyerPage.getByText('統一編號檢查碼正確。')).toBeVisible();
  expect(await seriousAxeViolations(buyerPage), '/company-apply').toEqual([]);
  await buyerPage.getByRole('button', { name: '查詢商工登記資料' }).click();
  await expect(buyerPage.getByText(`已找到「${companyName}」的商工登記資料`)).toBeVisible();
  await next(buyerPage);
  await expect(buyerPage.getByLabel('公司名稱')).toHaveValue(companyName);
  await expect(buyerPage.getByLabel('公司地址')).toHaveValue('臺北市信義區市府路45號');
  // The registry's dates show in 民國 with the Western date beside.
  await expect(buyerPage.getByText('民國105年8月16日 (2016-08-16)')).toBeVisible();
  // The registry masks the representative's name: the applicant types it in full.
  await buyerPage.getByLabel('代表人').fill('林志安');
  await buyerPage.getByLabel('公司電話').fill('02-2720-8889');
  await next(buyerPage);
  await buyerPage.getByLabel('聯絡人姓名').fill('陳小明');
  await buyerPage.getByLabel('聯絡人電子郵件').fill(buyer.email);
  await buyerPage.getByLabel('聯絡人手機').fill('0912-345-678');
  await next(buyerPage);
  await buyerPage.getByLabel('證明文件').setInputFiles(certificate);
  await expect(buyerPage.getByText('已上傳')).toBeVisible();
  await next(buyerPage);
  await buyerPage.getByRole('button', { name: '送出申請' }).click();
  await expect(buyerPage).toHaveURL(/\/company\/application$/);
  await expect(buyerPage.getByText('審核中').first()).toBeVisible();
  expect(await seriousAxeViolations(buyerPage), '/company/application').toEqual([]);

  // Staff reject it with a reason.
  const staffPage = await signedInPage(browser, { ...admin, address: newTestUser('staff').address });
  await rejectOrAccept(staffPage, { reject: '請補上公司英文名稱。' });

  // The buyer reads the reason, corrects and resubmits.
  await buyerPage.reload();
  await expect(buyerPage.getByText('已退件').first()).toBeVisible();
  await expect(buyerPage.getByText('請補上公司英文名稱。').first()).toBeVisible();
  await buyerPage.getByRole('link', { name: '修正後重新送出' }).click();
  await expect(buyerPage.getByText('退件原因：請補上公司英文名稱。')).toBeVisible();
  await buyerPage.getByLabel(/英文名稱/).fill('Test Technology Co., Ltd.');
  for (let step = 2; step < 5; step += 1) await next(buyerPage);
  await buyerPage.getByRole('button', { name: '送出申請' }).click();
  await expect(buyerPage).toHaveURL(/\/company\/application$/);
  await expect(buyerPage.getByText('審核中').first()).toBeVisible();

  // Staff accept the corrected application.
  await rejectOrAccept(staffPage, { accept: true });

  // The buyer now sees the company page as its owner.
  await buyerPage.reload();
  await expect(buyerPage.getByText('申請已核准')).toBeVisible();
  await buyerPage.getByRole('link', { name: '前往公司資料' }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: '供應商公司資料' })).toBeVisible();
  await expect(buyerPage.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
  await expect(buyerPage.getByText('一般供應商').first()).toBeVisible();
  await expect(buyerPage.getByText('主帳號').first()).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: '編輯公司資料' })).toBeVisible();
  expect(await seriousAxeViolations(buyerPage), '/company').toEqual([]);
});

/** Staff open the pending application of the company from the review queue and decide on it. */
async function rejectOrAccept(page: Page, decision: { reject: string } | { accept: true }) {
  await page.goto('/vendor-audit');
  await expect(page.getByRole('heading', { level: 1, name: '供應商申請審核' })).toBeVisible();
  await page.getByLabel('關鍵字').fill(ubn);
  await page.getByLabel('關鍵字').press('Enter');
  await page.getByRole('link', { name: `檢視「${companyName}」的申請` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `供應商申請：${companyName}` })).toBeVisible();
  // What was typed beside the registry's record.
  await expect(page.getByText('民國105年8月16日 (2016-08-16)')).toBeVisible();
  await expect(page.getByRole('button', { name: '下載「公司登記表.pdf」' })).toBeVisible();
  expect(await seriousAxeViolations(page), '/vendor-audit/detail').toEqual([]);
  if ('reject' in decision) {
    await page.getByRole('button', { name: '退件' }).click();
    const dialog = page.getByRole('dialog', { name: '退件申請' });
    await dialog.getByLabel('退件原因').fill(decision.reject);
    await dialog.getByRole('button', { name: '確定退件' }).click();
    await expect(page.getByText(`已退回「${companyName}」的申請。`)).toBeVisible();
  } else {
    await page.getByRole('button', { name: '通過申請' }).click();
    await page
      .getByRole('dialog', { name: '確定通過這筆申請？' })
      .getByRole('button', { name: '確定通過' })
      .click();
    await expect(page.getByText(`已通過「${companyName}」的申請。`)).toBeVisible();
  }
  await expect(page.getByText(/這筆申請已審核/)).toBeVisible();
}
