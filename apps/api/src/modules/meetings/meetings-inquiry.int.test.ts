import type { InquiryThread } from '@portal/contracts/inquiry';
import type { Meeting } from '@portal/contracts/meeting';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryThreads } from '../../db/inquiry-schema';
import { meetings } from '../../db/meeting-schema';
import { vendorMembers } from '../../db/vendor-schema';
import { writeInquiry } from '../inquiries/inquiries.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import { accept, type MeetingCallers, meetingCallers, proposal, propose, slot } from './meetings.fixtures';

let world: MembersWorld;
let who: MeetingCallers;
let thread: InquiryThread;
let answerer: Person;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await meetingCallers(world);
  // A member of vendor A whom the owner allowed to answer inquiries.
  answerer = await person(world, { name: '甲公司業務' });
  await world.db
    .insert(vendorMembers)
    .values({ vendorId: who.a.vendor.id, userId: answerer.id, role: 'member' });
  const allow = await call(world, who.a.owner, {
    method: 'POST',
    url: `/Message/Answerers/${answerer.id}`,
    payload: { allowed: true },
  });
  expect(allow.statusCode, allow.body).toBe(200);
  thread = await writeInquiry(world, who.buyer, { vendorId: who.a.vendor.id, subject: '螺絲報價' });
});
afterAll(() => world.close());

const meetingCount = async () => (await world.db.select({ n: count() }).from(meetings))[0]?.n ?? 0;

function putMeeting(caller: Person, body: object, language: 'zh-Hant' | 'en' = 'en') {
  return world.app.inject({
    method: 'PUT',
    url: '/api/v1/Meeting',
    headers: { ...caller.headers, 'accept-language': language },
    payload: body,
  });
}

