import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi } from '../support/users';

/** The first administrator the e2e server creates (playwright.config.ts: ADMIN_PASSWORD). */
function administrator() {
  return { account: 'admin', password: 'e2e-Admin-Password-1', address: newTestUser('admin').address };
}

// Other journeys run against the same server at the same time: this one changes only the Chinese site
// name (never the sign-up switch or the notice version) and puts it back, whatever happens.
test('a new Chinese site name saved on the configuration page shows on a visitor’s sign-in page', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = administrator();
  const { token } = await signInThroughApi(page, admin);
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': admin.address };
  const before = (await (await page.request.get('/api/v1/Configuration')).json()) as Record<
    string,
    unknown
  > & {
    siteNameZh: string;
  };
  const newName = `測試平台-${Date.now().toString(36)}`;

  try {
    await page.goto('/configuration');
    await expect(page.getByRole('heading', { level: 1, name: '系統設定' })).toBeVisible();
    const siteName = page.getByLabel('網站名稱（中文）');
    await expect(siteName).toHaveValue(before.siteNameZh);
    await siteName.fill(newName);
    await page.getByRole('button', { name: '儲存設定' }).click();
    await expect(page.getByText(/設定已儲存。/)).toBeVisible();
    // A plain save: nothing that closes sign-up or changes the notice asks for a confirmation.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const visitorContext = await browser.newContext({ baseURL, locale: 'zh-TW' });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto('/login');
      const card = visitor.getByRole('region', { name: '登入' });
      await expect(card.getByText(`歡迎使用${newName}`)).toBeVisible();
    } finally {
      await visitorContext.close();
    }
  } finally {
    const current = (await (await page.request.get('/api/v1/Configuration')).json()) as Record<
      string,
      unknown
    >;
    const {
      googleClientId: _google,
      facebookAppId: _facebook,
      updatedTime: _updated,
      captchaAvailable: _available,
      ...editable
    } = current;
    const restored = await page.request.put('/api/v1/Configuration', {
      headers,
      data: { ...editable, siteNameZh: before.siteNameZh },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
