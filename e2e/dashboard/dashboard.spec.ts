import { seriousAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/users';
import {
  card,
  expectLoadedDashboardFine,
  expectNoLayoutShift,
  expectWidgetsDrawn,
  recordLayoutShifts,
  switchToEnglish,
  taipeiWeekOf,
} from './dashboard-page';
import { joinByInvitation, productsOf, runTag, send, vendorOf, vendorWithBuyer } from './dashboard-seed';

const phone = { width: 390, height: 844 };

test('a vendor owner’s dashboard charts their products, inquiries and meetings, people and join requests, in both languages, on a phone', async ({
  page,
}) => {
  // Two sign-ups, a vendor with six products, inquiries, a meeting and a join request seeded, and the
  // dashboard shown twice with its charts and axe checks: past the default minute on two busy cores.
  test.slow();
  await page.setViewportSize(phone);
  const tag = runTag();
  const seeded = await vendorWithBuyer(page, tag);
  await productsOf(page.request, seeded, tag, { draft: 2, published: 3, archived: 1 });
  await signInThroughApi(page, seeded.owner);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '首頁總覽' })).toBeVisible();
  // Five widgets of their own and five of the company's; activity, products and people drawn. No
  // layout-shift check: the inquiries card with two threads outgrows its placeholder (by 10 px on a
  // phone) and moves the card below it.
  await expectWidgetsDrawn(page, { cards: 10, charts: 3 });
  await expectLoadedDashboardFine(page, 'the owner’s dashboard');
  await expect(page.getByRole('heading', { level: 2, name: '我的公司' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '平台概況' })).toHaveCount(0);

  // The meeting starts in 10 minutes: this week's, unless the week ends first.
  const week = taipeiWeekOf();
  const meetingWeek = taipeiWeekOf(seeded.meetingStart);
  const meetings = meetingWeek.month === week.month && meetingWeek.day === week.day ? 1 : 0;
  const weekZh = `${week.month}/${week.day} 當週`;
  const activity = card(page, '每週詢問與會議');
  const activityZh = `詢問：合計 2，最多為 2（${weekZh}）。 ${meetings ? `會議：合計 1，最多為 1（${weekZh}）。` : '會議：皆為 0。'}`;
  await expect(activity.getByText(activityZh, { exact: true })).toBeVisible();
  await expect(activity.getByRole('img', { name: activityZh })).toBeAttached();
  await activity.getByRole('button', { name: '以表格顯示' }).click();
  await expect(activity.getByRole('columnheader')).toHaveText(['週次', '詢問', '會議']);
  await expect(activity.getByRole('row')).toHaveCount(13);
  await expect(activity.getByRole('row').last().getByRole('rowheader')).toHaveText(weekZh);
  await expect(activity.getByRole('row').last().getByRole('cell')).toHaveText(['2', String(meetings)]);

  const products = card(page, '產品狀態');
  const productsZh = '合計 6：草稿 2（33%）、已上架 3（50%）和已封存 1（17%）。';
  await expect(products.getByText(productsZh, { exact: true })).toBeVisible();
  await expect(products.getByRole('img', { name: productsZh })).toBeAttached();
  await products.getByRole('button', { name: '以表格顯示' }).click();
  await expect(products.getByRole('rowheader')).toHaveText(['草稿', '已上架', '已封存']);
  await expect(products.getByRole('cell')).toHaveText(['2', '33%', '3', '50%', '1', '17%']);

  const people = card(page, '成員角色');
  await expect(people.getByText('合計 1：負責人 1（100%）。', { exact: true })).toBeVisible();
  await expect(people.getByRole('img', { name: '合計 1：負責人 1（100%）。' })).toBeAttached();

  const joinRequests = card(page, '待審核的加入申請');
  await expect(joinRequests.getByText('共 1 筆')).toBeVisible();
  await expect(joinRequests.getByText(seeded.buyer.name)).toBeVisible();
  const standing = card(page, '公司等級與登記狀態');
  await expect(standing.getByText(seeded.vendorName)).toBeVisible();
  await expect(standing.getByText('登記供應商')).toBeVisible();
  await expect(standing.getByText('正常')).toBeVisible();

  const inquiries = card(page, '待回覆的詢問');
  await expect(inquiries.getByText('待本公司回覆 2 則')).toBeVisible();
  for (const subject of seeded.inquiries)
    await expect(inquiries.getByRole('link', { name: subject })).toBeVisible();
  await expect(card(page, '即將到來的會議').getByRole('link', { name: seeded.meeting })).toBeVisible();
  await expect(card(page, '通知').getByText(`寄來新的詢問：${seeded.inquiries[0]}`)).toBeVisible();

  await switchToEnglish(page, 'My company');
  await expectWidgetsDrawn(page, { cards: 10, charts: 3 });
  await expectLoadedDashboardFine(page, 'the owner’s dashboard in English');
  const weekEn = `Week of ${week.month}/${week.day}`;
  const activityEn = `Inquiries: 2 in all, at most 2 (${weekEn}). ${meetings ? `Meetings: 1 in all, at most 1 (${weekEn}).` : 'Meetings: none.'}`;
  await expect(
    card(page, 'Inquiries and meetings per week').getByText(activityEn, { exact: true }),
  ).toBeVisible();
  const productsEn = '6 in all: Draft 2 (33%), Published 3 (50%), and Archived 1 (17%).';
  await expect(card(page, 'Products by status').getByText(productsEn, { exact: true })).toBeVisible();
  await expect(
    card(page, 'People by role').getByText('1 in all: Owner 1 (100%).', { exact: true }),
  ).toBeVisible();
  await expect(card(page, 'Level and registry status').getByText('Registered supplier')).toBeVisible();
  await expect(card(page, 'Join requests waiting').getByText(seeded.buyer.name)).toBeVisible();
  await expect(
    card(page, 'Inquiries waiting for an answer').getByText('2 for your company to answer'),
  ).toBeVisible();

  // A reload: the first screen's calls leave from the early calls' script with the HTML, and the app
  // takes their answers instead of asking again; the company's widgets ask once the owner's own came.
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`answered ${new URL(request.url()).pathname}`));
  await page.reload();
  await expect(card(page, 'Waiting for a decision').getByText('Nothing of yours is waiting.')).toBeVisible();
  await expect(card(page, 'Join requests waiting').getByText(seeded.buyer.name)).toBeVisible();
  const asked = (path: string) => events.filter((event) => event === `asked /api/v1/${path}`);
  for (const path of [
    'Dashboard/Waiting',
    'Dashboard/Announcements',
    'Configuration',
    'Notifications/Unread',
  ])
    expect(asked(path), path).toHaveLength(1);
  await expect.poll(() => asked('Dashboard/Vendor/JoinRequests')).toHaveLength(1);
  const companyAsked = events.findIndex((event) => event.startsWith('asked /api/v1/Dashboard/Vendor/'));
  expect(companyAsked).toBeGreaterThan(events.indexOf('answered /api/v1/Dashboard/Waiting'));
  expect(events.indexOf('answered /api/v1/Dashboard/Waiting')).toBeGreaterThanOrEqual(0);
});

