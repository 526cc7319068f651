import { readLatestCode } from '../support/outbox';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

test.describe('my account', () => {
  test('edit the profile: a new e-mail waits for its code, then replaces the old one', async ({ page }) => {
    const user = newTestUser('profile');
    await signUpThroughApi(page, user);
    await signInThroughApi(page, user);

    await page.goto('/top-menu/user');
    await expect(page.getByRole('heading', { level: 1, name: '基本資料檢視與管理' })).toBeVisible();
    await page.getByRole('button', { name: '編輯個人資料' }).click();
    await expect(page).toHaveURL('/top-menu/user-edit');

    const newEmail = `new-${user.email}`;
    const since = new Date(Date.now() - 1000);
    await page.getByLabel('姓名').fill('王大明');
    await page.getByLabel('電子郵件').fill(newEmail);
    await page.getByLabel('職稱').fill('採購經理');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByText('個人資料已儲存。')).toBeVisible();
    await expect(page.getByText('目前登入：王大明')).toBeVisible();
    await expect(page.getByText(`新的電子郵件 ${newEmail} 尚未驗證`)).toBeVisible();

    await page.getByLabel('驗證碼').fill(await readLatestCode(newEmail, since));
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await expect(page.getByText('新的電子郵件已驗證。')).toBeVisible();
    await expect(page.getByText(`新的電子郵件 ${newEmail} 尚未驗證`)).toHaveCount(0);

    await page.getByRole('button', { name: '回到基本資料' }).click();
    await expect(page).toHaveURL('/top-menu/user');
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect(page.getByText('採購經理')).toBeVisible();
  });

  test('the buyer profile is saved and shown again', async ({ page }) => {
    const user = newTestUser('buyer');
    await signUpThroughApi(page, user);
    await signInThroughApi(page, user);
    await page.goto('/user');
    await page.getByRole('link', { name: '買家資料' }).click();
    await expect(page).toHaveURL('/user/buyer');
    await page.getByLabel('公司名稱').fill('台灣測試股份有限公司');
    await page.getByLabel('產業別').fill('電子零組件');
    await page.getByLabel('感興趣的產品或服務').fill('被動元件');
    await page.keyboard.press('Enter');
    await page.getByLabel('地址').fill('臺北市信義區市府路 1 號');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByText('買家資料已儲存。')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('公司名稱')).toHaveValue('台灣測試股份有限公司');
    await expect(page.getByText('被動元件')).toBeVisible();
  });

  test('the signed-in devices: this one marked, another ended after a confirmation', async ({ page }) => {
    const user = newTestUser('devices');
    await signUpThroughApi(page, user);
    await page.request.post('/api/v1/Auth/Login', {
      data: { account: user.account, password: user.password },
    });
    await signInThroughApi(page, user);
    await page.goto('/user/sessions');
    await expect(page.getByText('目前這台裝置')).toBeVisible();
    const items = page.locator('.session-item');
    const before = await items.count();
    expect(before).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: '結束此登入' }).first().click();
    await page.getByRole('button', { name: '確定' }).click();
    await expect(page.getByText('已結束 1 個登入。')).toBeVisible();
    await expect(items).toHaveCount(before - 1);

    await page.getByRole('button', { name: '結束其他所有裝置的登入' }).click();
    await page.getByRole('button', { name: '確定' }).click();
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('button', { name: '結束其他所有裝置的登入' })).toBeDisabled();
  });
});
