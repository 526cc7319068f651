import { expect, test } from '../support/test';

// /login and /register come drawn in their HTML (apps/web/build/prerendered-pages.ts): the form shows
// before any script has run, then the live page replaces it without moving anything.

test('without JavaScript, /login and /register still show their form, inert, in zh-Hant and light mode', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [address, heading] of [
    ['/login', '登入'],
    ['/register', '註冊'],
  ] as const) {
    await page.goto(address);
    const drawn = page.locator('#root > .prerendered');
    await expect(drawn).toHaveAttribute('inert', '');
    await expect(drawn.locator('h1')).toHaveText(heading);
    await expect(drawn.locator('input').first()).toBeVisible();
  }
  await context.close();
});

test('the live sign-in page replaces the drawn one with no layout shift, and works', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  });
  await page.goto('/login');
  await expect(page.locator('#root > .prerendered')).toHaveCount(0);
  await page.getByLabel('帳號').fill('nobody-here');
  await expect(page.getByLabel('帳號')).toHaveValue('nobody-here');
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThan(0.02);
});

test('a browser showing English or dark mode gets the page undrawn, with no flash of the other display', async ({
  browser,
  baseURL,
}) => {
  for (const display of ['en.light', 'zh-Hant.dark']) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'portal.display', value: display, url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('#root'), display).toBeEmpty();
    await context.close();
  }
  // A first visit whose system asks for dark mode: the drawn (light) page stays hidden.
  const dark = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const page = await dark.newPage();
  await page.goto('/login');
  await expect(page.locator('#root > .prerendered')).toBeHidden();
  await dark.close();
});
