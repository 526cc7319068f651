import type {
  DashboardAnnouncements,
  DashboardApplications,
  DashboardBrowserErrors,
  DashboardDelivery,
  DashboardGrowth,
  DashboardInquiries,
  DashboardMeetings,
  DashboardNotifications,
  DashboardPendingAudits,
  DashboardProductsPerCategory,
  DashboardVendorActivity,
  DashboardVendorJoinRequests,
  DashboardVendorMembers,
  DashboardVendorProducts,
  DashboardVendorStanding,
  DashboardVendorsByLevel,
  DashboardWaiting,
} from '@portal/contracts/dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../../db/schema';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import { seedDashboardWorld, taipeiMonday } from './dashboard.fixtures';

let world: MembersWorld;
let seed: Awaited<ReturnType<typeof seedDashboardWorld>>;
beforeAll(async () => {
  world = await startMembersWorld();
  seed = await seedDashboardWorld(world);
}, 60_000);
afterAll(async () => {
  await world?.close();
});

async function widget<T>(who: Person, url: string): Promise<T> {
  const response = await call(world, who, { method: 'GET', url: `/Dashboard/${url}` });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}
const codeOf = (response: { json(): { errors: { code: string }[] } }) => response.json().errors[0]?.code;
const vendorWidgets = ['Activity', 'Products', 'Members', 'JoinRequests', 'Standing'];
const staffWidgets = [
  'Growth',
  'Vendors',
  'Applications',
  'PendingAudits',
  'Products',
  'Delivery',
  'BrowserErrors',
];

describe('everyone’s widgets', () => {
  it('shows the newest announcements with unread marks, and my notifications', async () => {
    const announcements = await widget<DashboardAnnouncements>(seed.a.owner, 'Announcements');
    expect(announcements.data.map((item) => [item.title, item.isRead])).toEqual([['年度大會通知', false]]);
    expect(announcements.unreadCount).toBe(1);
    const notifications = await widget<DashboardNotifications>(seed.a.owner, 'Notifications');
    expect(notifications.data.map((item) => item.kind)).toEqual(['inquiry-new']);
    expect((await widget<DashboardNotifications>(seed.buyer, 'Notifications')).data).toEqual([]);
  });

  it('lists confirmed meetings still to come, for the person and for the vendor’s leads only', async () => {
    const mine = await widget<DashboardMeetings>(seed.buyer, 'Meetings');
    expect(mine.totalCount).toBe(1);
    expect(mine.data[0]).toMatchObject({
      subject: '即將到來的會議',
      vendorName: '甲公司',
      startsAt: seed.upcomingAt.toISOString(),
    });
    expect((await widget<DashboardMeetings>(seed.a.manager, 'Meetings')).totalCount).toBe(1);
    expect((await widget<DashboardMeetings>(seed.a.member, 'Meetings')).totalCount).toBe(0);
    expect((await widget<DashboardMeetings>(seed.b.owner, 'Meetings')).totalCount).toBe(0);
  });

  it('counts inquiries owed by my vendor, or awaited by me as a buyer', async () => {
    const owed = await widget<DashboardInquiries>(seed.a.owner, 'Inquiries');
    expect(owed).toMatchObject({ toAnswer: 1, awaitingVendor: 0 });
    expect(owed.data.map((item) => [item.subject, item.side, item.counterpart])).toEqual([
      ['詢價：工具機', 'vendor', '買家王'],
    ]);
    const awaited = await widget<DashboardInquiries>(seed.buyer, 'Inquiries');
    expect(awaited).toMatchObject({ toAnswer: 0, awaitingVendor: 2 });
    expect(awaited.data.map((item) => [item.subject, item.counterpart])).toEqual([
      ['詢價：工具機', '甲公司'],
      ['詢價：電子零件', '乙公司'],
    ]);
    // A plain member who does not answer for the vendor has nothing owed.
    expect(await widget<DashboardInquiries>(seed.a.member, 'Inquiries')).toMatchObject({
      toAnswer: 0,
      data: [],
    });
  });

  it('shows what waits for me: my pending application, join request and live invitations', async () => {
    const waiting = await widget<DashboardWaiting>(seed.buyer, 'Waiting');
    expect(waiting.applications.map((item) => item.companyName)).toEqual(['丙公司']);
    expect(waiting.joinRequest?.vendorName).toBe('乙公司');
    expect(waiting.invitations.map((item) => [item.vendorName, item.role])).toEqual([['甲公司', 'member']]);
    expect(await widget<DashboardWaiting>(seed.a.owner, 'Waiting')).toEqual({
      applications: [],
      joinRequest: null,
      invitations: [],
    });
  });
});

