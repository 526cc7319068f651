import { expect, test } from '@playwright/test';

test.describe('session guard', () => {
  test('a visit to /dashboard without a session lands on /login with the returnUrl', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    await expect(page.getByText('登入功能將隨身分驗證功能一併推出')).toBeVisible();
  });

  test('the returnUrl keeps the query and the layout of the original visit', async ({ page }) => {
    await page.goto('/top-menu/member?page=2');
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/top-menu/member?page=2')}`);
  });

  test('/login links to the sign-up page, which is public too', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '註冊新帳號' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { level: 1, name: '註冊' })).toBeVisible();
  });
});
