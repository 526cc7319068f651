import { seriousAxeViolations } from '../support/axe';
import { readLatestCode } from '../support/outbox';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

test.describe('accessibility of the identity pages', () => {
  test('/login has no serious or critical violation, with a field error and a form error shown', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByText('請輸入帳號。')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('帳號').fill('nobody-here');
    await page.getByLabel('密碼', { exact: true }).fill('not a password');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤。' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('/register has none, on the first step and on the details with the notice, in dark mode too', async ({
    page,
  }) => {
    // Three axe runs (each seconds of the page's CPU on a busy machine) and a mailed code.
    test.slow();
    const user = newTestUser('a11y');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: '註冊' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const since = new Date(Date.now() - 1000);
    await page.getByLabel('電子郵件').fill(user.email);
    await page.getByRole('button', { name: '寄送驗證碼' }).click();
    await page.getByLabel('驗證碼').fill(await readLatestCode(user.email, since));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await expect(page.getByRole('region', { name: '個人資料蒐集告知聲明' })).toBeVisible();
    await page.getByRole('button', { name: '完成註冊' }).click();
    await expect(page.getByText('請閱讀並勾選同意個人資料蒐集告知聲明及隱私權政策。')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: '深色模式' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // antd eases colours into the new theme (0.2 s): seriousAxeViolations waits for those transitions.
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('/forgot-password has none', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('帳號或電子郵件').fill('nobody-here@example.test');
    await page.getByRole('button', { name: '寄送驗證碼' }).click();
    await expect(page.getByLabel('驗證碼')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the account pages have none', async ({ page }) => {
    // Five pages loaded from scratch, each checked by axe: about 8 s idle, past 30 s on a busy two-core
    // machine, where axe alone takes seconds a page.
    test.slow();
    const user = newTestUser('a11y-account');
    await signUpThroughApi(page, user);
    await signInThroughApi(page, user);
    for (const [path, heading] of [
      ['/user', '基本資料檢視與管理'],
      ['/user-edit', '編輯個人資料'],
      ['/user-password', '密碼管理'],
      ['/user/buyer', '買家資料'],
      ['/user/sessions', '登入中的裝置'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });

  test('the sign-in form works by keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('帳號')).toBeFocused();
    await page.keyboard.type('nobody-here');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('密碼', { exact: true })).toBeFocused();
    await page.keyboard.type('not a password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤。' })).toBeVisible();
  });
});
