import type { InquiryThread, InquiryView } from '@portal/contracts/inquiry';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryThreads, inquiryUnreadCounts } from '../../db/inquiry-schema';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import {
  type InquiryCallers,
  inquiryCallers,
  mailbox,
  removeMembership,
  replyTo,
  writeInquiry,
} from './inquiries.fixtures';

// A list's total comes from counts kept by triggers on inquiry_threads (inquiry_mailbox_counts) less the
// person's own archives; the unread badge is the buyer's kept figure so, or a vendor-side person's own kept
// count (inquiry_unread_counts). After every kind of change below, each person's answers must equal a plain
// count over the threads, read marks and archives, and the kept rows must equal a recount.

let world: MembersWorld;
let who: InquiryCallers;
const views: InquiryView[] = ['inbox', 'sent', 'unread', 'archived'];

beforeAll(async () => {
  world = await startMembersWorld();
  who = await inquiryCallers(world);
});
afterAll(() => world.close());

/** The rule itself, counted row by row: the person's mailbox, the view's condition, their archives. */
async function counted(
  scope: { side: 'vendor' | 'buyer'; partyId: string; userId: string },
  view: InquiryView,
) {
  const owner =
    scope.side === 'vendor' ? sql`t.vendor_id = ${scope.partyId}` : sql`t.buyer_user_id = ${scope.partyId}`;
  const archived = sql`exists (select 1 from inquiry_archives a where a.user_id = ${scope.userId} and a.thread_id = t.id)`;
  const answered = sql`t.last_vendor_message_at is not null`;
  const unread =
    scope.side === 'vendor'
      ? sql`not exists (select 1 from inquiry_reads r where r.user_id = ${scope.userId} and r.thread_id = t.id and r.read_messages >= t.message_count)`
      : sql`t.buyer_unread`;
  const condition = {
    inbox: scope.side === 'vendor' ? sql`true` : answered,
    sent: scope.side === 'vendor' ? answered : sql`true`,
    unread,
    archived: sql`true`,
  }[view];
  const result = await world.db.execute<{ n: number }>(
    sql`select count(*)::int as n from inquiry_threads t where ${owner} and ${condition}
      and ${view === 'archived' ? archived : sql`not ${archived}`}`,
  );
  return result.rows[0]?.n ?? -1;
}

/** Every view's total and the unread count as the person is answered, against the recount. */
async function expectCountsOf(person: Person, scope: { side: 'vendor' | 'buyer'; partyId: string }) {
  for (const view of views) {
    const list = await mailbox(world, person, { view });
    const expected = await counted({ ...scope, userId: person.id }, view);
    expect(list.totalCount, `${person.name} ${view}`).toBe(expected);
    expect(list.mailbox.unreadCount, `${person.name} unread badge`).toBe(
      await counted({ ...scope, userId: person.id }, 'unread'),
    );
  }
}

/** The kept rows against a recount over all threads, for every vendor and buyer. */
async function expectKeptRowsExact() {
  const kept = await world.db.execute<{
    side: string;
    party_id: string;
    threads: number;
    answered: number;
    unread: number;
  }>(
    sql`select side, party_id, threads, answered, unread from inquiry_mailbox_counts where threads <> 0 or answered <> 0 or unread <> 0 order by 1, 2`,
  );
  const recount = await world.db.execute(sql`
    select side, party_id, threads, answered, unread from (
      select 'vendor' as side, vendor_id as party_id, count(*)::int as threads,
        count(last_vendor_message_at)::int as answered, 0 as unread
      from inquiry_threads group by vendor_id
      union all
      select 'buyer', buyer_user_id, count(*)::int, count(last_vendor_message_at)::int,
        (count(*) filter (where buyer_unread))::int
      from inquiry_threads group by buyer_user_id) c order by 1, 2`);
  expect(kept.rows).toEqual(recount.rows);
  const people = await world.db.execute<{ user_id: string; unread: number; recount: number }>(sql`
    select c.user_id, c.unread, (select count(*)::int from inquiry_threads t
      where t.vendor_id = m.vendor_id
        and not exists (select 1 from inquiry_reads r where r.user_id = c.user_id and r.thread_id = t.id
          and r.read_messages >= t.message_count)
        and not exists (select 1 from inquiry_archives a where a.user_id = c.user_id and a.thread_id = t.id)
      ) as recount
    from inquiry_unread_counts c join vendor_members m on m.user_id = c.user_id`);
  for (const row of people.rows) expect(row.unread, `kept unread of ${row.user_id}`).toBe(row.recount);
  const strays = await world.db.execute(sql`select user_id from inquiry_unread_counts c
    where not exists (select 1 from vendor_members m where m.user_id = c.user_id)`);
  expect(strays.rows).toEqual([]);
}

async function expectAllCounts() {
  await expectKeptRowsExact();
  await expectCountsOf(who.buyer, { side: 'buyer', partyId: who.buyer.id });
  await expectCountsOf(who.thirdBuyer, { side: 'buyer', partyId: who.thirdBuyer.id });
  await expectCountsOf(who.a.owner, { side: 'vendor', partyId: who.a.vendor.id });
  await expectCountsOf(who.a.manager, { side: 'vendor', partyId: who.a.vendor.id });
  await expectCountsOf(who.b.owner, { side: 'vendor', partyId: who.b.vendor.id });
}