describe('PUT /Meeting from an inquiry thread', () => {
  it('lets the thread’s buyer, its vendor’s manager and staff with meetings:arrange propose, tied to the thread', async () => {
    const fromBuyer = await propose(
      world,
      who.buyer,
      proposal(who.a.vendor.id, [slot(world, 2, 10)], { inquiryId: thread.id }),
    );
    expect(fromBuyer).toMatchObject({ inquiryId: thread.id, vendorId: who.a.vendor.id, mySide: 'person' });
    const fromVendor = await propose(
      world,
      who.a.manager,
      proposal(who.a.vendor.id, [slot(world, 2, 13)], {
        vendorId: undefined,
        personUserId: who.buyer.id,
        inquiryId: thread.id,
      }),
    );
    expect(fromVendor).toMatchObject({
      inquiryId: thread.id,
      person: { id: who.buyer.id },
      mySide: 'vendor',
    });
    const fromStaff = await propose(
      world,
      who.staff,
      proposal(who.a.vendor.id, [slot(world, 2, 15)], { personUserId: who.buyer.id, inquiryId: thread.id }),
    );
    expect(fromStaff).toMatchObject({ inquiryId: thread.id, person: { id: who.buyer.id } });
  });

  it('answers 404 to an outsider, another vendor’s people, a member who may not answer and staff without the permission, and creates nothing', async () => {
    const before = await meetingCount();
    const cases: [Person, object][] = [
      [who.thirdBuyer, { vendorId: who.a.vendor.id }],
      [who.b.owner, { vendorId: undefined, personUserId: who.buyer.id }],
      [who.b.member, { vendorId: undefined, personUserId: who.buyer.id }],
      [who.a.member, { vendorId: undefined, personUserId: who.buyer.id }],
      [who.otherStaff, { vendorId: who.a.vendor.id, personUserId: who.buyer.id }],
    ];
    for (const [caller, extra] of cases) {
      const body = proposal(who.a.vendor.id, [slot(world, 3, 10)], { inquiryId: thread.id, ...extra });
      const response = await putMeeting(caller, body);
      expect(response.statusCode, `${caller.name}: ${response.body}`).toBe(404);
      expect(response.json().errors[0].code).toBe('NOT_FOUND');
    }
    // A thread that does not exist reads the same as one the caller is outside of.
    const missing = await putMeeting(
      who.buyer,
      proposal(who.a.vendor.id, [slot(world, 3, 10)], { inquiryId: crypto.randomUUID() }),
    );
    expect(missing.statusCode).toBe(404);
    expect(await meetingCount()).toBe(before);
  });

  it('refuses a vendor or a person other than the thread’s, with a translated code, and creates nothing', async () => {
    const before = await meetingCount();
    const otherVendor = await putMeeting(
      who.buyer,
      proposal(who.b.vendor.id, [slot(world, 3, 10)], { inquiryId: thread.id }),
    );
    expect(otherVendor.statusCode).toBe(409);
    expect(otherVendor.json().errors[0]).toMatchObject({
      code: 'MEETING_INQUIRY_VENDOR_MISMATCH',
      field: 'vendorId',
      message: expect.stringMatching(/another vendor/),
    });
    const inChinese = await putMeeting(
      who.staff,
      proposal(who.b.vendor.id, [slot(world, 3, 10)], { personUserId: who.buyer.id, inquiryId: thread.id }),
      'zh-Hant',
    );
    expect(inChinese.json().errors[0]).toMatchObject({
      code: 'MEETING_INQUIRY_VENDOR_MISMATCH',
      message: expect.stringMatching(/另一家供應商/),
    });
    const otherPerson = await putMeeting(
      who.a.owner,
      proposal(who.a.vendor.id, [slot(world, 3, 10)], {
        vendorId: undefined,
        personUserId: who.thirdBuyer.id,
        inquiryId: thread.id,
      }),
    );
    expect(otherPerson.statusCode).toBe(409);
    expect(otherPerson.json().errors[0]).toMatchObject({
      code: 'MEETING_INQUIRY_PERSON_MISMATCH',
      field: 'personUserId',
    });
    expect(await meetingCount()).toBe(before);
  });

  it('keeps a vendor’s plain member from proposing even when allowed to answer (403)', async () => {
    const response = await putMeeting(
      answerer,
      proposal(who.a.vendor.id, [slot(world, 3, 10)], {
        vendorId: undefined,
        personUserId: who.buyer.id,
        inquiryId: thread.id,
      }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('links the meeting to the thread with a foreign key (the link is cleared when the thread goes)', async () => {
    const other = await writeInquiry(world, who.thirdBuyer, { vendorId: who.b.vendor.id });
    const meeting = await propose(
      world,
      who.thirdBuyer,
      proposal(who.b.vendor.id, [slot(world, 4, 10)], { inquiryId: other.id }),
    );
    await expect(
      world.db
        .update(meetings)
        .set({ inquiryThreadId: crypto.randomUUID() })
        .where(eq(meetings.id, meeting.id)),
    ).rejects.toThrow();
    await world.db.delete(inquiryThreads).where(eq(inquiryThreads.id, other.id));
    const [row] = await world.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row?.inquiryThreadId).toBeNull();
  });
});

describe('the association’s staff arrange meetings (built-in role)', () => {
  it('lets a staff user propose a meeting between a buyer and a vendor, which the vendor then accepts', async () => {
    const meeting: Meeting = await propose(
      world,
      who.staff,
      proposal(who.b.vendor.id, [slot(world, 6, 10)], { personUserId: who.thirdBuyer.id }),
    );
    expect(meeting).toMatchObject({
      vendorId: who.b.vendor.id,
      person: { id: who.thirdBuyer.id },
      proposedBy: { id: who.staff.id },
      awaitingSide: 'vendor',
      canAct: false,
    });
    const forBuyer = await call(world, who.thirdBuyer, { method: 'GET', url: `/Meeting/${meeting.id}` });
    expect(forBuyer.json().payload).toMatchObject({ mySide: 'person', canAct: true });
    const accepted = await accept(world, who.b.owner, meeting);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().payload.status).toBe('confirmed');
  });

  it('refuses a staff proposal for someone who is not a buyer (a vendor’s person)', async () => {
    const response = await putMeeting(
      who.staff,
      proposal(who.b.vendor.id, [slot(world, 6, 14)], { personUserId: who.a.owner.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'MEETING_COUNTERPART_NOT_FOUND',
      field: 'personUserId',
    });
  });
});
