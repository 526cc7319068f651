import { readLatestCode } from '../support/outbox';
import { expect, test } from '../support/test';
import { newTestUser, signUpThroughApi } from '../support/users';

test('forgot password: account, mailed code, new password, then sign in with it', async ({ page }) => {
  const user = newTestUser('reset');
  await signUpThroughApi(page, user);

  await page.goto('/login');
  await page.getByRole('link', { name: '忘記密碼？' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeVisible();

  const since = new Date(Date.now() - 1000);
  await page.getByLabel('帳號或電子郵件').fill(user.email);
  await page.getByRole('button', { name: '寄送驗證碼' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '第 2 步，共 4 步：驗證' })).toBeVisible();
  await page.getByLabel('驗證碼').fill(await readLatestCode(user.email, since));
  await page.getByRole('button', { name: '驗證', exact: true }).click();

  const newPassword = `${user.password} reset`;
  await page.getByLabel('新密碼', { exact: true }).fill(newPassword);
  await page.getByLabel('再次輸入密碼').fill(`${newPassword} typo`);
  await page.getByRole('button', { name: '設定新密碼' }).click();
  await expect(page.getByText('兩次輸入的密碼不一致。')).toBeVisible();
  await page.getByLabel('再次輸入密碼').fill(newPassword);
  await page.getByRole('button', { name: '設定新密碼' }).click();

  await expect(page.getByText('密碼已重設')).toBeVisible();
  await page.getByRole('button', { name: '前往登入' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('帳號').fill(user.account);
  await page.getByLabel('密碼', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('an unknown account gets the same answer as a known one', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('帳號或電子郵件').fill('nobody-here@example.test');
  await page.getByRole('button', { name: '寄送驗證碼' }).click();
  await expect(page.getByText('如果這個帳號存在，驗證碼已寄到它的電子郵件信箱。')).toBeVisible();
});
