import { randomUUID } from 'node:crypto';
import type { NotificationList, NotificationPreferences } from '@portal/contracts/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { notifications } from '../../db/notification-schema';
import { actionLogs, users } from '../../db/schema';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import { mailWantedBy, notifyPeople } from './notify-people';

let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

/** `count` notifications for one person, one event each (created one after another, oldest first). */
async function notifyMany(userId: string, count: number, kind = 'inquiry-new' as const) {
  const entityIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const entityId = randomUUID();
    entityIds.push(entityId);
    await notifyPeople(world.db, {
      userIds: [userId],
      kind,
      entityId,
      link: `/inquiry-mailbox/${entityId}`,
      params: { subject: `詢問 ${index}` },
    });
  }
  return entityIds;
}

async function listOf(who: Person, query = '') {
  const response = await call(world, who, { method: 'GET', url: `/Notifications${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationList;
}

async function unreadOf(who: Person) {
  const response = await call(world, who, { method: 'GET', url: '/Notifications/Unread' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { unreadCount: number }).unreadCount;
}

const markRead = (who: Person | null, payload: unknown) =>
  call(world, who, { method: 'POST', url: '/Notifications/Read', payload });

const codeOf = (response: { json(): { errors: { code: string; field?: string }[] } }) =>
  response.json().errors[0]?.code;

describe('my notifications', () => {
  it('lists mine newest first with paging and the unread filter; another person sees none of them', async () => {
    const owner = await person(world);
    const other = await person(world);
    const entityIds = await notifyMany(owner.id, 3);
    const list = await listOf(owner, '?pageSize=2');
    expect(list.totalCount).toBe(3);
    expect(list.unreadCount).toBe(3);
    expect(list.data.map((item) => item.entityId)).toEqual([entityIds[2], entityIds[1]]);
    expect(list.data[0]).toMatchObject({
      kind: 'inquiry-new',
      link: `/inquiry-mailbox/${entityIds[2]}`,
      params: { subject: '詢問 2' },
      readTime: null,
    });
    const second = await listOf(owner, '?pageSize=2&page=2');
    expect(second.data.map((item) => item.entityId)).toEqual([entityIds[0]]);
    const oldestFirst = await listOf(
      owner,
      `?sortings=${encodeURIComponent(JSON.stringify([{ field: 'createdTime', dir: 'asc' }]))}`,
    );
    expect(oldestFirst.data.map((item) => item.entityId)).toEqual(entityIds);

    const firstId = list.data[0]?.id ?? '';
    expect((await markRead(owner, { ids: [firstId] })).json()).toEqual({ marked: 1, unreadCount: 2 });
    const unreadOnly = await listOf(
      owner,
      `?condition=${encodeURIComponent(JSON.stringify({ unread: true }))}`,
    );
    expect(unreadOnly.totalCount).toBe(2);
    expect(unreadOnly.data.map((item) => item.id)).not.toContain(firstId);
    const readOnly = await listOf(
      owner,
      `?condition=${encodeURIComponent(JSON.stringify({ unread: false }))}`,
    );
    expect(readOnly.data.map((item) => item.id)).toEqual([firstId]);
    expect(readOnly.data[0]?.readTime).toBe(world.clock.now().toISOString());

    expect((await listOf(other)).totalCount).toBe(0);
    expect(await unreadOf(other)).toBe(0);
  });

  it("ignores another person's ids: marking them read changes nothing and counts nothing", async () => {
    const owner = await person(world);
    const other = await person(world);
    await notifyMany(owner.id, 2);
    const ids = (await listOf(owner)).data.map((item) => item.id);
    const response = await markRead(other, { ids });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ marked: 0, unreadCount: 0 });
    const all = await markRead(other, { all: true });
    expect(all.json()).toEqual({ marked: 0, unreadCount: 0 });
    expect(await unreadOf(owner)).toBe(2);
    const unreadRows = await world.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), isNull(notifications.readAt)));
    expect(unreadRows).toHaveLength(2);
  });

  it('marks all of mine read at once, and a read one again counts nothing', async () => {
    const owner = await person(world);
    await notifyMany(owner.id, 4);
    const someId = (await listOf(owner)).data[0]?.id ?? '';
    expect((await markRead(owner, { ids: [someId] })).json()).toEqual({ marked: 1, unreadCount: 3 });
    expect((await markRead(owner, { ids: [someId] })).json()).toEqual({ marked: 0, unreadCount: 3 });
    expect((await markRead(owner, { all: true })).json()).toEqual({ marked: 3, unreadCount: 0 });
    expect(await unreadOf(owner)).toBe(0);
    expect((await listOf(owner)).data.every((item) => item.readTime !== null)).toBe(true);
  });

  it('counts at most 1 000 unread and 10 000 in all, whatever a person holds', async () => {
    const hoarder = await person(world);
    await world.db.execute(sql`insert into ${notifications} (id, user_id, kind, entity_id, link, created_at, read_at)
      select gen_random_uuid(), ${hoarder.id}, 'inquiry-new', gen_random_uuid(), '/inquiry-mailbox',
        now() - n * interval '1 minute', case when n > 1005 then now() end
      from generate_series(1, 10010) as n`);
    expect(await unreadOf(hoarder)).toBe(1000);
    const list = await listOf(hoarder, '?pageSize=5');
    expect(list).toMatchObject({ totalCount: 10_000, unreadCount: 1000 });
    expect(list.data.map((item) => item.readTime)).toEqual([null, null, null, null, null]);
  });

  it('answers 401 to a stranger on every route', async () => {
    const routes = [
      { method: 'GET', url: '/Notifications' },
      { method: 'GET', url: '/Notifications/Unread' },
      { method: 'POST', url: '/Notifications/Read', payload: { all: true } },
      { method: 'GET', url: '/Notifications/Preferences' },
      { method: 'POST', url: '/Notifications/Preferences', payload: { preferences: [] } },
    ] as const;
    for (const route of routes) {
      const response = await call(world, null, route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const owner = await person(world);
    await notifyMany(owner.id, 1);
    const bodies: unknown[] = [
      {},
      { ids: [] },
      { ids: ['not-a-uuid'] },
      { all: false },
      { all: true, ids: [randomUUID()] },
      { ids: Array.from({ length: 101 }, () => randomUUID()) },
    ];
    for (const body of bodies) {
      const response = await markRead(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const query of [
      '?pageSize=101',
      '?page=0',
      `?condition=${encodeURIComponent('{"kind":"x"}')}`,
      `?condition=${encodeURIComponent('{"unread":"yes"}')}`,
      `?sortings=${encodeURIComponent('[{"field":"link"}]')}`,
    ]) {
      const response = await call(world, owner, { method: 'GET', url: `/Notifications${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect(await unreadOf(owner)).toBe(1);
  });
});

