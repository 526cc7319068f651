import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

test('change the password: other devices are signed out, this one stays, the new one signs in', async ({
  page,
}) => {
  // Four password hashes (sign-up, two sign-ins, the change) and two wrong-password checks on the
  // server, the account pages and the sign-in page in the browser: past 30 s on a busy two-core machine.
  test.slow();
  const user = newTestUser('pwd');
  await signUpThroughApi(page, user);
  // Another device, signed in before the change.
  const other = await page.request.post('/api/v1/Auth/Login', {
    headers: { 'x-forwarded-for': user.address },
    data: { account: user.account, password: user.password },
  });
  const { token: otherToken } = (await other.json()) as { token: string };
  await signInThroughApi(page, user);

  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: '主選單' });
  await menu.getByRole('menuitem', { name: '會員個人資料' }).click();
  await menu.getByRole('menuitem', { name: '密碼管理' }).click();
  await expect(page).toHaveURL('/user-password');
  await expect(page.getByRole('heading', { level: 1, name: '密碼管理' })).toBeVisible();

  const newPassword = `${user.password} renewed`;
  await page.getByLabel('目前的密碼').fill('not my password');
  await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
  await page.getByLabel('再次輸入密碼').fill(newPassword);
  await page.getByRole('button', { name: '變更密碼' }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('目前的密碼不正確。');

  await page.getByLabel('目前的密碼').fill(user.password);
  await page.getByRole('button', { name: '變更密碼' }).click();
  await expect(page.getByText(/密碼已變更，其他 \d+ 個裝置已登出。/)).toBeVisible();
  await expect(page.getByLabel('目前的密碼')).toHaveValue('');

  const otherDevice = await page.request.get('/api/v1/Account', {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(otherDevice.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '密碼管理' })).toBeVisible();
  await expect(page.getByText(/上次變更密碼：/)).toBeVisible();

  await page.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('帳號').fill(user.account);
  await page.getByLabel('密碼', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤。' })).toBeVisible();
  await page.getByLabel('密碼', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});
