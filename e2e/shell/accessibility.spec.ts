import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('accessibility of /login', () => {
  test('has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('has none in dark mode and in English either', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('switch', { name: '深色模式' }).click();
    await page.getByRole('button', { name: '切換語言：English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('reaches the language and dark mode controls by keyboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    const language = page.getByRole('button', { name: '切換語言：English' });
    const darkMode = page.getByRole('switch', { name: '深色模式' });
    // The sign-in form takes the focus first (its account field); the header controls come before it.
    await expect(page.getByLabel('帳號')).toBeFocused();
    for (let i = 0; i < 6 && !(await language.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(language).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(darkMode).toBeFocused();
    await page.keyboard.press('Space');
    await expect(darkMode).toHaveAttribute('aria-checked', 'true');
  });
});
