import { randomUUID } from 'node:crypto';
import type { NotificationList } from '@portal/contracts/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/notification-schema';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import { createNotificationRetention } from './notification-retention';
import { notifyPeople } from './notify-people';

let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

async function notificationsOf(who: Person) {
  const response = await call(world, who, { method: 'GET', url: '/Notifications' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationList).data;
}

describe('join requests', () => {
  it("puts the request in its owners' and managers' bells, and the decision in the asker's", async () => {
    const { vendor, owner, manager, member } = await vendorWithPeople(world, '通知測試股份有限公司');
    const asker = await person(world, { name: '想加入的人' });
    const asked = await call(world, asker, {
      method: 'POST',
      url: '/VendorJoinRequest',
      payload: { vendorId: vendor.id, message: '請讓我加入' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().id as string;
    for (const leader of [owner, manager]) {
      const [notification] = await notificationsOf(leader);
      expect(notification).toMatchObject({
        kind: 'join-request',
        entityId: requestId,
        link: '/review/apply',
        params: { status: 'pending', company: '通知測試股份有限公司', person: '想加入的人' },
        readTime: null,
      });
    }
    expect(await notificationsOf(member)).toEqual([]);
    expect(await notificationsOf(asker)).toEqual([]);

    const accepted = await call(world, manager, {
      method: 'POST',
      url: '/Vendor/Members',
      payload: { id: requestId, accept: true, role: 'member' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [decided] = await notificationsOf(asker);
    expect(decided).toMatchObject({
      kind: 'join-request',
      entityId: requestId,
      link: '/company',
      params: { status: 'accepted', company: '通知測試股份有限公司' },
    });
  });

  it('tells the asker of a rejection, linking to the page for people in no vendor', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '婉拒測試公司');
    const asker = await person(world);
    const asked = await call(world, asker, {
      method: 'POST',
      url: '/VendorJoinRequest',
      payload: { vendorId: vendor.id, message: '' },
    });
    const rejected = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members',
      payload: { id: asked.json().id, accept: false, rejectReason: '查無此人' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [decided] = await notificationsOf(asker);
    expect(decided).toMatchObject({
      kind: 'join-request',
      link: '/company-not-vendor',
      params: { status: 'rejected', company: '婉拒測試公司' },
    });
  });

  it('notifies nobody when the request is refused', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '重複申請公司');
    const asker = await person(world);
    const ask = () =>
      call(world, asker, { method: 'POST', url: '/VendorJoinRequest', payload: { vendorId: vendor.id } });
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(409);
    expect(await notificationsOf(owner)).toHaveLength(1);
  });
});

describe('retention', () => {
  it('sweeps notifications read longer ago than the retention period, and keeps unread ones', async () => {
    const someone = await person(world);
    const entityOf = { oldRead: randomUUID(), recentRead: randomUUID(), oldUnread: randomUUID() };
    for (const entityId of Object.values(entityOf)) {
      await notifyPeople(world.db, {
        userIds: [someone.id],
        kind: 'inquiry-new',
        entityId,
        link: '/inquiry-mailbox',
      });
    }
    const byEntity = new Map((await notificationsOf(someone)).map((item) => [item.entityId, item.id]));
    const read = (entityId: string) =>
      call(world, someone, {
        method: 'POST',
        url: '/Notifications/Read',
        payload: { ids: [byEntity.get(entityId)] },
      });
    expect((await read(entityOf.oldRead)).statusCode).toBe(200);
    expect((await read(entityOf.recentRead)).statusCode).toBe(200);
    // Read 91 days before now: past the 90 days kept. The one read just now stays.
    const longAgo = new Date(world.clock.now().getTime() - 91 * 86_400_000);
    await world.db
      .update(notifications)
      .set({ readAt: longAgo })
      .where(eq(notifications.entityId, entityOf.oldRead));

    const retention = createNotificationRetention({
      db: world.db,
      clock: world.clock,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    expect(await retention.runOnce()).toBe(1);
    const left = await world.db.select().from(notifications).where(eq(notifications.userId, someone.id));
    expect(left.map((row) => row.entityId).sort()).toEqual([entityOf.recentRead, entityOf.oldUnread].sort());
    expect(await retention.runOnce()).toBe(0);
  });
});