describe('preferences', () => {
  const preferencesOf = async (who: Person) => {
    const response = await call(world, who, { method: 'GET', url: '/Notifications/Preferences' });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as NotificationPreferences).preferences;
  };
  const save = (who: Person, preferences: unknown) =>
    call(world, who, { method: 'POST', url: '/Notifications/Preferences', payload: { preferences } });

  it('defaults to mail for every kind; the review kinds always mail', async () => {
    const someone = await person(world);
    const preferences = await preferencesOf(someone);
    expect(preferences.map((row) => row.kind)).toEqual([
      'inquiry-new',
      'inquiry-reply',
      'meeting-proposed',
      'meeting-accepted',
      'meeting-changed',
      'consultation-answered',
      'application-decided',
      'join-request',
      'announcement',
    ]);
    expect(preferences.every((row) => row.mail)).toBe(true);
    expect(preferences.filter((row) => row.mailAlways).map((row) => row.kind)).toEqual([
      'application-decided',
      'join-request',
    ]);
    // Announcements have no bell entry of their own (the bell counts unread announcements): mail only.
    expect(preferences.filter((row) => row.mailOnly).map((row) => row.kind)).toEqual(['announcement']);
  });

  it('saves announcement mail as the other kinds, each person their own, and mailWantedBy honours it', async () => {
    const quiet = await person(world);
    const other = await person(world);
    const saved = await save(quiet, [{ kind: 'announcement', mail: false }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const answered = (saved.json() as NotificationPreferences).preferences;
    expect(answered.find((row) => row.kind === 'announcement')).toEqual({
      kind: 'announcement',
      mail: false,
      mailAlways: false,
      mailOnly: true,
    });
    expect((await preferencesOf(quiet)).filter((row) => !row.mail).map((row) => row.kind)).toEqual([
      'announcement',
    ]);
    expect((await preferencesOf(other)).every((row) => row.mail)).toBe(true);
    expect(await mailWantedBy(world.db, [quiet.id, other.id], 'announcement')).toEqual([other.id]);
    expect(await mailWantedBy(world.db, [quiet.id, other.id], 'inquiry-new')).toEqual([quiet.id, other.id]);

    // Written to the action log as any other change of preferences.
    const [logged] = await world.db
      .select({ before: actionLogs.before, after: actionLogs.after })
      .from(actionLogs)
      .where(and(eq(actionLogs.entityType, 'notification-preferences'), eq(actionLogs.entityId, quiet.id)));
    expect(logged?.after).toEqual({ announcement: false });
    expect(logged?.before?.announcement).toBe(true);

    // Turned back on, with another kind in the same call.
    const back = await save(quiet, [
      { kind: 'announcement', mail: true },
      { kind: 'meeting-changed', mail: false },
    ]);
    expect(back.statusCode, back.body).toBe(200);
    expect((await preferencesOf(quiet)).filter((row) => !row.mail).map((row) => row.kind)).toEqual([
      'meeting-changed',
    ]);
    expect(await mailWantedBy(world.db, [quiet.id, other.id], 'announcement')).toEqual([quiet.id, other.id]);
  });

  it('keeps each person their own choices, and mailWantedBy honours them', async () => {
    const quiet = await person(world);
    const other = await person(world);
    const saved = await save(quiet, [
      { kind: 'inquiry-new', mail: false },
      { kind: 'meeting-changed', mail: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await preferencesOf(quiet);
    expect(mine.filter((row) => !row.mail).map((row) => row.kind)).toEqual([
      'inquiry-new',
      'meeting-changed',
    ]);
    expect((await preferencesOf(other)).every((row) => row.mail)).toBe(true);

    expect(await mailWantedBy(world.db, [quiet.id, other.id], 'inquiry-new')).toEqual([other.id]);
    expect(await mailWantedBy(world.db, [quiet.id, other.id], 'inquiry-reply')).toEqual([quiet.id, other.id]);
    expect(await mailWantedBy(world.db, [], 'inquiry-new')).toEqual([]);

    // Turned back on: mail again.
    expect((await save(quiet, [{ kind: 'inquiry-new', mail: true }])).statusCode).toBe(200);
    expect(await mailWantedBy(world.db, [quiet.id, other.id], 'inquiry-new')).toEqual([quiet.id, other.id]);
    expect(await mailWantedBy(world.db, [quiet.id], 'meeting-changed')).toEqual([]);
  });

  it('refuses turning off mail that is always sent, repeated kinds and unknown kinds, changing nothing', async () => {
    const someone = await person(world);
    const always = await save(someone, [
      { kind: 'inquiry-new', mail: false },
      { kind: 'join-request', mail: false },
    ]);
    expect(always.statusCode).toBe(400);
    expect(always.json().errors[0]).toMatchObject({
      code: 'NOTIFICATION_MAIL_ALWAYS',
      field: 'preferences.1.mail',
    });
    const repeated = await save(someone, [
      { kind: 'inquiry-new', mail: false },
      { kind: 'inquiry-new', mail: true },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(codeOf(repeated)).toBe('NOTIFICATION_KIND_REPEATED');
    const repeatedAnnouncement = await save(someone, [
      { kind: 'announcement', mail: false },
      { kind: 'announcement', mail: false },
    ]);
    expect(repeatedAnnouncement.statusCode).toBe(400);
    expect(repeatedAnnouncement.json().errors[0]).toMatchObject({
      code: 'NOTIFICATION_KIND_REPEATED',
      field: 'preferences.1.kind',
    });
    // A turned-off announcement beside an always-mailed kind: the whole call is refused.
    const mixed = await save(someone, [
      { kind: 'announcement', mail: false },
      { kind: 'application-decided', mail: false },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(codeOf(mixed)).toBe('NOTIFICATION_MAIL_ALWAYS');
    for (const preferences of [
      [],
      [{ kind: 'newsletter', mail: false }],
      [{ kind: 'announcements', mail: false }],
      [{ kind: 'inquiry-new' }],
      [{ kind: 'announcement', mail: 'no' }],
      'x',
    ]) {
      expect((await save(someone, preferences)).statusCode, JSON.stringify(preferences)).toBe(400);
    }
    expect((await preferencesOf(someone)).every((row) => row.mail)).toBe(true);
  });
});

/** Counts the statements a function runs through the database handle it is given. */
function countingStatements(db: Database) {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (['execute', 'insert', 'select', 'update', 'delete'].includes(String(property))) {
        statements += 1;
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: counted, statements: () => statements };
}

describe('notifyPeople', () => {
  it('notifies 1 000 recipients in one statement inside the caller’s transaction', async () => {
    const stamp = randomUUID().slice(0, 8);
    const recipients = await world.db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, index) => ({
          account: `many${stamp}${index}`,
          name: `收件人${index}`,
        })),
      )
      .returning({ id: users.id });
    const userIds = recipients.map((row) => row.id);
    const entityId = randomUUID();
    await world.db.transaction(async (tx) => {
      const counting = countingStatements(tx);
      await notifyPeople(counting.db, {
        userIds: [...userIds, userIds[0] ?? ''],
        kind: 'meeting-proposed',
        entityId,
        link: `/meeting/${entityId}`,
        params: { subject: '年度採購會議' },
      });
      expect(counting.statements()).toBe(1);
    });
    const rows = await world.db.select().from(notifications).where(eq(notifications.entityId, entityId));
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(userIds));
    expect(rows.every((row) => row.params.subject === '年度採購會議' && row.readAt === null)).toBe(true);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const someone = await person(world);
    await expect(
      world.db.transaction(async (tx) => {
        await notifyPeople(tx, {
          userIds: [someone.id],
          kind: 'inquiry-reply',
          entityId: randomUUID(),
          link: '/inquiry-mailbox',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await unreadOf(someone)).toBe(0);
  });

  it('refuses a link that is not a path in the app', async () => {
    for (const link of ['https://elsewhere.example', '//elsewhere.example/x', 'inquiry-mailbox']) {
      await expect(
        notifyPeople(world.db, {
          userIds: [randomUUID()],
          kind: 'inquiry-new',
          entityId: randomUUID(),
          link,
        }),
      ).rejects.toThrow('must be a path');
    }
  });
});
