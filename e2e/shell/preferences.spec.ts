import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('display preferences', () => {
  test('the language switch changes the interface and <html lang>, and is remembered', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();

    await page.getByRole('button', { name: '切換語言：English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Supplier Membership Portal')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Sign in | Supplier Membership Portal');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Switch language: 中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  });

  test('dark mode survives a reload', async ({ page, axeChecked }) => {
    await page.goto('/login');
    const body = page.locator('body');
    const lightBackground = await body.evaluate((el) => getComputedStyle(el).backgroundColor);
    // The light page's own check first: switching the theme under it would show axe half-faded colours.
    await axeChecked();

    await page.getByRole('switch', { name: '深色模式' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(body).not.toHaveCSS('background-color', lightBackground);

    await page.reload();
    await expect(page.getByRole('switch', { name: '深色模式' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(body).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    // The dark page is read too: its own check, now that it shows settled.
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('switch', { name: '深色模式' }).click();
    await page.reload();
    await expect(page.getByRole('switch', { name: '深色模式' })).toHaveAttribute('aria-checked', 'false');
    await expect(body).toHaveCSS('background-color', lightBackground);
  });
});
