import type { NewsAdminItem, NewsAudience, NewsInput, NewsList } from '@portal/contracts/news';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { manageUrl, newsInput, publish } from './news.fixtures';

// The board's total and the unread count come from counts kept by triggers (news_published_counts,
// news_read_counts). Every step below changes what a reader sees, and both answers must equal a plain
// count over the items and the read marks, as the rule says: published, of the reader's audience, inside
// its window, and (for unread) neither opened nor under the reader's "mark all read".

let database: TestDatabase;
let app: FastifyInstance;
let staff: string;
let staffAccount: string;
const clock = manualClock(new Date('2026-11-22T02:00:00Z'));
const hour = 3600;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' }, clock });
  staffAccount = (await createUserWithRole(database.db, systemRoleCodes.staff)).account;
  staff = await signIn(app, staffAccount);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

interface Member {
  account: string;
  token: string;
  userId: string;
  vendorId: string;
}

async function vendorMember(): Promise<Member> {
  const user = await createUserWithRole(database.db, systemRoleCodes.member);
  const vendor = await createVendor(database.db, [{ userId: user.id, role: 'member' }], '計數測試公司');
  return {
    account: user.account,
    token: await signIn(app, user.account),
    userId: user.id,
    vendorId: vendor.id,
  };
}

/** The rule itself, counted row by row over `news` and `news_reads`. */
async function counted(userId: string, audiences: NewsAudience[], category?: string) {
  const now = clock.now();
  const list = sql.join(
    audiences.map((audience) => sql`${audience}`),
    sql`, `,
  );
  const visible = sql`n.status = 'published' and n.audience in (${list}) and n.visible_from <= ${now}
    and (n.publish_until is null or n.publish_until > ${now})
    ${category ? sql`and n.category = ${category}` : sql``}`;
  const result = await database.db.execute<{ visible: number; unread: number }>(sql`select
      count(*)::int as visible,
      (count(*) filter (where not (
        n.visible_from <= coalesce((select w.read_up_to from news_read_watermarks w where w.user_id = ${userId}), '-infinity')
        or exists (select 1 from news_reads r where r.user_id = ${userId} and r.news_id = n.id))))::int as unread
    from news n where ${visible}`);
  const [row] = result.rows;
  if (!row) throw new Error('no count');
  return row;
}

