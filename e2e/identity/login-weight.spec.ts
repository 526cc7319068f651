import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

// Everything /login loads must stay within 200 KB of gzip-compressed JavaScript (docs/performance.md).
const budgetBytes = 200 * 1024;

for (const [language, label] of [
  ['zh-Hant', '帳號'],
  ['en', 'Account'],
] as const) {
  test(`/login in ${language} loads at most 200 KB of JavaScript (gzip)`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('portal.language', chosen), language);
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.set(response.url(), gzipSync(await response.body()).length);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByLabel(label)).toBeVisible();
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({
      type: 'login JavaScript',
      description: `${language}: ${sizes.size} files, ${total} bytes gzip`,
    });
    expect(total).toBeLessThanOrEqual(budgetBytes);
  });
}
