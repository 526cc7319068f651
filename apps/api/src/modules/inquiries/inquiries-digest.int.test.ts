import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { outboxMessages, users } from '../../db/schema';
import { createJobRunner } from '../../lib/jobs';
import { createMessaging } from '../messaging/messaging.service';
import { type MembersWorld, startMembersWorld } from '../vendor-members/vendor-members.fixtures';
import { type InquiryCallers, inquiryCallers, replyTo, writeInquiry } from './inquiries.fixtures';
import { createInquiryDigest, type InquiryDigest } from './inquiry-digest';

let world: MembersWorld;
let who: InquiryCallers;
let digest: InquiryDigest;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await inquiryCallers(world);
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

const digests = () => digest;
const mailsTo = (email: string, template?: string) =>
  world.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, email),
        template
          ? eq(outboxMessages.template, template)
          : inArray(outboxMessages.template, ['inquiry-new', 'inquiry-reply']),
      ),
    );

describe('inquiry mail digests', () => {
  it('mails every answerer of the vendor once about a new inquiry, fifteen minutes later, in their language', async () => {
    const thread = await writeInquiry(world, who.buyer, {
      vendorId: who.a.vendor.id,
      subject: '交期詢問',
      body: '最快何時出貨？',
    });
    expect(await digests().sendDue()).toBe(0);
    world.clock.advance(14 * 60);
    expect(await digests().sendDue()).toBe(0);
    world.clock.advance(60);
    expect(await digests().sendDue()).toBe(3);
    for (const answerer of [who.a.owner, who.a.manager, who.allowed]) {
      const [mail, ...more] = await mailsTo(answerer.email, 'inquiry-new');
      expect(more).toHaveLength(0);
      expect(mail?.subject).toContain('新的詢問');
      expect(mail?.bodyText).toContain('採購王');
      expect(mail?.bodyText).toContain('最快何時出貨？');
      expect(mail?.bodyText).toContain(`/inquiry-mailbox/${thread.id}`);
    }
    // The member the owner did not allow, and the buyer who wrote, get nothing.
    expect(await mailsTo(who.a.member.email)).toHaveLength(0);
    expect(await mailsTo(who.buyer.email)).toHaveLength(0);
  });

  it('gives the buyer one mail for three replies in five minutes, telling about all three', async () => {
    const thread = await writeInquiry(world, who.thirdBuyer, { vendorId: who.a.vendor.id, subject: '樣品' });
    world.clock.advance(16 * 60);
    await digests().sendDue();
    await replyTo(world, who.a.manager, thread.id, '第一則回覆');
    world.clock.advance(2 * 60);
    await replyTo(world, who.a.owner, thread.id, '第二則回覆');
    world.clock.advance(3 * 60);
    await replyTo(world, who.a.manager, thread.id, '第三則回覆');
    expect(await digests().sendDue()).toBe(0);
    world.clock.advance(10 * 60);
    expect(await digests().sendDue()).toBe(1);
    const mails = await mailsTo(who.thirdBuyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'inquiry-reply' });
    expect(mails[0]?.bodyText).toContain('3 則新訊息');
    expect(mails[0]?.bodyText).toContain('第三則回覆');
    expect(mails[0]?.bodyText).toContain('甲公司');
    // Nothing more is due: a later run sends nothing.
    world.clock.advance(30 * 60);
    expect(await digests().sendDue()).toBe(0);
    // A reply after the mail opens the next window: at most one mail per fifteen minutes.
    await replyTo(world, who.a.manager, thread.id, '第四則回覆');
    world.clock.advance(14 * 60);
    expect(await digests().sendDue()).toBe(0);
    world.clock.advance(60);
    expect(await digests().sendDue()).toBe(1);
    expect(await mailsTo(who.thirdBuyer.email)).toHaveLength(2);
  });

  it('writes in English to an English reader', async () => {
    const english = who.thirdBuyer;
    await world.db.update(users).set({ language: 'en' }).where(eq(users.id, english.id));
    const thread = await writeInquiry(world, english, { vendorId: who.a.vendor.id, subject: 'Samples' });
    world.clock.advance(16 * 60);
    await digests().sendDue();
    await replyTo(world, who.a.manager, thread.id, 'Here you are');
    world.clock.advance(16 * 60);
    await digests().sendDue();
    const [mail] = await mailsTo(english.email).then((rows) =>
      rows.filter((row) => row.bodyText.includes('Here you are')),
    );
    expect(mail?.subject).toBe('Supplier Portal: new messages in an inquiry');
    expect(mail?.bodyText).toContain('1 new message(s)');
  });
});