async function send(person: Person, method: 'DELETE' | 'POST', url: string, payload?: object) {
  const response = await call(world, person, { method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
}

describe('kept mailbox counts', () => {
  let first: InquiryThread;
  let second: InquiryThread;

  it('match a recount after new threads to two vendors from two buyers', async () => {
    await expectAllCounts();
    first = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, subject: '第一則' });
    second = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, subject: '第二則' });
    await writeInquiry(world, who.thirdBuyer, { vendorId: who.a.vendor.id, subject: '第三則' });
    await writeInquiry(world, who.buyer, { vendorId: who.b.vendor.id, subject: '給乙公司' });
    await expectAllCounts();
    expect((await mailbox(world, who.a.owner)).mailbox.unreadCount).toBe(3);
  });

  it('match after replies from each side and after opening and marking unread', async () => {
    await replyTo(world, who.a.manager, first.id, '報價如下');
    await expectAllCounts();
    await replyTo(world, who.buyer, first.id, '謝謝');
    await replyTo(world, who.buyer, first.id, '再請問交期');
    await expectAllCounts();
    const managerBefore = (await mailbox(world, who.a.manager)).mailbox.unreadCount;
    const ownerBefore = (await mailbox(world, who.a.owner)).mailbox.unreadCount;
    const opened = await call(world, who.a.owner, { method: 'GET', url: `/Message/${second.id}` });
    expect(opened.statusCode, opened.body).toBe(200);
    await expectAllCounts();
    // Opening is the owner's alone: the manager still has it unread.
    expect((await mailbox(world, who.a.owner)).mailbox.unreadCount).toBe(ownerBefore - 1);
    expect((await mailbox(world, who.a.manager)).mailbox.unreadCount).toBe(managerBefore);
    await send(who.buyer, 'POST', `/Message/${first.id}/Read`, { read: false });
    await send(who.a.owner, 'POST', `/Message/${first.id}/Read`, { read: true });
    await expectAllCounts();
  });

  it('match after archiving (for one person only), unarchiving, and a new message bringing it back', async () => {
    await send(who.a.owner, 'DELETE', `/Message/${first.id}`);
    await send(who.a.owner, 'DELETE', `/Message/${second.id}`);
    await send(who.buyer, 'DELETE', `/Message/${first.id}`);
    await expectAllCounts();
    expect((await mailbox(world, who.a.owner, { view: 'archived' })).totalCount).toBe(2);
    await send(who.a.owner, 'POST', `/Message/${second.id}/Unarchive`);
    await expectAllCounts();
    await replyTo(world, who.a.manager, first.id, '補充說明');
    await expectAllCounts();
    expect((await mailbox(world, who.a.owner, { view: 'archived' })).totalCount).toBe(0);
  });

  it('match when recounts, openings, replies and an archive run at once', async () => {
    const threads = await Promise.all(
      ['並行一', '並行二', '並行三'].map((subject) =>
        writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, subject }),
      ),
    );
    // Every vendor-side count is made again while the changes below run.
    await world.db.delete(inquiryUnreadCounts);
    const open = (person: Person, id: string) =>
      call(world, person, { method: 'GET', url: `/Message/${id}` }).then((response) =>
        expect(response.statusCode, response.body).toBe(200),
      );
    await Promise.all([
      mailbox(world, who.a.owner),
      mailbox(world, who.a.manager),
      ...threads.map((thread) => replyTo(world, who.buyer, thread.id, '追問交期')),
      ...threads.map((thread) => open(who.a.owner, thread.id)),
      open(who.a.manager, threads[2]?.id ?? ''),
      replyTo(world, who.a.manager, threads[0]?.id ?? '', '已報價'),
      send(who.a.owner, 'DELETE', `/Message/${threads[1]?.id}`),
      mailbox(world, who.a.owner),
      mailbox(world, who.a.manager),
    ]);
    await expectAllCounts();
  });

  it('match after a member’s right to answer is taken back and given again, and after a member leaves', async () => {
    await send(who.a.owner, 'POST', `/Message/Answerers/${who.allowed.id}`, { allowed: false });
    expect((await mailbox(world, who.allowed)).mailbox).toMatchObject({ side: 'none', unreadCount: 0 });
    await send(who.a.owner, 'POST', `/Message/Answerers/${who.allowed.id}`, { allowed: true });
    await expectCountsOf(who.allowed, { side: 'vendor', partyId: who.a.vendor.id });
    await removeMembership(world, who.allowed.id);
    await expectAllCounts();
  });

  it('match after a keyword search (a plain count) and after threads are deleted', async () => {
    const found = await mailbox(world, who.a.owner, { keyword: '第二' });
    expect(found.totalCount).toBe(1);
    await world.db.delete(inquiryThreads).where(eq(inquiryThreads.id, second.id));
    await expectAllCounts();
    await world.db.delete(inquiryThreads).where(eq(inquiryThreads.vendorId, who.b.vendor.id));
    await expectAllCounts();
  });
});
