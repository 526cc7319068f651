import { expect, test } from '../support/test';
import { newTestUser, signUpThroughApi } from '../support/users';

test('in English: the sign-in page, the server’s messages, the sign-up notice and the profile', async ({
  page,
}) => {
  const user = newTestUser('english');
  await signUpThroughApi(page, user);

  await page.goto('/login');
  await page.getByRole('button', { name: '切換語言：English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Enter your account.')).toBeVisible();
  await page.getByLabel('Account').fill(user.account);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The account or password is incorrect.' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3: E-mail' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  await page.getByLabel('Account').fill(user.account);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home and overview' })).toBeVisible();

  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Basic data' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Signed-in devices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signed-in devices' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
});
