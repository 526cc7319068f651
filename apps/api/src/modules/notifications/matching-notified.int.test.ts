import type { NotificationKind } from '@portal/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/notification-schema';
import { inquiryCallers, replyTo, writeInquiry } from '../inquiries/inquiries.fixtures';
import { accept, mailsTo, proposal, propose, slot } from '../meetings/meetings.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';

// The business-matching events reach the bell of the people they concern (and of nobody else), and a
// person who turned a kind's mail off gets the notification without the mail.

let world: MembersWorld;
let who: Awaited<ReturnType<typeof inquiryCallers>>;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await inquiryCallers(world);
});
afterAll(() => world.close());

const bellOf = (userId: string, kind: NotificationKind) =>
  world.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

async function turnMailOff(person: Person, kind: NotificationKind) {
  const response = await call(world, person, {
    method: 'POST',
    url: '/Notifications/Preferences',
    payload: { preferences: [{ kind, mail: false }] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('business matching in the bell', () => {
  it('rings the vendor side on a new inquiry and the buyer on a reply, linking to the thread', async () => {
    const thread = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, subject: '鋼板報價' });
    for (const answerer of [who.a.owner, who.a.manager, who.allowed]) {
      const [rung, ...more] = await bellOf(answerer.id, 'inquiry-new');
      expect(more).toHaveLength(0);
      expect(rung).toMatchObject({
        entityId: thread.id,
        link: `/inquiry-mailbox/${thread.id}`,
        params: { person: '採購王', subject: '鋼板報價' },
      });
    }
    expect(await bellOf(who.buyer.id, 'inquiry-new')).toHaveLength(0);
    expect(await bellOf(who.b.owner.id, 'inquiry-new')).toHaveLength(0);

    await replyTo(world, who.a.manager, thread.id, '可以，報價如附件。');
    const [reply] = await bellOf(who.buyer.id, 'inquiry-reply');
    expect(reply).toMatchObject({ entityId: thread.id, params: { subject: '鋼板報價' } });
    expect(await bellOf(who.a.manager.id, 'inquiry-reply')).toHaveLength(0);
  });

  it('rings the other side when a meeting is proposed and accepted; mail off leaves the bell only', async () => {
    await turnMailOff(who.a.owner, 'meeting-proposed');
    const meeting = await propose(
      world,
      who.buyer,
      proposal(who.a.vendor.id, [slot(world, 3, 10), slot(world, 3, 14)]),
    );
    const [proposed] = await bellOf(who.a.owner.id, 'meeting-proposed');
    expect(proposed).toMatchObject({ entityId: meeting.id, link: `/meeting/${meeting.id}` });
    expect(await mailsTo(world, who.a.owner.email, 'meeting-proposed')).toHaveLength(0);
    expect(await bellOf(who.a.manager.id, 'meeting-proposed')).toHaveLength(1);
    expect(await mailsTo(world, who.a.manager.email, 'meeting-proposed')).toHaveLength(1);
    expect(await bellOf(who.buyer.id, 'meeting-proposed')).toHaveLength(0);

    const accepted = await accept(world, who.a.owner, meeting);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await bellOf(who.buyer.id, 'meeting-accepted')).toHaveLength(1);
    expect(await bellOf(who.a.owner.id, 'meeting-accepted')).toHaveLength(0);
  });
});