describe('vendor widgets', () => {
  it('counts inquiries and meetings per Taiwan week over twelve weeks', async () => {
    const { weeks } = await widget<DashboardVendorActivity>(seed.a.owner, 'Vendor/Activity');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.weekStart).toBe(taipeiMonday(seed.now));
    const week = (at: Date) => weeks.find((item) => item.weekStart === taipeiMonday(at));
    const day = 24 * 60 * 60 * 1000;
    expect(week(seed.now)?.inquiries).toBe(1);
    expect(week(new Date(seed.now.getTime() - 14 * day))?.inquiries).toBe(1);
    expect(week(new Date(seed.now.getTime() - 7 * day))?.meetings).toBe(1);
    expect(weeks.reduce((sum, item) => sum + item.inquiries, 0)).toBe(2);
    // The cancelled meeting is not counted; the coming one only if it falls in this week.
    const coming = taipeiMonday(seed.upcomingAt) === taipeiMonday(seed.now) ? 1 : 0;
    expect(weeks.reduce((sum, item) => sum + item.meetings, 0)).toBe(1 + coming);
  });

  it('answers products by status, members by role, join requests and standing for my own vendor', async () => {
    expect(await widget<DashboardVendorProducts>(seed.a.manager, 'Vendor/Products')).toEqual({
      byStatus: [
        { status: 'draft', count: 1 },
        { status: 'published', count: 2 },
        { status: 'archived', count: 1 },
      ],
    });
    expect(await widget<DashboardVendorMembers>(seed.a.owner, 'Vendor/Members')).toEqual({
      byRole: [
        { role: 'owner', count: 1 },
        { role: 'manager', count: 1 },
        { role: 'member', count: 1 },
      ],
    });
    const requests = await widget<DashboardVendorJoinRequests>(seed.b.owner, 'Vendor/JoinRequests');
    expect(requests.totalCount).toBe(1);
    expect(requests.data[0]?.userName).toBe('買家王');
    expect((await widget<DashboardVendorJoinRequests>(seed.a.owner, 'Vendor/JoinRequests')).totalCount).toBe(
      0,
    );
    const standing = await widget<DashboardVendorStanding>(
      seed.a.owner,
      `Vendor/Standing?vendorId=${seed.a.vendor.id}`,
    );
    expect(standing).toMatchObject({
      name: '甲公司',
      level: 'certified',
      registryStatus: 'active',
      status: 'active',
    });
    const other = await widget<DashboardVendorStanding>(seed.b.owner, 'Vendor/Standing');
    expect(other).toMatchObject({ name: '乙公司', level: 'registered', registryStatus: null });
  });

  it('refuses another vendor’s id (404), plain members (403) and people in no vendor (404)', async () => {
    for (const name of vendorWidgets) {
      const foreign = await call(world, seed.b.owner, {
        method: 'GET',
        url: `/Dashboard/Vendor/${name}?vendorId=${seed.a.vendor.id}`,
      });
      expect(foreign.statusCode, name).toBe(404);
      expect(codeOf(foreign)).toBe('NOT_FOUND');
      const member = await call(world, seed.a.member, { method: 'GET', url: `/Dashboard/Vendor/${name}` });
      expect(member.statusCode, name).toBe(403);
      const outsider = await call(world, seed.buyer, { method: 'GET', url: `/Dashboard/Vendor/${name}` });
      expect(codeOf(outsider), name).toBe('NOT_IN_VENDOR');
      const staff = await call(world, seed.staff, {
        method: 'GET',
        url: `/Dashboard/Vendor/${name}?vendorId=${seed.a.vendor.id}`,
      });
      expect(staff.statusCode, name).toBe(404);
    }
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    for (const url of ['Vendor/Products?vendorId=not-an-id', 'Vendor/Products?page=1', 'Staff/Growth?x=1']) {
      const response = await call(world, seed.administrator, { method: 'GET', url: `/Dashboard/${url}` });
      expect(response.statusCode, url).toBe(400);
      // A field-level code, with its message in the caller's language.
      expect(codeOf(response), url).toMatch(/^FIELD_/);
    }
  });
});

