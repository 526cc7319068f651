import type { NotificationKind, NotificationList } from '@portal/contracts/notifications';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCase, postIn } from '../consultations/consultations.fixtures';
import {
  accept,
  type MeetingCallers,
  meetingCallers,
  proposal,
  propose,
  slot,
} from '../meetings/meetings.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';

// A change to a meeting (declined, counter-proposed, rescheduled, cancelled) and a consultation answered by
// the association reach the other party's bell, read through its own API, and never the actor's.

let world: MembersWorld;
let who: MeetingCallers;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await meetingCallers(world);
});
afterAll(() => world.close());

/** What `person`'s bell lists of one kind about one record (a page of 100 holds a test file's share). */
async function bellOf(someone: Person, kind: NotificationKind, entityId: string) {
  const response = await call(world, someone, { method: 'GET', url: '/Notifications?pageSize=100' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as NotificationList).data.filter(
    (item) => item.kind === kind && item.entityId === entityId,
  );
}

async function act(someone: Person, method: 'POST' | 'DELETE', url: string, payload: object) {
  const response = await call(world, someone, { method, url, payload });
  expect(response.statusCode, response.body).toBe(200);
}

/** The one `meeting-changed` of that meeting in `someone`'s bell: unread, linking to the meeting. */
async function expectChangedFor(someone: Person, meetingId: string, actor: Person) {
  const [item, ...more] = await bellOf(someone, 'meeting-changed', meetingId);
  expect(more).toHaveLength(0);
  expect(item).toMatchObject({
    kind: 'meeting-changed',
    entityId: meetingId,
    link: `/meeting/${meetingId}`,
    params: { person: actor.name, subject: '新產品合作洽談' },
    readTime: null,
  });
}

describe('meeting-changed in the bell', () => {
  it('reaches the proposer when the vendor declines, not the manager who declined', async () => {
    const meeting = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 20, 9)]));
    await act(who.a.manager, 'POST', `/Meeting/${meeting.id}/Decline`, { reason: '該週參展' });
    await expectChangedFor(who.buyer, meeting.id, who.a.manager);
    expect(await bellOf(who.a.manager, 'meeting-changed', meeting.id)).toEqual([]);
    expect(await bellOf(who.b.owner, 'meeting-changed', meeting.id)).toEqual([]);
  });

  it('reaches the other side on each counter-proposal, never the side that made it', async () => {
    const meeting = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 21, 9)]));
    await act(who.a.owner, 'POST', `/Meeting/${meeting.id}/CounterPropose`, {
      slots: [slot(world, 22, 10)],
      reason: '上午不便',
    });
    await expectChangedFor(who.buyer, meeting.id, who.a.owner);
    expect(await bellOf(who.a.owner, 'meeting-changed', meeting.id)).toEqual([]);

    await act(who.buyer, 'POST', `/Meeting/${meeting.id}/CounterPropose`, {
      slots: [slot(world, 23, 14)],
      reason: '改下午',
    });
    await expectChangedFor(who.a.owner, meeting.id, who.buyer);
    // Still only the vendor's counter-proposal: the buyer's own did not come back to them.
    expect(await bellOf(who.buyer, 'meeting-changed', meeting.id)).toHaveLength(1);
  });

  it('reaches the vendor when the buyer reschedules, and the buyer when the vendor cancels', async () => {
    const meeting = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 24, 10)]));
    const accepted = await accept(world, who.a.owner, meeting);
    expect(accepted.statusCode, accepted.body).toBe(200);

    await act(who.buyer, 'POST', `/Meeting/${meeting.id}/Reschedule`, {
      slot: slot(world, 25, 16),
      reason: '班機延誤',
    });
    await expectChangedFor(who.a.owner, meeting.id, who.buyer);
    expect(await bellOf(who.buyer, 'meeting-changed', meeting.id)).toEqual([]);

    await act(who.a.owner, 'DELETE', `/Meeting/${meeting.id}`, { reason: '產品停產' });
    await expectChangedFor(who.buyer, meeting.id, who.a.owner);
    // The owner has the buyer's reschedule only, not their own cancellation.
    expect(await bellOf(who.a.owner, 'meeting-changed', meeting.id)).toHaveLength(1);
    expect(await bellOf(who.thirdBuyer, 'meeting-changed', meeting.id)).toEqual([]);
  });
});

describe('consultation-answered in the bell', () => {
  it("reaches the asker when staff answer, linking to the case; not the staff's bell, nor on the asker's own post", async () => {
    const asker = await person(world, { name: '林小華' });
    const staff = await person(world, { role: systemRoleCodes.staff, name: '協會承辦' });
    const created = await openCase(world.app, asker.token, { subject: '會費收據' });
    expect(await bellOf(asker, 'consultation-answered', created.id)).toEqual([]);

    const answered = await postIn(world.app, staff.token, created.id, '收據已寄出。');
    expect(answered.statusCode, answered.body).toBe(200);
    const [item, ...more] = await bellOf(asker, 'consultation-answered', created.id);
    expect(more).toHaveLength(0);
    expect(item).toMatchObject({
      kind: 'consultation-answered',
      entityId: created.id,
      link: `/consultation/${created.id}`,
      params: { subject: '會費收據' },
      readTime: null,
    });
    expect(await bellOf(staff, 'consultation-answered', created.id)).toEqual([]);

    // The asker writes again: that opens the case for staff, and rings no bell as "answered".
    const followUp = await postIn(world.app, asker.token, created.id, '請問電子收據也可以嗎？');
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect(await bellOf(asker, 'consultation-answered', created.id)).toHaveLength(1);
    expect(await bellOf(staff, 'consultation-answered', created.id)).toEqual([]);
  });
});
