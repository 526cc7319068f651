import { type InquirySummary, type InquiryThread, inquiryMessagePageSize } from '@portal/contracts/inquiry';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryMessages, inquiryThreads } from '../../db/inquiry-schema';
import { products } from '../../db/product-schema';
import { call, type MembersWorld, startMembersWorld } from '../vendor-members/vendor-members.fixtures';
import {
  type InquiryCallers,
  idsOf,
  inquiryCallers,
  mailbox,
  publishedProduct,
  replyTo,
  uploadedDocument,
  writeInquiry,
} from './inquiries.fixtures';

let world: MembersWorld;
let who: InquiryCallers;
let productId: string;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await inquiryCallers(world);
  productId = (await publishedProduct(world, who)).id;
});
afterAll(() => world.close());

const threadCount = async () => (await world.db.select({ n: count() }).from(inquiryThreads))[0]?.n ?? 0;
const messageCount = async () => (await world.db.select({ n: count() }).from(inquiryMessages))[0]?.n ?? 0;

describe('writing to a vendor', () => {
  it('opens a thread about a published product of that vendor, answered inside payload', async () => {
    const thread = await writeInquiry(world, who.buyer, {
      vendorId: who.a.vendor.id,
      productId,
      subject: '  不鏽鋼螺絲 報價 ',
      body: '請問\n1000 個的報價？',
    });
    expect(thread).toMatchObject({
      subject: '不鏽鋼螺絲 報價',
      vendor: { id: who.a.vendor.id, name: '甲公司' },
      buyer: { id: who.buyer.id, name: '採購王' },
      product: { id: productId, name: '不鏽鋼螺絲' },
      mySide: 'buyer',
      lastSide: 'buyer',
      messageCount: 1,
      unread: false,
      messages: [
        { side: 'buyer', author: { id: who.buyer.id }, body: '請問\n1000 個的報價？', attachments: [] },
      ],
    });
  });

  it('refuses bad input with field errors in the caller’s language, changing nothing', async () => {
    const [threads, messages] = [await threadCount(), await messageCount()];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vendorId: who.a.vendor.id, subject: '', body: '內容' }, 'subject', 'FIELD_TOO_SHORT'],
      [{ vendorId: who.a.vendor.id, subject: '主旨', body: '   ' }, 'body', 'FIELD_TOO_SHORT'],
      [{ vendorId: who.a.vendor.id, subject: 'x'.repeat(201), body: '內容' }, 'subject', 'FIELD_TOO_LONG'],
      [{ vendorId: 'not-a-uuid', subject: '主旨', body: '內容' }, 'vendorId', 'FIELD_INVALID_FORMAT'],
      [{ vendorId: who.a.vendor.id, subject: '主旨', body: '內容', extra: 1 }, '', 'FIELD_UNKNOWN'],
      [
        { vendorId: '0192f1f0-0000-7000-8000-000000000000', subject: '主旨', body: '內容' },
        'vendorId',
        'INQUIRY_VENDOR_NOT_FOUND',
      ],
      [
        { vendorId: who.b.vendor.id, productId, subject: '主旨', body: '內容' },
        'productId',
        'INQUIRY_PRODUCT_NOT_FOUND',
      ],
      [
        {
          vendorId: who.a.vendor.id,
          subject: '主旨',
          body: '內容',
          attachmentIds: ['0192f1f0-0000-7000-8000-000000000000'],
        },
        'attachmentIds',
        'INQUIRY_ATTACHMENT_NOT_FOUND',
      ],
    ];
    for (const [payload, field, code] of cases) {
      const response = await call(world, who.buyer, { method: 'PUT', url: '/Message', payload });
      expect(response.statusCode, `${JSON.stringify(payload).slice(0, 80)}: ${response.body}`).toBe(400);
      const error = (response.json() as { errors: { code: string; field?: string; message: string }[] })
        .errors[0];
      expect(error?.code, response.body).toBe(code);
      if (field) expect(error?.field).toBe(field);
      expect(error?.message).toMatch(/[\u4e00-\u9fff]/);
    }
    // Someone else's upload is refused too.
    const theirs = await uploadedDocument(world, who.thirdBuyer);
    const stolen = await call(world, who.buyer, {
      method: 'PUT',
      url: '/Message',
      payload: { vendorId: who.a.vendor.id, subject: '主旨', body: '內容', attachmentIds: [theirs] },
    });
    expect(stolen.json()).toMatchObject({ errors: [{ code: 'INQUIRY_ATTACHMENT_NOT_FOUND' }] });
    expect([await threadCount(), await messageCount()]).toEqual([threads, messages]);
  });

  it('refuses a product that is no longer published (archived by its vendor)', async () => {
    const catalogueProduct = await publishedProduct(world, who, '下架螺絲');
    await world.db.update(products).set({ status: 'archived' }).where(eq(products.id, catalogueProduct.id));
    const response = await call(world, who.buyer, {
      method: 'PUT',
      url: '/Message',
      payload: { vendorId: who.a.vendor.id, productId: catalogueProduct.id, subject: '主旨', body: '內容' },
    });
    expect(response.json()).toMatchObject({
      errors: [{ code: 'INQUIRY_PRODUCT_NOT_FOUND', field: 'productId' }],
    });
  });
});

