import { waitForMail } from '../support/mails';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

test('outbox: a password-reset mail is listed for its recipient, its code-bearing body not shown', async ({
  page,
}) => {
  // Sign-up, a reset request, a sign-in, the list page loaded twice and a background delivery: three
  // times the default budget, which a busy two-core machine needs (it passes in about 10 s when idle).
  test.slow();
  const member = newTestUser('outbox');
  await signUpThroughApi(page, member);
  const asked = await page.request.post('/api/v1/ForgotPassword/Submit', {
    headers: { 'x-forwarded-for': member.address },
    data: { account: member.account },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const admin = { account: 'admin', password: 'e2e-Admin-Password-1', address: newTestUser('admin').address };
  const { token } = await signInThroughApi(page, admin);
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { level: 1, name: '郵件與簡訊紀錄' })).toBeVisible();
  // Mail goes to a real SMTP peer here; SMS has no provider (SMS_PROVIDER=outbox), and the page says so.
  await expect(page.getByText('目前不會發送簡訊', { exact: true })).toBeVisible();
  await expect(page.getByText('目前不會寄出電子郵件', { exact: true })).toHaveCount(0);
  await page.getByLabel('關鍵字').fill(member.email);
  await page.getByLabel('關鍵字').press('Enter');

  const reset = page.getByRole('row').filter({ hasText: '重設密碼驗證碼' });
  await expect(reset).toHaveCount(1);
  await expect(reset.getByText(member.email)).toBeVisible();
  await expect(reset.getByText('電子郵件', { exact: true })).toBeVisible();
  await expect(reset.getByText('內容含驗證碼或連結，不予顯示。')).toBeVisible();
  // The sign-up code went to the same address before it.
  await expect(page.getByRole('row').filter({ hasText: '註冊驗證碼' })).toHaveCount(1);

  // The mail catcher is a real SMTP peer: once the mail reached it and the server recorded the delivery
  // (asked through the API, not by reloading the page in a loop), the list shows it sent.
  await waitForMail(member.email, /重設密碼/);
  const condition = JSON.stringify({
    keyword: member.email,
    status: 'sent',
    template: 'password-reset-code',
  });
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/Outbox?condition=${encodeURIComponent(condition)}`, {
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': admin.address },
        });
        return ((await response.json()) as { totalCount: number }).totalCount;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: '重設密碼驗證碼' }).getByText('已寄出')).toBeVisible();
});
