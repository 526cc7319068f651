import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { news, newsReads } from '../apps/api/src/db/news-schema';
import { users } from '../apps/api/src/db/schema';
import { vendorMembers, vendors } from '../apps/api/src/db/vendor-schema';
import { hashPassword } from '../apps/api/src/lib/password';
import { measureApiGet } from './load';

/** Announcements a vendor's member may see, and read marks over the whole portal. */
export const benchNewsCount = 50_000;
const readers = 40;
const account = 'bench-news-reader';
const password = 'bench news reader password';

/**
 * 50 000 published announcements for everyone or for vendors (all visible to one vendor's member), 20
 * pinned, made visible over three years; 40 readers with about 25 000 read marks each (1 000 000 in all),
 * the bench's member among them (so half the board is unread to them).
 */
export async function seedNews(db: Database): Promise<void> {
  await db.execute(sql`insert into ${news}
      (id, category, audience, status, title_zh, body_zh, pinned, published_at, visible_from, search_text,
       created_at, updated_at)
    select gen_random_uuid(),
      (array['notice','event','regulation','system'])[1 + n % 4],
      (array['everyone','vendors'])[1 + n % 2],
      'published', '公告 ' || n, '<p>第 ' || n || ' 則公告的內容。</p>', n <= 20,
      now() - (n || ' minutes')::interval * 30, now() - (n || ' minutes')::interval * 30,
      'bench 公告 ' || n, now(), now()
    from generate_series(1, ${benchNewsCount}) as n`);
  const [vendor] = await db
    .insert(vendors)
    .values({ ubn: '22099147', name: '公告測試供應商股份有限公司' })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('vendor insert returned nothing');
  const passwordHash = await hashPassword(password);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: readers }, (_, i) => ({
        account: i === 0 ? account : `bench-news-reader-${i}`,
        name: `公告讀者${i}`,
        email: `bench-news-reader-${i}@example.test`,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  await db.insert(vendorMembers).values(
    people.map((person, i) => ({
      vendorId: vendor.id,
      userId: person.id,
      role: i === 0 ? ('owner' as const) : ('member' as const),
    })),
  );
  for (const person of people) {
    await db.execute(sql`insert into ${newsReads} (user_id, news_id, read_at)
      select ${person.id}, id, now() from ${news} where (hashtext(id::text || ${person.id}) & 1) = 0`);
  }
  // Vacuumed as a long-running database's tables are: otherwise the autovacuum of a million fresh rows
  // runs during the measurement, on the same two cores.
  await db.execute(sql`vacuum analyze ${news}`);
  await db.execute(sql`vacuum analyze ${newsReads}`);
}

/** p99 of the member's board (first page) and of the header's unread count, 10 connections each. */
export async function loadNews(baseUrl: string, seconds: number) {
  const signIn = await fetch(`${baseUrl}/api/v1/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  });
  if (!signIn.ok) throw new Error(`bench news reader could not sign in: ${signIn.status}`);
  const { token } = (await signIn.json()) as { token: string };
  return {
    connections: 10,
    board: await measureApiGet(baseUrl, token, 'News', seconds),
    unread: await measureApiGet(baseUrl, token, 'News/Unread', seconds),
    budgets: { boardP99Ms: 50, unreadP99Ms: 10 },
  };
}