describe('staff widgets', () => {
  it('refuses members without staff permissions, and staff the administrators’ widgets', async () => {
    for (const name of staffWidgets) {
      const response = await call(world, seed.a.owner, { method: 'GET', url: `/Dashboard/Staff/${name}` });
      expect(response.statusCode, name).toBe(403);
    }
    for (const name of ['Delivery', 'BrowserErrors']) {
      const response = await call(world, seed.staff, { method: 'GET', url: `/Dashboard/Staff/${name}` });
      expect(response.statusCode, name).toBe(403);
    }
    const anonymous = await call(world, null, { method: 'GET', url: '/Dashboard/Staff/Growth' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts users and vendors at the end of each Taiwan month', async () => {
    const { months } = await widget<DashboardGrowth>(seed.staff, 'Staff/Growth');
    expect(months).toHaveLength(12);
    const totals = await world.db.execute<{ users: number; vendors: number }>(
      sql`select (select count(*) from users)::int as users, (select count(*) from vendors)::int as vendors`,
    );
    expect(months.at(-1)).toMatchObject(totals.rows[0] ?? {});
    // Everything here was made this month: the month before counts none of it.
    expect(months.at(-2)).toMatchObject({ vendors: 0 });
  });

  it('groups vendors by level and registry status, and products by top-level category', async () => {
    expect(await widget<DashboardVendorsByLevel>(seed.staff, 'Staff/Vendors')).toEqual({
      groups: [
        { level: 'certified', registryStatus: 'active', count: 1 },
        { level: 'registered', registryStatus: 'unchecked', count: 1 },
      ],
    });
    const perCategory = await widget<DashboardProductsPerCategory>(seed.staff, 'Staff/Products');
    expect(perCategory.categories.map((item) => [item.name, item.count])).toEqual([
      ['電子', 4],
      ['機械', 3],
    ]);
    expect(perCategory.other).toBe(0);
    const inEnglish = await world.app.inject({
      method: 'GET',
      url: '/api/v1/Dashboard/Staff/Products',
      headers: { ...seed.administrator.headers, 'accept-language': 'en' },
    });
    expect((inEnglish.json() as DashboardProductsPerCategory).categories.map((item) => item.name)).toEqual([
      'Electronics',
      'Machinery',
    ]);
  });

  it('counts applications per Taiwan week by outcome, and lists the pending audits oldest first', async () => {
    const { weeks } = await widget<DashboardApplications>(seed.staff, 'Staff/Applications');
    expect(weeks).toHaveLength(12);
    const day = 24 * 60 * 60 * 1000;
    expect(weeks.find((item) => item.weekStart === taipeiMonday(seed.now))).toMatchObject({ pending: 1 });
    expect(
      weeks.find((item) => item.weekStart === taipeiMonday(new Date(seed.now.getTime() - 7 * day))),
    ).toMatchObject({ accepted: 1, rejected: 1 });
    expect(weeks.reduce((sum, item) => sum + item.withdrawn, 0)).toBe(0);
    const audits = await widget<DashboardPendingAudits>(seed.staff, 'Staff/PendingAudits');
    expect(audits.totalCount).toBe(1);
    expect(audits.data.map((item) => [item.companyName, item.kind])).toEqual([['丙公司', 'apply']]);
  });

  it('counts failed mail and SMS of the last 7 days, and browser errors of the last day', async () => {
    const delivery = await widget<DashboardDelivery>(seed.administrator, 'Staff/Delivery');
    expect(delivery).toMatchObject({ email: 1, sms: 1 });
    expect(delivery.data.map((item) => item.channel)).toEqual(['email', 'sms']);
    const errors = await widget<DashboardBrowserErrors>(seed.administrator, 'Staff/BrowserErrors');
    expect(errors.totalCount).toBe(1);
    expect(errors.data[0]?.content).toBe('TypeError: x is undefined');
  });

  it('reuses an answer for at most 60 seconds', async () => {
    const before = (await widget<DashboardBrowserErrors>(seed.administrator, 'Staff/BrowserErrors'))
      .totalCount;
    const now = world.clock.now();
    await world.db
      .insert(clientLogs)
      .values({ type: 'error', createdTime: now, receivedAt: now, content: 'late' });
    world.clock.advance(30);
    expect((await widget<DashboardBrowserErrors>(seed.administrator, 'Staff/BrowserErrors')).totalCount).toBe(
      before,
    );
    world.clock.advance(31);
    expect((await widget<DashboardBrowserErrors>(seed.administrator, 'Staff/BrowserErrors')).totalCount).toBe(
      before + 1,
    );
  });
});
