import { ports } from '../support/ports';
import { fakeUser, useFakeSession } from '../support/session';
import { expect, test } from '../support/test';

test('an uncaught error in the page is sent to POST /api/v1/Log', async ({ page }) => {
  await useFakeSession(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();

  // A same-origin script (the page's CSP allows only those) that throws outside any handler.
  await page.route('**/e2e-throws.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "setTimeout(function fail() { throw new Error('e2e uncaught failure'); });",
    }),
  );
  const logRequest = page.waitForRequest((r) => r.url().endsWith('/api/v1/Log') && r.method() === 'POST');
  await page.addScriptTag({ url: '/e2e-throws.js' });
  const request = await logRequest;

  const body = request.postDataJSON() as { createdTime: string; type: string; content: string };
  expect(body.type).toBe('error');
  expect(Number.isNaN(Date.parse(body.createdTime))).toBe(false);
  expect(body.createdTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  const [userLine, errorLine] = body.content.split('\n');
  expect(userLine).toBe(fakeUser.name);
  expect(errorLine).toMatch(
    new RegExp(
      `^Error: e2e uncaught failure \\(http://127\\.0\\.0\\.1:${ports.app}/e2e-throws\\.js:1:\\d+\\)$`,
    ),
  );

  const response = await request.response();
  expect(response?.status()).toBe(201);
});

test('an unhandled promise rejection is logged too, and the ResizeObserver noise is not', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();

  const logged: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/Log')) logged.push((r.postDataJSON() as { content: string }).content);
  });
  const logRequest = page.waitForRequest((r) => r.url().endsWith('/api/v1/Log'));
  await page.evaluate(() => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    void Promise.reject(new Error('e2e rejected promise'));
  });
  await logRequest;
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(/^Error: e2e rejected promise/);
});
