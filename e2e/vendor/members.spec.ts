import type { Browser } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { readMailedLink } from '../support/mails';
import { readLatestCode } from '../support/outbox';
import { administrator, apiToken, vendorWithOwner } from '../support/seed-api';
import { expect, test } from '../support/test';
import { newTestUser, signInThroughApi, signUpThroughApi } from '../support/users';

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-TW' });
  return context.newPage();
}

test('an owner invites by e-mail; the invitee signs up through the link and appears in the list; staff see them', async ({
  page,
  browser,
}) => {
  // Sign-up of the owner, a vendor, the member page with a dialog, the invitee's whole sign-up through
  // the link in a second browser, the staff view and four axe checks: far past 60 s on two busy cores.
  test.setTimeout(300_000);
  const owner = newTestUser('m-owner');
  const invitee = newTestUser('m-invitee');
  const vendorName = `邀請測試股份有限公司 ${owner.account.slice(-6)}`;
  const vendor = await vendorWithOwner(page, owner, vendorName);
  await signInThroughApi(page, owner);

  await page.goto('/member');
  await expect(page.getByRole('heading', { level: 1, name: '成員管理' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toContainText('主帳號');
  expect(await seriousAxeViolations(page), '/member').toEqual([]);
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: '邀請成員' }).click();
  const dialog = page.getByRole('dialog', { name: '邀請成員' });
  await dialog.getByLabel('電子郵件').fill(invitee.email);
  await dialog.getByLabel('姓名（選填）').fill(invitee.name);
  await dialog.getByRole('button', { name: '寄出邀請' }).click();
  await expect(page.getByText(`已寄出邀請給 ${invitee.email}`)).toBeVisible();
  await expect(page.getByText(`${invitee.name} <${invitee.email}>`)).toBeVisible();

  // The invitee opens the mailed link in their own browser, signs up with the address filled in.
  const link = await readMailedLink(
    invitee.email,
    since,
    /https?:\/\/[^\s/]+(\/invitation#token=[A-Za-z0-9_-]+)/,
  );
  const guest = await newPage(browser);
  await guest.goto(link);
  await expect(guest.getByText(`${owner.name} 邀請您以「成員」身分加入「${vendorName}」。`)).toBeVisible();
  await expect(guest).toHaveURL('/invitation');
  expect(await seriousAxeViolations(guest), '/invitation').toEqual([]);
  await guest.getByRole('link', { name: `以 ${invitee.email} 註冊` }).click();
  await expect(guest.getByLabel('電子郵件')).toHaveValue(invitee.email);
  const codeSince = new Date(Date.now() - 1000);
  await guest.getByRole('button', { name: '寄送驗證碼' }).click();
  await guest.getByLabel('驗證碼').fill(await readLatestCode(invitee.email, codeSince));
  await guest.getByRole('button', { name: '驗證', exact: true }).click();
  await guest.getByLabel('帳號', { exact: true }).fill(invitee.account);
  await guest.getByLabel('姓名').fill(invitee.name);
  await guest.getByLabel('密碼', { exact: true }).fill(invitee.password);
  await guest.getByLabel('再次輸入密碼').fill(invitee.password);
  await guest.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
  await guest.getByRole('button', { name: '完成註冊' }).click();

  // Back on the landing page, signed in: accept.
  await expect(guest).toHaveURL('/invitation');
  await expect(guest.getByText(`您目前以 ${invitee.name} 登入。`)).toBeVisible();
  await guest.getByRole('button', { name: '接受邀請' }).click();
  await expect(guest.getByText(`您已加入「${vendorName}」。`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: invitee.email })).toContainText('成員');
  await expect(page.getByText('目前沒有待回覆的邀請。')).toBeVisible();

  // Staff see the vendor's people from the register's detail page.
  const staff = await newPage(browser);
  await signInThroughApi(staff, { ...administrator, address: newTestUser('m-admin').address });
  await staff.goto(`/vendors/detail?id=${vendor.id}`);
  await expect(staff.getByRole('row').filter({ hasText: invitee.email })).toBeVisible();
  expect(await seriousAxeViolations(staff), '/vendors/detail').toEqual([]);
});

test('a person asks to join, a manager accepts, then the member leaves', async ({ page, browser }) => {
  // Two vendor people seeded, three pages in two browsers, three axe checks: past 60 s on a busy machine.
  test.setTimeout(300_000);
  const owner = newTestUser('j-owner');
  const manager = newTestUser('j-manager');
  const asker = newTestUser('j-asker');
  const vendorName = `加入測試股份有限公司 ${owner.account.slice(-6)}`;
  const vendor = await vendorWithOwner(page, owner, vendorName);

  // The manager joins by an invitation, through the API.
  await signUpThroughApi(page, manager);
  const since = new Date(Date.now() - 1000);
  const invited = await page.request.post('/api/v1/Vendor/Invite', {
    headers: { authorization: `Bearer ${vendor.ownerToken}`, 'x-forwarded-for': owner.address },
    data: { email: manager.email, role: 'manager' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await readMailedLink(manager.email, since, /#token=([A-Za-z0-9_-]+)/);
  const managerToken = await apiToken(page.request, manager, manager.address);
  const accepted = await page.request.post('/api/v1/VendorInvitation/Accept', {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { token: link },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The asker finds the vendor by its UBN and asks to join.
  await signUpThroughApi(page, asker);
  await signInThroughApi(page, asker);
  await page.goto('/company-not-vendor');
  await page.getByLabel('統一編號或公司名稱').fill(vendor.ubn);
  await page.getByRole('button', { name: '搜尋' }).click();
  await page.getByRole('button', { name: `申請加入 ${vendorName}` }).click();
  await page.getByLabel(/給審核者的留言/).fill('我是採購部的王小姐，請讓我加入。');
  expect(await seriousAxeViolations(page), '/company-not-vendor').toEqual([]);
  await page.getByRole('button', { name: '申請加入', exact: true }).click();
  await expect(page.getByText(`您申請加入「${vendorName}」，等待審核中。`)).toBeVisible();

  // The manager accepts it in review/apply.
  const reviewer = await newPage(browser);
  await signInThroughApi(reviewer, manager);
  await reviewer.goto('/review/apply');
  await expect(reviewer.getByText('我是採購部的王小姐，請讓我加入。')).toBeVisible();
  expect(await seriousAxeViolations(reviewer), '/review/apply').toEqual([]);
  await reviewer.getByRole('button', { name: `核准 ${asker.name}` }).click();
  const decision = reviewer.getByRole('dialog');
  await decision.getByRole('button', { name: '核准' }).click();
  await expect(reviewer.getByText(`已核准 ${asker.name} 加入公司。`)).toBeVisible();
  await expect(reviewer.getByText('目前沒有待審核的加入申請。')).toBeVisible();

  // The new member sees the list, then leaves after confirming.
  await page.goto('/member');
  const mine = page.getByRole('row').filter({ hasText: asker.email });
  await expect(mine).toContainText('成員');
  await mine.getByRole('button', { name: '退出供應商' }).click();
  await expect(page.getByText(`確定要退出「${vendorName}」嗎？`)).toBeVisible();
  await page.getByRole('button', { name: '退出', exact: true }).click();
  await expect(page).toHaveURL('/company-not-vendor');
  await reviewer.goto('/member');
  await expect(reviewer.getByRole('row').filter({ hasText: manager.email })).toBeVisible();
  await expect(reviewer.getByRole('row').filter({ hasText: asker.email })).toHaveCount(0);
});