test('a vendor manager’s dashboard shows the company’s widgets with its people, in both languages, on a phone; a plain member’s shows only their own', async ({
  page,
  browser,
}) => {
  // Three sign-ups, two by invitation (mail), and two people's dashboards with their axe checks.
  test.slow();
  await page.setViewportSize(phone);
  const tag = runTag();
  const vendor = await vendorOf(page, tag);
  const manager = await joinByInvitation(page, vendor.asOwner, 'd-manager', 'manager');
  const member = await joinByInvitation(page, vendor.asOwner, 'd-member', 'member');
  await signInThroughApi(page, manager);
  await recordLayoutShifts(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: '我的公司' })).toBeVisible();
  // The company has people but no products, inquiries or meetings yet: only the people are charted.
  await expectWidgetsDrawn(page, { cards: 10, charts: 1 });
  await expectNoLayoutShift(page);
  await expectLoadedDashboardFine(page, 'the manager’s dashboard');
  await expect(page.getByRole('heading', { level: 2, name: '平台概況' })).toHaveCount(0);
  const people = card(page, '成員角色');
  const peopleZh = '合計 3：負責人 1（33%）、管理者 1（33%）和成員 1（33%）。';
  await expect(people.getByText(peopleZh, { exact: true })).toBeVisible();
  await expect(people.getByRole('img', { name: peopleZh })).toBeAttached();
  await people.getByRole('button', { name: '以表格顯示' }).click();
  await expect(people.getByRole('columnheader')).toHaveText(['角色', '數量', '比例']);
  await expect(people.getByRole('rowheader')).toHaveText(['負責人', '管理者', '成員']);
  await expect(people.getByRole('cell')).toHaveText(['1', '33%', '1', '33%', '1', '33%']);
  await expect(card(page, '產品狀態').getByText('尚未建立產品。')).toBeVisible();
  await expect(card(page, '每週詢問與會議').getByText('12 週內沒有詢問或會議。')).toBeVisible();
  await expect(card(page, '待審核的加入申請').getByText('沒有待審核的加入申請。')).toBeVisible();
  await expect(card(page, '公司等級與登記狀態').getByText(vendor.vendorName)).toBeVisible();

  await switchToEnglish(page, 'My company');
  await expectWidgetsDrawn(page, { cards: 10, charts: 1 });
  await expectLoadedDashboardFine(page, 'the manager’s dashboard in English');
  const peopleEn = '3 in all: Owner 1 (33%), Manager 1 (33%), and Member 1 (33%).';
  await expect(card(page, 'People by role').getByText(peopleEn, { exact: true })).toBeVisible();
  await expect(card(page, 'Products by status').getByText('No products yet.')).toBeVisible();

  // A plain member of the same vendor: their own widgets, none of the company's.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'zh-TW' });
  const memberPage = await context.newPage();
  await memberPage.setViewportSize(phone);
  await signInThroughApi(memberPage, member);
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('heading', { level: 2, name: '我的待辦與消息' })).toBeVisible();
  await expectWidgetsDrawn(memberPage, { cards: 5, charts: 0 });
  await expect(memberPage.getByRole('heading', { level: 2, name: '我的公司' })).toHaveCount(0);
  await expect(memberPage.getByRole('heading', { level: 2, name: '平台概況' })).toHaveCount(0);
  await expect(card(memberPage, '待回覆的詢問').getByText('沒有待回覆的詢問。')).toBeVisible();
  await expectNoSidewaysScroll(memberPage, 'the member’s dashboard');
  expect(await seriousAxeViolations(memberPage), 'axe on the member’s dashboard').toEqual([]);
  await switchToEnglish(memberPage, 'My tasks and news');
  await expectWidgetsDrawn(memberPage, { cards: 5, charts: 0 });
  await expect(memberPage.getByRole('heading', { level: 2, name: 'My company' })).toHaveCount(0);
  expect(await seriousAxeViolations(memberPage), 'axe on the member’s dashboard in English').toEqual([]);
  await context.close();
});

