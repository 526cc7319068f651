import { randomUUID } from 'node:crypto';
import type { NewsDetail, NewsList } from '@portal/contracts/news';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { type NewsCallers, publish, signInNewsCallers } from './news.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let callers: NewsCallers;
const clock = manualClock(new Date('2026-11-22T02:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' }, clock });
  callers = await signInNewsCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A word only this test's items carry, so tests sharing the database do not see each other's. */
const tag = () => `t${randomUUID().slice(0, 8)}`;

async function board(token: string, condition: Record<string, unknown> = {}, extra = '') {
  const response = await app.inject({
    url: `/api/v1/News?condition=${encodeURIComponent(JSON.stringify(condition))}${extra}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NewsList;
}

const titlesOf = (list: NewsList) => list.data.map((item) => item.title);

async function readOne(token: string, id: string, language = 'zh-Hant') {
  return app.inject({
    url: `/api/v1/News/${id}`,
    headers: { ...bearer(token), 'accept-language': language },
  });
}

async function unread(token: string) {
  const response = await app.inject({ url: '/api/v1/News/Unread', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { unreadCount: number }).unreadCount;
}

/** A member of a fresh active vendor, signed in now (the clock moves past older sessions' idle time). */
async function freshVendorMember() {
  const user = await createUserWithRole(database.db, systemRoleCodes.member);
  await createVendor(database.db, [{ userId: user.id, role: 'member' }], '新供應商');
  return signIn(app, user.account);
}

describe('who sees which audience', () => {
  it('shows each audience only to its people, on the list and by id; others get 404', async () => {
    const word = tag();
    const items = {
      everyone: await publish(app, callers.staff, { titleZh: `${word} 全體`, audience: 'everyone' }),
      vendors: await publish(app, callers.staff, { titleZh: `${word} 供應商`, audience: 'vendors' }),
      buyers: await publish(app, callers.staff, { titleZh: `${word} 買家`, audience: 'buyers' }),
      staff: await publish(app, callers.staff, { titleZh: `${word} 承辦`, audience: 'staff' }),
    };
    const sees = {
      vendorMember: ['everyone', 'vendors'],
      suspendedVendorMember: ['everyone'],
      buyer: ['everyone', 'buyers'],
      staff: ['everyone', 'staff'],
      staffWithout: ['everyone', 'staff'],
    } as const;
    for (const [who, audiences] of Object.entries(sees) as [keyof typeof sees, readonly string[]][]) {
      const token = callers[who];
      const list = await board(token, { keyword: word });
      expect(list.data.map((item) => item.id).sort(), who).toEqual(
        audiences.map((audience) => items[audience as keyof typeof items].id).sort(),
      );
      for (const [audience, item] of Object.entries(items)) {
        const response = await readOne(token, item.id);
        expect(response.statusCode, `${who} reads ${audience}`).toBe(
          audiences.includes(audience) ? 200 : 404,
        );
      }
    }
  });

  it('answers a buyer asking for a vendors-only item by id with 404, as for no such item', async () => {
    const item = await publish(app, callers.staff, { audience: 'vendors', titleZh: `${tag()} 僅供應商` });
    const forBuyer = await readOne(callers.buyer, item.id);
    const missing = await readOne(callers.buyer, randomUUID());
    expect(forBuyer.statusCode).toBe(404);
    expect(forBuyer.json().errors).toEqual(missing.json().errors);
  });

  it('refuses strangers with 401', async () => {
    const item = await publish(app, callers.staff, { titleZh: `${tag()} 公開` });
    for (const url of ['/api/v1/News', `/api/v1/News/${item.id}`, '/api/v1/News/Unread']) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
    }
    expect((await app.inject({ method: 'POST', url: '/api/v1/News/Read' })).statusCode).toBe(401);
  });
});

describe('publishing window and drafts', () => {
  it('keeps a future item invisible until its time, then hides it after its end', async () => {
    const word = tag();
    const start = clock.now();
    const item = await publish(app, callers.staff, {
      titleZh: `${word} 排程`,
      publishFrom: new Date(start.getTime() + 3600_000).toISOString(),
      publishUntil: new Date(start.getTime() + 7200_000).toISOString(),
    });
    expect(titlesOf(await board(callers.buyer, { keyword: word }))).toEqual([]);
    expect((await readOne(callers.buyer, item.id)).statusCode).toBe(404);

    clock.advance(3600);
    expect(titlesOf(await board(callers.buyer, { keyword: word }))).toEqual([`${word} 排程`]);
    expect((await readOne(callers.buyer, item.id)).statusCode).toBe(200);

    clock.advance(3600);
    expect(titlesOf(await board(callers.buyer, { keyword: word }))).toEqual([]);
    expect((await readOne(callers.buyer, item.id)).statusCode).toBe(404);
  });

  it('never shows a draft to readers, staff included', async () => {
    const word = tag();
    const draft = await publish(app, callers.staff, { titleZh: `${word} 草稿`, status: 'draft' });
    expect(draft.publishedTime).toBeNull();
    for (const token of [callers.buyer, callers.staff]) {
      expect((await board(token, { keyword: word })).totalCount).toBe(0);
      expect((await readOne(token, draft.id)).statusCode).toBe(404);
    }
  });
});

describe('the board', () => {
  it('lists pinned first, then newest, and pages', async () => {
    const word = tag();
    for (const name of ['一', '二', '三']) {
      await publish(app, callers.staff, { titleZh: `${word} ${name}` });
      clock.advance(60);
    }
    await publish(app, callers.staff, {
      titleZh: `${word} 置頂舊`,
      pinned: true,
      publishFrom: '2026-01-01T00:00:00Z',
    });
    const all = await board(callers.buyer, { keyword: word });
    expect(titlesOf(all)).toEqual([`${word} 置頂舊`, `${word} 三`, `${word} 二`, `${word} 一`]);
    const second = await board(callers.buyer, { keyword: word }, '&page=2&pageSize=3');
    expect(second.totalCount).toBe(4);
    expect(titlesOf(second)).toEqual([`${word} 一`]);
  });

  it('searches titles and body text after NFKC, and filters by category', async () => {
    const word = tag();
    await publish(app, callers.staff, {
      titleZh: `${word} 法規更新`,
      category: 'regulation',
      bodyZh: '<p>適用於<strong>ＡＢＣ１２３</strong>型號</p>',
    });
    await publish(app, callers.staff, { titleZh: `${word} 活動報名`, category: 'event' });
    expect(titlesOf(await board(callers.buyer, { keyword: `${word} 法規` }))).toEqual([`${word} 法規更新`]);
    expect(titlesOf(await board(callers.buyer, { keyword: 'abc123' })).includes(`${word} 法規更新`)).toBe(
      true,
    );
    expect(titlesOf(await board(callers.buyer, { keyword: word, category: 'event' }))).toEqual([
      `${word} 活動報名`,
    ]);
  });

  it('answers in the reader’s language, English falling back to Chinese', async () => {
    const word = tag();
    const both = await publish(app, callers.staff, { titleZh: `${word} 中文`, titleEn: `${word} English` });
    const zhOnly = await publish(app, callers.staff, {
      titleZh: `${word} 只有中文`,
      titleEn: '',
      bodyZh: '<p>中文內容</p>',
      bodyEn: '<p> </p>',
    });
    const english = (await (await readOne(callers.buyer, both.id, 'en')).json()) as NewsDetail;
    expect(english).toMatchObject({ title: `${word} English`, body: '<p>Please attend.</p>' });
    const fallback = (await (await readOne(callers.buyer, zhOnly.id, 'en')).json()) as NewsDetail;
    expect(fallback).toMatchObject({ title: `${word} 只有中文`, body: '<p>中文內容</p>' });
  });

  it('refuses unknown filters and sort fields with 400', async () => {
    for (const query of [
      'condition={"audience":"staff"}',
      'sortings=[{"field":"titleZh"}]',
      'pageSize=1000',
    ]) {
      const response = await app.inject({ url: `/api/v1/News?${query}`, headers: bearer(callers.buyer) });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('read state', () => {
  it('marks an item read when opened: the unread count drops and the list shows it read', async () => {
    const reader = await freshVendorMember();
    const word = tag();
    const before = await unread(reader);
    const item = await publish(app, callers.staff, { titleZh: `${word} 新公告`, audience: 'vendors' });
    expect(await unread(reader)).toBe(before + 1);
    const listed = await board(reader, { keyword: word });
    expect(listed.data[0]?.isRead).toBe(false);
    expect(listed.unreadCount).toBe(before + 1);
    expect((await board(reader, { keyword: word, unread: true })).totalCount).toBe(1);

    expect((await readOne(reader, item.id)).statusCode).toBe(200);
    expect(await unread(reader)).toBe(before);
    expect((await board(reader, { keyword: word })).data[0]?.isRead).toBe(true);
    expect((await board(reader, { keyword: word, unread: true })).totalCount).toBe(0);
    // Another reader's marks are their own.
    expect((await board(await freshVendorMember(), { keyword: word })).data[0]?.isRead).toBe(false);
  });

  it('marks everything read at once, and counts what comes later as unread', async () => {
    const reader = await freshVendorMember();
    await publish(app, callers.staff, { titleZh: `${tag()} 甲` });
    await publish(app, callers.staff, { titleZh: `${tag()} 乙`, audience: 'vendors' });
    expect(await unread(reader)).toBeGreaterThanOrEqual(2);
    const marked = await app.inject({ method: 'POST', url: '/api/v1/News/Read', headers: bearer(reader) });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unreadCount: 0 });
    expect(await unread(reader)).toBe(0);

    clock.advance(60);
    const later = await publish(app, callers.staff, { titleZh: `${tag()} 之後` });
    expect(await unread(reader)).toBe(1);
    await readOne(reader, later.id);
    expect(await unread(reader)).toBe(0);
  });
});
