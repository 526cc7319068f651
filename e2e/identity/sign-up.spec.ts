import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/layout';
import { waitForMail } from '../support/mails';
import { readLatestCode } from '../support/outbox';
import { expect, test } from '../support/test';
import { newTestUser, type TestUser } from '../support/users';

test.describe('sign-up and sign-in', () => {
  test('sign up, land on the dashboard, sign out, sign in and land on the returnUrl', async ({ page }) => {
    // The whole sign-up in the browser (three steps, a mailed code), then two sign-ins through the form:
    // the longest identity journey, past 30 s on a busy two-core machine.
    test.slow();
    const user = newTestUser('signup');
    await page.goto('/login');
    await page.getByRole('link', { name: '註冊新帳號' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { level: 2, name: '第 1 步，共 3 步：電子郵件' })).toBeVisible();

    const since = new Date(Date.now() - 1000);
    await page.getByLabel('電子郵件').fill(user.email);
    await page.getByRole('button', { name: '寄送驗證碼' }).click();
    await expect(page.getByText(`驗證碼已寄至 ${user.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /秒後可重新發送/ })).toBeDisabled();

    await page.getByLabel('驗證碼').fill('000000');
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await expect(page.getByText('驗證碼錯誤。')).toBeVisible();
    await page.getByLabel('驗證碼').fill(await readLatestCode(user.email, since));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: '第 3 步，共 3 步：帳號資料' })).toBeVisible();

    await expect(page.getByRole('region', { name: '個人資料蒐集告知聲明' })).toContainText('五、您的權利');
    await page.getByLabel('帳號', { exact: true }).fill(user.account);
    await page.getByLabel('姓名').fill(user.name);
    await expect(page.getByText('此帳號可以使用。')).toBeVisible();
    await page.getByLabel('密碼', { exact: true }).fill(user.password);
    await expect(page.getByText(/密碼強度：/)).toBeVisible();
    await page.getByLabel('再次輸入密碼').fill(user.password);
    await page.getByLabel('手機號碼（選填）').fill('0912-345-678');

    const consent = page.getByRole('checkbox', {
      name: '我已閱讀並同意《個人資料蒐集告知聲明》及《隱私權政策》',
    });
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /活動與產業資訊/ })).not.toBeChecked();
    await page.getByRole('button', { name: '完成註冊' }).click();
    await expect(page.getByText('請閱讀並勾選同意個人資料蒐集告知聲明及隱私權政策。')).toBeVisible();
    await consent.check();
    await page.getByRole('button', { name: '完成註冊' }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(`目前登入：${user.name}`)).toBeVisible();

    await page.getByRole('button', { name: '登出' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/simple-menu/user');
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/simple-menu/user')}`);
    await page.getByLabel('帳號').fill(user.account);
    await page.getByLabel('密碼', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤。' })).toBeVisible();

    await page.getByLabel('密碼', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/simple-menu/user');
    await expect(page.getByRole('heading', { level: 1, name: '基本資料檢視與管理' })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText('0912-345-678')).toBeVisible();
  });

  test('an e-mail already registered gets the answer of a new one, its owner a warning mail, and the phone layout fits', async ({
    page,
  }) => {
    const user = newTestUser('taken');
    await registeredByAdministrator(page, user);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    await page.getByLabel('電子郵件').fill(user.email);
    await page.getByRole('button', { name: '寄送驗證碼' }).click();
    // Nothing tells the visitor that the address has an account; its owner is told by mail instead.
    await expect(page.getByText(`驗證碼已寄至 ${user.email}`)).toBeVisible();
    await waitForMail(user.email, /有人嘗試以您的電子郵件註冊/);
    await expectNoSidewaysScroll(page, '/register at 390×844');
  });
});

/**
 * An account made by the first administrator (playwright.config.ts: ADMIN_PASSWORD): no sign-up code
 * was sent to its address, so the journey's own Send is not held back by the 30-second code spacing.
 */
async function registeredByAdministrator(page: Page, user: TestUser) {
  const headers = { 'x-forwarded-for': user.address };
  const login = await page.request.post('/api/v1/Auth/Login', {
    headers,
    data: { account: 'admin', password: 'e2e-Admin-Password-1' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/api/v1/Users', {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { account: user.account, name: user.name, email: user.email },
  });
  expect(created.status(), await created.text()).toBe(201);
}
