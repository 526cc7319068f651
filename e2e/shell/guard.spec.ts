import { expect, test } from '../support/test';

test.describe('session guard', () => {
  test('a visit to /dashboard without a session lands on /login with the returnUrl', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    await expect(page.getByLabel('帳號')).toBeFocused();
  });

  test('the returnUrl keeps the query and the layout of the original visit', async ({ page }) => {
    await page.goto('/top-menu/member?page=2');
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/top-menu/member?page=2')}`);
  });

  test('/login links to the sign-up and password-reset pages, which are public too', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '註冊新帳號' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { level: 1, name: '註冊' })).toBeVisible();

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeVisible();
    await page.getByRole('link', { name: '返回登入' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('an ended session sends the next call to /login with the page as returnUrl', async ({ page }) => {
    await page.addInitScript(() => {
      window.sessionStorage.setItem('portal.user', JSON.stringify({ token: 'ended-session', name: '過期' }));
    });
    await page.goto('/simple-menu/user-edit');
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent('/simple-menu/user-edit')}`);
    expect(await page.evaluate(() => window.sessionStorage.getItem('portal.user'))).toBeNull();
  });
});
