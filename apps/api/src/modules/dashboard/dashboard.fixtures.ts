import { randomUUID } from 'node:crypto';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import { categories } from '../../db/catalogue-schema';
import { inquiryThreads } from '../../db/inquiry-schema';
import { meetings } from '../../db/meeting-schema';
import { news } from '../../db/news-schema';
import { products } from '../../db/product-schema';
import { clientLogs, outboxMessages } from '../../db/schema';
import { vendorApplications, vendorInvitations, vendorJoinRequests, vendors } from '../../db/vendor-schema';
import { notifyPeople } from '../notifications/notify-people';
import { type MembersWorld, person, vendorWithPeople } from '../vendor-members/vendor-members.fixtures';

const dayMs = 24 * 60 * 60 * 1000;

/** The Monday (Taiwan calendar) of the week holding `at`, as `YYYY-MM-DD`. */
export function taipeiMonday(at: Date): string {
  const taipei = new Date(at.getTime() + 8 * 60 * 60 * 1000);
  const sinceMonday = (taipei.getUTCDay() + 6) % 7;
  return new Date(taipei.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/**
 * A small portal with known answers for every widget: vendors 甲 (certified, registry active) and 乙
 * (registered, never checked), a buyer with things waiting, products in two category trees, inquiries,
 * meetings, applications, failed mail and SMS, browser errors, an announcement and a notification.
 */
export async function seedDashboardWorld(world: MembersWorld) {
  const { db } = world;
  const now = world.clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  const a = await vendorWithPeople(world, '甲公司');
  const b = await vendorWithPeople(world, '乙公司');
  const buyer = await person(world, { name: '買家王' });
  const staff = await person(world, { role: systemRoleCodes.staff });
  const administrator = await person(world, { role: systemRoleCodes.administrator });
  await db
    .update(vendors)
    .set({ level: 'certified', certifiedAt: ago(30), registryStatus: 'active', registryCheckedAt: ago(2) })
    .where(eq(vendors.id, a.vendor.id));

  // Two product trees: 機械 (with a child 工具機) and 電子.
  const [machines, electronics] = await db
    .insert(categories)
    .values([
      { kind: 'product', depth: 1, nameZh: '機械', nameEn: 'Machinery', sortOrder: 0 },
      { kind: 'product', depth: 1, nameZh: '電子', nameEn: 'Electronics', sortOrder: 1 },
    ])
    .returning();
  if (!machines || !electronics) throw new Error('no categories');
  const [tools] = await db
    .insert(categories)
    .values({ kind: 'product', depth: 2, parentId: machines.id, nameZh: '工具機', nameEn: 'Machine tools' })
    .returning();
  if (!tools) throw new Error('no category');
  const product = (vendorId: string, categoryId: string, status: 'draft' | 'published' | 'archived') => ({
    vendorId,
    categoryId,
    status,
    nameZh: `產品${randomUUID().slice(0, 6)}`,
  });
  await db
    .insert(products)
    .values([
      product(a.vendor.id, tools.id, 'published'),
      product(a.vendor.id, tools.id, 'published'),
      product(a.vendor.id, machines.id, 'draft'),
      product(a.vendor.id, electronics.id, 'archived'),
      product(b.vendor.id, electronics.id, 'published'),
      product(b.vendor.id, electronics.id, 'published'),
      product(b.vendor.id, electronics.id, 'published'),
    ]);

  // Inquiries: one to 甲 waiting for its answer (now), one 甲 answered (two weeks ago), one to 乙 waiting.
  const thread = (vendorId: string, subject: string, at: Date, lastSide: 'buyer' | 'vendor') => ({
    vendorId,
    buyerUserId: buyer.id,
    subject,
    searchText: subject,
    lastMessageAt: at,
    lastSide,
    createdAt: at,
    ...(lastSide === 'vendor' ? { lastVendorMessageAt: at } : {}),
  });
  await db
    .insert(inquiryThreads)
    .values([
      thread(a.vendor.id, '詢價：工具機', now, 'buyer'),
      thread(a.vendor.id, '詢價：交期', ago(14), 'vendor'),
      thread(b.vendor.id, '詢價：電子零件', ago(1), 'buyer'),
    ]);

  // Meetings of 甲 with the buyer: one held a week ago, one still to come, one cancelled.
  const meeting = (startsAt: Date, status: 'confirmed' | 'cancelled', subject: string) => ({
    vendorId: a.vendor.id,
    personUserId: buyer.id,
    subject,
    status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
  });
  const upcomingAt = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  await db
    .insert(meetings)
    .values([
      meeting(ago(7), 'confirmed', '上週的會議'),
      meeting(upcomingAt, 'confirmed', '即將到來的會議'),
      meeting(ago(3), 'cancelled', '取消的會議'),
    ]);

  // Applications: the buyer's pending one (now), one accepted and one rejected a week ago, one long ago.
  const application = (
    status: 'pending' | 'accepted' | 'rejected' | 'withdrawn',
    at: Date,
    name: string,
  ) => ({
    kind: 'apply' as const,
    applicantId: status === 'pending' ? buyer.id : staff.id,
    ubn: '04595257',
    status,
    company: { name },
    createdAt: at,
  });
  await db
    .insert(vendorApplications)
    .values([
      application('pending', now, '丙公司'),
      application('accepted', ago(7), '丁公司'),
      application('rejected', ago(7), '戊公司'),
      application('withdrawn', ago(200), '己公司'),
    ]);

  // The buyer asked to join 乙 and was invited by 甲 (a live invitation and an expired one).
  await db.insert(vendorJoinRequests).values({ vendorId: b.vendor.id, userId: buyer.id, createdAt: ago(1) });
  const invitation = (vendorId: string, expiresAt: Date) => ({
    vendorId,
    email: buyer.email,
    role: 'member' as const,
    tokenHash: randomUUID(),
    language: 'zh-Hant' as const,
    sentAt: ago(8),
    expiresAt,
  });
  await db
    .insert(vendorInvitations)
    .values([invitation(a.vendor.id, new Date(now.getTime() + 6 * dayMs)), invitation(b.vendor.id, ago(1))]);

  // Failed deliveries (7 days count), and browser errors (24 hours count, errors only).
  const message = (channel: 'email' | 'sms', status: 'failed' | 'sent', at: Date) => ({
    channel,
    status,
    recipient: channel === 'email' ? 'someone@example.test' : '+886912345678',
    template: 'test',
    language: 'zh-Hant' as const,
    bodyText: 'text',
    lastError: status === 'failed' ? 'connection refused' : null,
    createdAt: at,
  });
  await db
    .insert(outboxMessages)
    .values([
      message('email', 'failed', now),
      message('sms', 'failed', ago(1)),
      message('email', 'failed', ago(8)),
      message('email', 'sent', now),
    ]);
  const log = (type: 'error' | 'warning', at: Date) => ({
    type,
    createdTime: at,
    receivedAt: at,
    content: `TypeError: x is undefined\n    at page.js:1`,
  });
  await db.insert(clientLogs).values([log('error', now), log('error', ago(2)), log('warning', now)]);

  // An announcement for everyone, and a notification for 甲's owner.
  await db.insert(news).values({
    category: 'notice',
    audience: 'everyone',
    status: 'published',
    titleZh: '年度大會通知',
    bodyZh: '<p>內容</p>',
    publishedAt: ago(1),
    visibleFrom: ago(1),
  });
  await notifyPeople(db, {
    userIds: [a.owner.id],
    kind: 'inquiry-new',
    entityId: randomUUID(),
    link: '/inquiry-mailbox',
    params: { subject: '詢價：工具機' },
  });

  return { a, b, buyer, staff, administrator, categories: { machines, electronics }, upcomingAt, now };
}
