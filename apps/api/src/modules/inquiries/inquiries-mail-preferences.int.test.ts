import type { NotificationKind, NotificationList } from '@portal/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { outboxMessages } from '../../db/schema';
import { createJobRunner } from '../../lib/jobs';
import { createMessaging } from '../messaging/messaging.service';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import { inquiryCallers, replyTo, writeInquiry } from './inquiries.fixtures';
import { createInquiryDigest, type InquiryDigest } from './inquiry-digest';

let world: MembersWorld;
let digest: InquiryDigest;

beforeAll(async () => {
  world = await startMembersWorld();
  // The digest job's work, run directly on the app's database and clock (its runner never starts).
  const log = { info() {}, warn() {}, error() {} };
  const jobs = createJobRunner({ pool: world.database.pool, log, runWorkers: false });
  const messaging = createMessaging({ env: testEnv(), jobs, db: world.db, log, clock: world.clock });
  digest = createInquiryDigest({
    db: world.db,
    clock: world.clock,
    messaging,
    jobs,
    log,
    publicUrl: 'http://portal.test',
  });
});
afterAll(() => world.close());

const mailsTo = (who: Person, template: 'inquiry-new' | 'inquiry-reply') =>
  world.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, who.email), eq(outboxMessages.template, template)));

/** Turns one kind's mail on or off through the person's own preferences, as the preferences page does. */
async function setMail(who: Person, kind: NotificationKind, mail: boolean) {
  const response = await call(world, who, {
    method: 'POST',
    url: '/Notifications/Preferences',
    payload: { preferences: [{ kind, mail }] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The thread ids of one kind in the person's bell. */
async function bellOf(who: Person, kind: NotificationKind) {
  const response = await call(world, who, { method: 'GET', url: '/Notifications' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationList).data
    .filter((item) => item.kind === kind)
    .map((item) => item.entityId);
}

/** Lets the fifteen-minute window pass and sends what is due; answers how many mails were queued. */
async function afterTheWindow() {
  world.clock.advance(16 * 60);
  return digest.sendDue();
}

describe('inquiry mail and each person’s notification preferences', () => {
  it('leaves the answerer who turned off new-inquiry mail out of the digest; the other answerers get it', async () => {
    const who = await inquiryCallers(world);
    await setMail(who.a.manager, 'inquiry-new', false);
    const thread = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, subject: '新品詢價' });

    expect(await afterTheWindow()).toBe(2);
    expect(await mailsTo(who.a.manager, 'inquiry-new')).toHaveLength(0);
    for (const answerer of [who.a.owner, who.allowed]) {
      const mails = await mailsTo(answerer, 'inquiry-new');
      expect(mails, answerer.name).toHaveLength(1);
      expect(mails[0]?.bodyText).toContain(`/inquiry-mailbox/${thread.id}`);
    }
    // The manager still finds it in the bell: only the mail is off.
    expect(await bellOf(who.a.manager, 'inquiry-new')).toEqual([thread.id]);

    // Only that kind is off: the buyer's later reply still reaches the manager by mail.
    await replyTo(world, who.buyer, thread.id, '補充：需要 500 個');
    expect(await afterTheWindow()).toBe(3);
    const replies = await mailsTo(who.a.manager, 'inquiry-reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.bodyText).toContain('補充：需要 500 個');
  });

  it('mails no replies to the buyer who turned off reply mail, while another buyer gets theirs', async () => {
    const who = await inquiryCallers(world);
    await setMail(who.buyer, 'inquiry-reply', false);
    const quiet = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, subject: '交期' });
    const usual = await writeInquiry(world, who.thirdBuyer, { vendorId: who.a.vendor.id, subject: '樣品' });
    await afterTheWindow(); // the answerers' new-inquiry mails

    await replyTo(world, who.a.manager, quiet.id, '下週出貨');
    await replyTo(world, who.a.manager, usual.id, '樣品已寄出');
    expect(await afterTheWindow()).toBe(1);
    expect(await mailsTo(who.buyer, 'inquiry-reply')).toHaveLength(0);
    const [mail, ...more] = await mailsTo(who.thirdBuyer, 'inquiry-reply');
    expect(more).toHaveLength(0);
    expect(mail?.bodyText).toContain('樣品已寄出');
    // The reply is in the quiet buyer's bell all the same.
    expect(await bellOf(who.buyer, 'inquiry-reply')).toEqual([quiet.id]);

    // Turned back on, the next reply comes by mail again.
    await setMail(who.buyer, 'inquiry-reply', true);
    await replyTo(world, who.a.owner, quiet.id, '已安排出貨');
    expect(await afterTheWindow()).toBe(1);
    const [again, ...others] = await mailsTo(who.buyer, 'inquiry-reply');
    expect(others).toHaveLength(0);
    expect(again?.bodyText).toContain('已安排出貨');
  });
});