describe('the views, read marks and archive', () => {
  let thread: InquiryThread;
  beforeAll(async () => {
    thread = await writeInquiry(world, who.thirdBuyer, {
      vendorId: who.b.vendor.id,
      subject: 'ＡＢＣ 型號詢價',
      body: '請提供 型錄',
    });
  });

  it('puts a new thread in the vendor’s inbox and unread, and in the buyer’s sent view only', async () => {
    const vendor = await mailbox(world, who.b.manager, { view: 'inbox' });
    expect(idsOf(vendor)).toContain(thread.id);
    expect(vendor.mailbox).toMatchObject({ side: 'vendor', canCompose: false, unreadCount: 1 });
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'unread' }))).toEqual([thread.id]);
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'sent' }))).toEqual([]);
    expect(idsOf(await mailbox(world, who.thirdBuyer, { view: 'sent' }))).toEqual([thread.id]);
    const buyerInbox = await mailbox(world, who.thirdBuyer, { view: 'inbox' });
    expect(idsOf(buyerInbox)).toEqual([]);
    expect(buyerInbox.mailbox).toMatchObject({ side: 'buyer', canCompose: true, unreadCount: 0 });
  });

  it('keeps each answerer’s own read state: the manager opens it, the owner still has it unread', async () => {
    await call(world, who.b.manager, { method: 'GET', url: `/Message/${thread.id}` });
    const manager = await mailbox(world, who.b.manager);
    expect(manager.mailbox.unreadCount).toBe(0);
    expect(manager.data.find((row) => row.id === thread.id)?.unread).toBe(false);
    const owner = await mailbox(world, who.b.owner);
    expect(owner.mailbox.unreadCount).toBe(1);
    expect(owner.data.find((row) => row.id === thread.id)?.unread).toBe(true);
    expect(idsOf(await mailbox(world, who.b.manager, { view: 'unread' }))).toEqual([]);
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'unread' }))).toEqual([thread.id]);
    await call(world, who.b.owner, { method: 'GET', url: `/Message/${thread.id}` });
    expect((await mailbox(world, who.b.owner)).mailbox.unreadCount).toBe(0);
  });

  it('shows the buyer the reply unread, then read once opened; mark unread puts it back', async () => {
    const replied = await replyTo(world, who.b.manager, thread.id, '型錄請見附件');
    expect(replied).toMatchObject({ messageCount: 2, lastSide: 'vendor', mySide: 'vendor' });
    const inbox = await mailbox(world, who.thirdBuyer, { view: 'inbox' });
    expect(inbox.data).toMatchObject([{ id: thread.id, unread: true, lastPreview: '型錄請見附件' }]);
    expect(inbox.mailbox.unreadCount).toBe(1);
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'sent' }))).toEqual([thread.id]);
    // The manager's reply is new to the owner (a colleague's message), read by the manager who wrote it.
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'unread' }))).toEqual([thread.id]);
    expect(idsOf(await mailbox(world, who.b.manager, { view: 'unread' }))).toEqual([]);
    const opened = await call(world, who.thirdBuyer, { method: 'GET', url: `/Message/${thread.id}` });
    expect((opened.json() as { payload: InquiryThread }).payload.messages.map((m) => m.side)).toEqual([
      'buyer',
      'vendor',
    ]);
    expect((await mailbox(world, who.thirdBuyer)).mailbox.unreadCount).toBe(0);
    const unread = await call(world, who.thirdBuyer, {
      method: 'POST',
      url: `/Message/${thread.id}/Read`,
      payload: { read: false },
    });
    expect((unread.json() as { payload: InquirySummary }).payload.unread).toBe(true);
    expect((await mailbox(world, who.thirdBuyer)).mailbox.unreadCount).toBe(1);
  });

  it('finds threads by subject and by message text, NFKC (full-width ＡＢＣ found by abc)', async () => {
    expect(idsOf(await mailbox(world, who.b.owner, { keyword: 'abc' }))).toEqual([thread.id]);
    expect(idsOf(await mailbox(world, who.b.owner, { keyword: '型錄請見' }))).toEqual([thread.id]);
    expect(idsOf(await mailbox(world, who.b.owner, { keyword: '100%' }))).toEqual([]);
  });

  it('archives for the caller only, never deleting; a new message brings it back; unarchive too', async () => {
    const archived = await call(world, who.b.owner, { method: 'DELETE', url: `/Message/${thread.id}` });
    expect((archived.json() as { payload: InquirySummary }).payload.archived).toBe(true);
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'inbox' }))).not.toContain(thread.id);
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'archived' }))).toEqual([thread.id]);
    // The manager and the buyer still have it.
    expect(idsOf(await mailbox(world, who.b.manager, { view: 'inbox' }))).toContain(thread.id);
    expect(idsOf(await mailbox(world, who.thirdBuyer, { view: 'inbox' }))).toContain(thread.id);
    await replyTo(world, who.thirdBuyer, thread.id, '謝謝，另外請問交期？');
    expect(idsOf(await mailbox(world, who.b.owner, { view: 'inbox' }))).toContain(thread.id);
    await call(world, who.b.owner, { method: 'DELETE', url: `/Message/${thread.id}` });
    const back = await call(world, who.b.owner, { method: 'POST', url: `/Message/${thread.id}/Unarchive` });
    expect((back.json() as { payload: InquirySummary }).payload.archived).toBe(false);
    expect(await world.db.select().from(inquiryThreads).where(eq(inquiryThreads.id, thread.id))).toHaveLength(
      1,
    );
  });

  it('pages and sorts the list; refuses unknown filters and sort fields', async () => {
    for (let n = 0; n < 3; n += 1) {
      world.clock.advance(60);
      await writeInquiry(world, who.thirdBuyer, { vendorId: who.b.vendor.id, subject: `分頁 ${n}` });
    }
    const query = (params: Record<string, string>) =>
      call(world, who.b.owner, { method: 'GET', url: `/Message?${new URLSearchParams(params)}` });
    const page = (await query({ page: '1', pageSize: '2' })).json() as {
      payload: { totalCount: number; data: InquirySummary[] };
    };
    expect(page.payload.totalCount).toBe(4);
    expect(page.payload.data.map((row) => row.subject)).toEqual(['分頁 2', '分頁 1']);
    const oldest = (
      await query({ sortings: JSON.stringify([{ field: 'lastMessageTime', dir: 'asc' }]), pageSize: '1' })
    ).json() as {
      payload: { data: InquirySummary[] };
    };
    expect(oldest.payload.data[0]?.id).toBe(thread.id);
    expect((await query({ condition: JSON.stringify({ vendorId: who.a.vendor.id }) })).statusCode).toBe(400);
    expect((await query({ condition: JSON.stringify({ view: 'trash' }) })).statusCode).toBe(400);
    expect((await query({ sortings: JSON.stringify([{ field: 'subject' }]) })).statusCode).toBe(400);
    expect((await query({ pageSize: '101' })).statusCode).toBe(400);
  });

  it('refuses an empty or oversized reply and a bad read flag', async () => {
    const before = await messageCount();
    for (const payload of [
      { body: '' },
      { body: 'x'.repeat(5001) },
      { body: 'ok', attachmentIds: 'x' },
      {},
    ]) {
      const response = await call(world, who.thirdBuyer, {
        method: 'POST',
        url: `/Message/${thread.id}`,
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
    }
    const read = await call(world, who.thirdBuyer, {
      method: 'POST',
      url: `/Message/${thread.id}/Read`,
      payload: { read: 'yes' },
    });
    expect(read.statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });
});

describe('attachments', () => {
  it('attaches the writer’s uploads in order; both sides download them, through the thread only', async () => {
    const first = await uploadedDocument(world, who.buyer, '需求.pdf');
    const second = await uploadedDocument(world, who.buyer, '圖面.pdf');
    const thread = await writeInquiry(world, who.buyer, {
      vendorId: who.a.vendor.id,
      attachmentIds: [first, second],
    });
    expect(thread.messages[0]?.attachments.map((file) => file.fileName)).toEqual(['需求.pdf', '圖面.pdf']);
    const reply = await uploadedDocument(world, who.a.manager, '報價單.pdf');
    const replied = await replyTo(world, who.a.manager, thread.id, '報價如附件', [reply]);
    expect(replied.messages[1]?.attachments.map((file) => file.fileName)).toEqual(['報價單.pdf']);
    const download = await call(world, who.buyer, {
      method: 'GET',
      url: `/Message/${thread.id}/Attachments/${reply}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // A file of another thread is not reachable through this one.
    const other = await writeInquiry(world, who.buyer, { vendorId: who.b.vendor.id });
    const crossed = await call(world, who.buyer, {
      method: 'GET',
      url: `/Message/${other.id}/Attachments/${reply}`,
    });
    expect(crossed.statusCode).toBe(404);
  });
});

describe('a long thread', () => {
  it('opens on its latest messages and gives older ones a page at a time, before a message of its own', async () => {
    const thread = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, body: '第 0 則' });
    await world.db.execute(sql`
      insert into inquiry_messages (id, thread_id, side, author_user_id, body, search_text, created_at)
      select gen_random_uuid(), ${thread.id}, 'vendor', ${who.a.manager.id}, '第 ' || n || ' 則', '第 ' || n || ' 則',
        ${thread.createdTime}::timestamptz + n * interval '1 minute'
      from generate_series(1, 60) n`);
    const open = async (query = '') => {
      const response = await call(world, who.buyer, { method: 'GET', url: `/Message/${thread.id}${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { payload: InquiryThread }).payload;
    };
    const latest = await open();
    expect(latest.messages).toHaveLength(inquiryMessagePageSize);
    expect(latest.messages.map((message) => message.body).slice(0, 1)).toEqual(['第 11 則']);
    expect(latest.messages.at(-1)?.body).toBe('第 60 則');
    expect(latest.hasEarlierMessages).toBe(true);
    const earlier = await open(`?before=${latest.messages[0]?.id}`);
    expect(earlier.messages.map((message) => message.body)).toEqual(
      Array.from({ length: 11 }, (_, n) => `第 ${n} 則`),
    );
    expect(earlier.hasEarlierMessages).toBe(false);
    // A message of another thread names no place in this one: nothing comes back.
    const other = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id });
    const crossed = await open(`?before=${other.messages[0]?.id}`);
    expect(crossed.messages).toEqual([]);
    const bad = await call(world, who.buyer, { method: 'GET', url: `/Message/${thread.id}?before=x` });
    expect(bad.statusCode).toBe(400);
  });
});
