import { expect, test } from '../support/test';

test('/error-page switches the page body to the error style', async ({ page }) => {
  await page.goto('/login');
  const body = page.locator('body');
  await expect(body).not.toHaveClass(/error-page-body/);

  await page.goto('/error-page');
  await expect(page.getByRole('heading', { level: 1, name: '發生錯誤' })).toBeVisible();
  await expect(body).toHaveClass(/error-page-body/);
  await expect(body).toHaveCSS('background-color', 'rgb(255, 241, 240)');

  await page.getByRole('button', { name: '回到首頁' }).click();
  await expect(page).toHaveURL('/login?returnUrl=%2F');
  await expect(body).not.toHaveClass(/error-page-body/);
});
