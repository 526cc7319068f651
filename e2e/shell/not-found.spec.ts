import { seriousAxeViolations } from '../support/axe';
import { useFakeSession } from '../support/session';
import { expect, test } from '../support/test';

test.describe('404 page', () => {
  test('an unknown path shows 頁面不存在喔！ and Back to Home goes to /, which asks a visitor to sign in', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '頁面不存在喔！' })).toBeVisible();

    await page.getByRole('button', { name: '回到首頁' }).click();
    await expect(page).toHaveURL('/login?returnUrl=%2F');
  });

  test('Back to Home takes a signed-in user to the dashboard', async ({ page }) => {
    await useFakeSession(page);
    await page.goto('/simple-menu/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '頁面不存在喔！' })).toBeVisible();
    await page.getByRole('button', { name: '回到首頁' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
  });

  test('reads "Page not found!" in English', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '切換語言：English' }).click();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '頁面不存在喔！' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