async function answered(token: string, condition: Record<string, unknown> = {}) {
  const response = await app.inject({
    url: `/api/v1/News?condition=${encodeURIComponent(JSON.stringify(condition))}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NewsList;
}

/** The API's total, unread count and unread-only total against the row-by-row count. */
async function expectCountsAgree(member: Member, audiences: NewsAudience[], step: string) {
  const expected = await counted(member.userId, audiences);
  const all = await answered(member.token);
  expect({ total: all.totalCount, unread: all.unreadCount }, step).toEqual({
    total: expected.visible,
    unread: expected.unread,
  });
  expect((await answered(member.token, { unread: true })).totalCount, `${step}: unread only`).toBe(
    expected.unread,
  );
  const events = await counted(member.userId, audiences, 'event');
  expect((await answered(member.token, { category: 'event' })).totalCount, `${step}: events`).toBe(
    events.visible,
  );
  const badge = await app.inject({ url: '/api/v1/News/Unread', headers: bearer(member.token) });
  expect(badge.json(), `${step}: badge`).toEqual({ unreadCount: expected.unread });
  return expected;
}

async function save(item: NewsAdminItem, overrides: Partial<NewsInput>) {
  const response = await app.inject({
    method: 'PUT',
    url: manageUrl,
    headers: bearer(staff),
    payload: {
      id: item.id,
      ...newsInput({
        category: item.category,
        audience: item.audience,
        status: item.status,
        publishFrom: item.publishFrom,
        publishUntil: item.publishUntil,
        ...overrides,
      }),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Moves the clock on; both sign in again (sessions end after a while idle). */
async function later(member: Member, seconds: number) {
  clock.advance(seconds);
  staff = await signIn(app, staffAccount);
  member.token = await signIn(app, member.account);
}

async function open(member: Member, item: NewsAdminItem) {
  const response = await app.inject({ url: `/api/v1/News/${item.id}`, headers: bearer(member.token) });
  expect(response.statusCode, response.body).toBe(200);
}

describe('kept counts of the board and of unread items', () => {
  it('follow publishing, reading, audience changes, unpublishing, deletion, scheduling and expiry', async () => {
    const member = await vendorMember();
    const audiences: NewsAudience[] = ['everyone', 'vendors'];
    const inHours = (hours: number) => new Date(clock.now().getTime() + hours * hour * 1000).toISOString();
    const everyone = await publish(app, staff, { audience: 'everyone', category: 'event' });
    const vendors = await publish(app, staff, { audience: 'vendors' });
    const buyers = await publish(app, staff, { audience: 'buyers', category: 'event' });
    const expiring = await publish(app, staff, { audience: 'vendors', publishUntil: inHours(2) });
    const scheduled = await publish(app, staff, { audience: 'everyone', publishFrom: inHours(1) });
    const draft = await publish(app, staff, { audience: 'everyone', status: 'draft' });
    const first = await expectCountsAgree(member, audiences, 'published');
    expect(first).toEqual({ visible: 3, unread: 3 });

    await open(member, everyone);
    await open(member, vendors);
    await open(member, expiring);
    await open(member, vendors);
    expect(await expectCountsAgree(member, audiences, 'read three')).toEqual({ visible: 3, unread: 0 });

    await save(vendors, { audience: 'buyers' });
    await save(buyers, { audience: 'vendors' });
    expect(await expectCountsAgree(member, audiences, 'audiences swapped')).toEqual({
      visible: 3,
      unread: 1,
    });

    await save(everyone, { status: 'draft' });
    await save(draft, { status: 'published' });
    expect(await expectCountsAgree(member, audiences, 'one unpublished, one published')).toEqual({
      visible: 3,
      unread: 2,
    });

    await later(member, 1.5 * hour);
    expect(await expectCountsAgree(member, audiences, 'the scheduled one starts')).toEqual({
      visible: 4,
      unread: 3,
    });
    await later(member, hour);
    expect(await expectCountsAgree(member, audiences, 'the expiring one ends')).toEqual({
      visible: 3,
      unread: 3,
    });

    await save(everyone, { status: 'published' });
    expect(await expectCountsAgree(member, audiences, 'republished, still read')).toEqual({
      visible: 4,
      unread: 3,
    });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${manageUrl}?key=${everyone.id}`,
      headers: bearer(staff),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await expectCountsAgree(member, audiences, 'a read item deleted')).toEqual({
      visible: 3,
      unread: 3,
    });
    expect(scheduled.id).toBeTruthy();
  });

  it('follow mark-all-read, later items, items moved to before the watermark, and a suspended vendor', async () => {
    const member = await vendorMember();
    const audiences: NewsAudience[] = ['everyone', 'vendors'];
    const older = await publish(app, staff, { audience: 'vendors' });
    await open(member, older);
    await later(member, 60);
    const read = await app.inject({
      method: 'POST',
      url: '/api/v1/News/Read',
      headers: bearer(member.token),
    });
    expect(read.json()).toEqual({ unreadCount: 0 });
    await expectCountsAgree(member, audiences, 'all read');

    await later(member, 60);
    const newer = await publish(app, staff, { audience: 'vendors', category: 'event' });
    const another = await publish(app, staff, { audience: 'everyone' });
    await open(member, newer);
    expect((await expectCountsAgree(member, audiences, 'two later, one opened')).unread).toBe(1);

    // Staff move the opened item to before the member's "mark all read": it is read either way, once.
    await save(newer, { publishFrom: new Date(clock.now().getTime() - 24 * hour * 1000).toISOString() });
    expect((await expectCountsAgree(member, audiences, 'moved under the watermark')).unread).toBe(1);
    await open(member, another);
    expect((await expectCountsAgree(member, audiences, 'everything opened')).unread).toBe(0);

    await database.db.execute(sql`update vendors set status = 'suspended' where id = ${member.vendorId}`);
    await expectCountsAgree(member, ['everyone'], 'the vendor suspended');
  });

  it('keep exactly the counts a recount gives', async () => {
    const kept = await database.db.execute(sql`
      (select audience, category, published::int as n from news_published_counts where published <> 0
       except select audience, category, count(*)::int from news where status = 'published' group by 1, 2)
      union all
      (select audience, category, count(*)::int from news where status = 'published' group by 1, 2
       except select audience, category, published::int from news_published_counts)
      union all
      (select user_id::text, audience, marks::int from news_read_counts where marks <> 0
       except select r.user_id::text, n.audience, count(*)::int from news_reads r join news n on n.id = r.news_id group by 1, 2)
      union all
      (select r.user_id::text, n.audience, count(*)::int from news_reads r join news n on n.id = r.news_id group by 1, 2
       except select user_id::text, audience, marks::int from news_read_counts)`);
    expect(kept.rows).toEqual([]);
    const [rows] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from news`)).rows;
    expect(rows?.n).toBeGreaterThan(5);
  });
});
