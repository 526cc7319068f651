import { seriousAxeViolations } from '../support/axe';
import { fakeUser, useFakeSession } from '../support/session';
import { expect, test } from '../support/test';

test.describe('signed-in layouts', () => {
  test.beforeEach(async ({ page }) => {
    await useFakeSession(page);
  });

  test('the side menu follows the specification', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    const menu = page.getByRole('navigation', { name: '主選單' });
    for (const title of [
      '首頁總覽',
      '公告與通知',
      '商機媒合',
      '會員個人資料',
      '供應商公司資料',
      '公司成員管理',
      '產品與服務',
    ]) {
      await expect(menu.getByRole('menuitem', { name: title })).toBeVisible();
    }
    await expect(page.getByText(`目前登入：${fakeUser.name}`)).toBeVisible();

    // The meetings page asks for its list; the made-up session would get a 401 and be sent to sign in.
    await page.route('**/api/v1/Meeting?**', (route) =>
      route.fulfill({ json: { payload: { totalCount: 0, data: [] } } }),
    );
    await menu.getByRole('menuitem', { name: '商機媒合' }).click();
    await menu.getByRole('menuitem', { name: '會議排程與紀錄' }).click();
    await expect(page).toHaveURL('/meeting');
    await expect(page.getByRole('heading', { level: 1, name: '會議排程與紀錄' })).toBeVisible();
  });

  for (const [layout, dashboard] of [
    ['/', '/dashboard'],
    ['/simple-menu', '/simple-menu/dashboard'],
    ['/top-menu', '/top-menu/dashboard'],
  ] as const) {
    test(`${layout} redirects to its dashboard`, async ({ page }) => {
      await page.goto(layout);
      await expect(page).toHaveURL(dashboard);
      await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '主選單' })).toBeVisible();
    });
  }

  test('the signed-in frame has no serious or critical accessibility violation, in light and dark mode', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: '深色模式' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('on a phone the menu opens in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The dashboard holds with the made-up session (its calls are answered by it or are public).
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主選單' })).toHaveCount(0);

    // The inquiry mailbox asks the server for the list: answered here (an empty mailbox), since the server
    // would end the made-up session with a 401.
    await page.route('**/api/v1/Message?**', (route) =>
      route.fulfill({
        json: {
          payload: {
            totalCount: 0,
            data: [],
            mailbox: { side: 'buyer', canCompose: true, canChooseAnswerers: false, unreadCount: 0 },
          },
        },
      }),
    );
    await page.getByRole('button', { name: '開啟選單' }).click();
    const menu = page.getByRole('navigation', { name: '主選單' });
    await menu.getByRole('menuitem', { name: '商機媒合' }).click();
    await menu.getByRole('menuitem', { name: '商機詢問信箱' }).click();
    await expect(page).toHaveURL('/inquiry-mailbox');
    await expect(page.getByRole('heading', { level: 1, name: '商機詢問信箱' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('signing out goes to /login and forgets the session', async ({ page }) => {
    // The dashboard holds with the made-up session until signing out.
    await page.goto('/simple-menu/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
    await page.getByRole('button', { name: '登出' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => window.sessionStorage.getItem('portal.user'))).toBeNull();
  });
});
