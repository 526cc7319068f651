import { expect, test } from '../support/test';

// Everything /login loads must stay within 200 KB of JavaScript as it arrives over the wire, compressed
// by the server (docs/performance.md): the bytes the browser received, not a size computed afterwards.
const budgetBytes = 200 * 1024;

for (const [language, label] of [
  ['zh-Hant', '帳號'],
  ['en', 'Account'],
] as const) {
  test(`/login in ${language} receives at most 200 KB of compressed JavaScript`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('portal.language', chosen), language);
    const received = new Map<string, Promise<{ bytes: number; encoding: string | undefined }>>();
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      received.set(
        request.url(),
        Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => ({
          bytes: sizes.responseBodySize,
          encoding: (await response?.allHeaders())?.['content-encoding'],
        })),
      );
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByLabel(label)).toBeVisible();
    const scripts = await Promise.all(received.values());
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    test.info().annotations.push({
      type: 'login JavaScript',
      description: `${language}: ${scripts.length} files, ${total} bytes received`,
    });
    expect(scripts.length).toBeGreaterThan(0);
    // Every script came compressed (brotli for a browser that takes it), and the sizes are real.
    for (const script of scripts) {
      expect(script.encoding).toMatch(/^(br|gzip)$/);
      expect(script.bytes).toBeGreaterThan(0);
    }
    expect(total).toBeLessThanOrEqual(budgetBytes);
  });
}
