import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/users';
import { card } from './dashboard-page';
import { runTag, vendorOf } from './dashboard-seed';

// The dashboard's first screen asks for its answers from a small script of its own, with the page's
// HTML (build/early-calls-script.ts); the app takes those answers instead of asking again, and the
// company's widgets ask once the owner's own have come.
test('a reload of the dashboard asks for each of its calls once, and for the company’s widgets after the owner’s own', async ({
  page,
}) => {
  const seeded = await vendorOf(page, runTag());
  await signInThroughApi(page, seeded.owner);
  await page.goto('/dashboard');
  await expect(card(page, '等待中的申請').getByText('沒有等待中的申請或邀請。')).toBeVisible();

  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`answered ${new URL(request.url()).pathname}`));
  await page.reload();
  await expect(card(page, '等待中的申請').getByText('沒有等待中的申請或邀請。')).toBeVisible();
  await expect(card(page, '待審核的加入申請').getByText('沒有待審核的加入申請。')).toBeVisible();

  const asked = (path: string) => events.filter((event) => event === `asked /api/v1/${path}`);
  for (const path of [
    'Dashboard/Waiting',
    'Dashboard/Announcements',
    'Configuration',
    'Notifications/Unread',
  ]) {
    expect(asked(path), path).toHaveLength(1);
  }
  await expect.poll(() => asked('Dashboard/Vendor/JoinRequests')).toHaveLength(1);
  const waitingAnswered = events.indexOf('answered /api/v1/Dashboard/Waiting');
  const companyAsked = events.findIndex((event) => event.startsWith('asked /api/v1/Dashboard/Vendor/'));
  expect(waitingAnswered).toBeGreaterThanOrEqual(0);
  expect(companyAsked).toBeGreaterThan(waitingAnswered);
});
