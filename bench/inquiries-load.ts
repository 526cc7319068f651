import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { vendorMembers, vendors } from '../apps/api/src/db/vendor-schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { conditionParam, measureApiGet } from './load';

export const benchInquiryThreads = 20_000;
const buyerCount = 200;
const bigThreadMessages = 500;
const messagesPerThread = 10;
const ownerAccount = 'bench-inquiry-owner';
const ownerPassword = 'bench inquiry owner 2026';

/**
 * One vendor's mailbox at the size the issue sets: 20 000 threads from 200 buyers, ten messages each and
 * one thread of 500 (about 200 000 messages), a tenth of them unread to the vendor's owner. Written by SQL
 * (generate_series), then vacuumed and analysed as a long-running database would be.
 */
export async function seedInquiries(db: Database): Promise<{ bigThreadId: string; messages: number }> {
  const [vendor] = await db
    .insert(vendors)
    .values({ ubn: '79999999', name: '詢問信箱示範有限公司' })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('no vendor');
  const buyers = await db
    .insert(users)
    .values(
      Array.from({ length: buyerCount }, (_, i) => ({
        account: `bench-inquiry-buyer-${i}`,
        name: `採購者${i}`,
      })),
    )
    .returning({ id: users.id });
  const [owner] = await db
    .insert(users)
    .values({ account: ownerAccount, name: '信箱負責人', passwordHash: await hashPassword(ownerPassword) })
    .returning({ id: users.id });
  if (!owner) throw new Error('no owner');
  await db.insert(vendorMembers).values({ vendorId: vendor.id, userId: owner.id, role: 'owner' });
  const buyerIds = `{${buyers.map((row) => row.id).join(',')}}`;
  await db.execute(sql`
    insert into inquiry_threads (id, vendor_id, buyer_user_id, subject, search_text, message_count,
      last_message_at, last_side, last_preview, last_vendor_message_at, buyer_unread, created_at)
    select gen_random_uuid(), ${vendor.id}, (${buyerIds}::uuid[])[1 + n % ${sql.raw(String(buyerCount))}],
      case when n = 0 then 'bench-big' else '產品詢價 ' || n end,
      case when n = 0 then 'bench-big' else '產品詢價 ' || n end,
      case when n = 0 then ${sql.raw(String(bigThreadMessages))} else ${sql.raw(String(messagesPerThread))} end,
      now() - n * interval '5 minutes', 'vendor', '報價如附件 ' || n,
      now() - n * interval '5 minutes', false,
      now() - n * interval '5 minutes' - interval '1 day'
    from generate_series(0, ${sql.raw(String(benchInquiryThreads - 1))}) n`);
  await db.execute(sql`
    insert into inquiry_messages (id, thread_id, side, author_user_id, body, search_text, created_at)
    select gen_random_uuid(), t.id, case when m % 2 = 0 then 'buyer' else 'vendor' end,
      case when m % 2 = 0 then t.buyer_user_id else ${owner.id}::uuid end,
      '第 ' || m || ' 則：請問這項產品的規格、報價與交期。', '第 ' || m || ' 則：請問這項產品的規格、報價與交期。',
      t.created_at + m * interval '1 minute'
    from inquiry_threads t
    cross join lateral generate_series(0, t.message_count - 1) m
    where t.vendor_id = ${vendor.id}`);
  // The owner has read nine threads in ten (the rest are unread to them).
  await db.execute(sql`
    insert into inquiry_reads (user_id, thread_id, read_messages)
    select ${owner.id}, t.id, t.message_count from inquiry_threads t
    where t.vendor_id = ${vendor.id} and t.subject not like '%0' and t.subject <> 'bench-big'`);
  await db.execute(sql`vacuum analyze inquiry_threads`);
  await db.execute(sql`vacuum analyze inquiry_reads`);
  await db.execute(sql`vacuum analyze inquiry_messages`);
  const [big] = (await db.execute(sql`select id from inquiry_threads where subject = 'bench-big'`)).rows as {
    id: string;
  }[];
  const [count] = (await db.execute(sql`select count(*)::int as n from inquiry_messages`)).rows as {
    n: number;
  }[];
  if (!big) throw new Error('no big thread');
  return { bigThreadId: big.id, messages: count?.n ?? 0 };
}

async function ownerToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ownerAccount, password: ownerPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The vendor's inbox (first page, with the unread count), the unread view, and the 500-message thread. */
export async function loadInquiries(baseUrl: string, durationSeconds: number, bigThreadId: string) {
  const token = await ownerToken(baseUrl);
  const run = (path: string) => measureApiGet(baseUrl, token, path, durationSeconds);
  return {
    connections: 10,
    inbox: await run(`Message?condition=${conditionParam({ view: 'inbox' })}`),
    unread: await run(`Message?pageSize=1&condition=${conditionParam({ view: 'unread' })}`),
    bigThread: await run(`Message/${bigThreadId}`),
    listBudgetMs: 50,
    threadBudgetMs: 100,
  };
}