test('a buyer’s dashboard (signed in, in no vendor) shows their announcements, requests, inquiries, meetings and notifications, in both languages, on a phone', async ({
  page,
}) => {
  // Two sign-ups, a vendor, inquiries, a meeting, a join request and an announcement seeded, and the
  // dashboard shown twice with its axe checks.
  test.slow();
  await page.setViewportSize(phone);
  const tag = runTag();
  const seeded = await vendorWithBuyer(page, tag);
  const announcement = { titleZh: `採購說明會${tag}`, titleEn: `Buyers’ briefing ${tag}` };
  await send(
    page.request,
    'post',
    'News/Manage',
    seeded.asAdmin,
    {
      category: 'event',
      audience: 'buyers',
      status: 'published',
      ...announcement,
      bodyZh: '<p>歡迎參加。</p>',
      bodyEn: '<p>All welcome.</p>',
    },
    201,
  );
  await signInThroughApi(page, seeded.buyer);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: '我的待辦與消息' })).toBeVisible();
  // No layout-shift check: as on the owner's, the inquiries card outgrows its placeholder.
  await expectWidgetsDrawn(page, { cards: 5, charts: 0 });
  await expectLoadedDashboardFine(page, 'the buyer’s dashboard');
  await expect(page.getByRole('heading', { level: 2, name: '我的公司' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: '平台概況' })).toHaveCount(0);

  const announcements = card(page, '最新公告');
  const news = announcements.getByRole('listitem').filter({ hasText: announcement.titleZh });
  await expect(news.getByRole('link', { name: announcement.titleZh })).toBeVisible();
  await expect(news.getByText('未讀')).toBeVisible();
  await expect(card(page, '等待中的申請').getByText(`申請加入 ${seeded.vendorName}`)).toBeVisible();
  const inquiries = card(page, '待回覆的詢問');
  await expect(inquiries.getByText('等待供應商回覆 2 則')).toBeVisible();
  for (const subject of seeded.inquiries)
    await expect(inquiries.getByRole('link', { name: subject })).toBeVisible();
  const meetings = card(page, '即將到來的會議');
  await expect(meetings.getByRole('link', { name: seeded.meeting })).toBeVisible();
  await expect(meetings.getByText(seeded.vendorName)).toBeVisible();
  await expect(card(page, '通知').getByText(`接受了會議：${seeded.meeting}`)).toBeVisible();

  await switchToEnglish(page, 'My tasks and news');
  await expectWidgetsDrawn(page, { cards: 5, charts: 0 });
  await expectLoadedDashboardFine(page, 'the buyer’s dashboard in English');
  await expect(
    card(page, 'Latest announcements').getByRole('link', { name: announcement.titleEn }),
  ).toBeVisible();
  await expect(
    card(page, 'Waiting for a decision').getByText(`Request to join ${seeded.vendorName}`),
  ).toBeVisible();
  await expect(
    card(page, 'Inquiries waiting for an answer').getByText('2 waiting for a vendor'),
  ).toBeVisible();
  await expect(card(page, 'Upcoming meetings').getByRole('link', { name: seeded.meeting })).toBeVisible();
});
