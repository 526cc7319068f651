import type { Meeting } from '@portal/contracts/meeting';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import { accept, proposal, propose, slot } from './meetings.fixtures';

let world: MembersWorld;

beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(() => world.close());

const payloadOf = (response: { json(): unknown }) => (response.json() as { payload: Meeting }).payload;

/**
 * A confirmed meeting of its own people: a buyer proposes to a vendor with the vendor's plain member
 * taking part, the owner accepts. Its mail recipients are the buyer, the owner and the member
 * (participants) and the owner and the manager (the vendor's leaders).
 */
async function confirmedMeeting(days: number) {
  const vendor = await vendorWithPeople(world, `會議${days}公司`);
  const buyer = await person(world, { name: `買方${days}` });
  const proposed = await propose(
    world,
    buyer,
    proposal(vendor.vendor.id, [slot(world, days, 10)], { participantIds: [vendor.member.id] }),
  );
  const accepted = await accept(world, vendor.owner, proposed);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...vendor, buyer, meeting: payloadOf(accepted) };
}

/** Every address mailed a template about one meeting (saying `reason`, when given), sorted. */
async function mailedAbout(meetingId: string, template: string, reason = '') {
  const rows = await world.db
    .select({ recipient: outboxMessages.recipient, bodyText: outboxMessages.bodyText })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.template, template), like(outboxMessages.bodyText, `%/meeting/${meetingId}%`)),
    );
  return rows
    .filter((row) => row.bodyText.includes(reason))
    .map((row) => row.recipient)
    .sort();
}

const addresses = (...people: Person[]) => people.map((one) => one.email).sort();

/** The same request in English and in Chinese (the default). */
function inBothLanguages(who: Person, method: 'POST' | 'DELETE', url: string, payload: unknown) {
  return Promise.all(
    (['en', 'zh-Hant'] as const).map(async (language) => ({
      language,
      response: await world.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...who.headers, 'accept-language': language },
        payload: payload as object,
      }),
    })),
  );
}

const reasonMessages = {
  en: 'Must be at least 1.',
  'zh-Hant': '長度或數值至少須為 1。',
};
const requiredMessages = {
  en: 'This field is required.',
  'zh-Hant': '此欄位為必填。',
};

describe('a reschedule or cancel needs a reason', () => {
  it('refuses an empty, blank or missing reason with 400 on the reason field, in the caller’s language, changing and mailing nothing', async () => {
    const { owner, meeting } = await confirmedMeeting(3);
    const url = `/Meeting/${meeting.id}`;
    const before = payloadOf(await call(world, owner, { method: 'GET', url }));
    const mailsBefore = await world.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.bodyText, `%/meeting/${meeting.id}%`));

    const newTime = slot(world, 4, 15);
    const attempts: [
      method: 'POST' | 'DELETE',
      url: string,
      body: object,
      messages: typeof reasonMessages,
    ][] = [
      ['POST', `${url}/Reschedule`, { slot: newTime, reason: '' }, reasonMessages],
      ['POST', `${url}/Reschedule`, { slot: newTime, reason: '   ' }, reasonMessages],
      ['POST', `${url}/Reschedule`, { slot: newTime }, requiredMessages],
      ['DELETE', url, { reason: '' }, reasonMessages],
      ['DELETE', url, { reason: ' \n ' }, reasonMessages],
      ['DELETE', url, {}, requiredMessages],
    ];
    for (const [method, path, body, messages] of attempts) {
      for (const { language, response } of await inBothLanguages(owner, method, path, body)) {
        const label = `${method} ${path} ${JSON.stringify(body)} (${language})`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
        const errors = (response.json() as { errors: { field?: string; message: string }[] }).errors;
        expect(errors, label).toEqual([
          expect.objectContaining({ field: 'reason', message: messages[language] }),
        ]);
      }
    }

    const after = payloadOf(await call(world, owner, { method: 'GET', url }));
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      status: 'confirmed',
      sequence: 0,
      start: meeting.start,
      cancelReason: null,
    });
    const mailsAfter = await world.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.bodyText, `%/meeting/${meeting.id}%`));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });
});

describe('everyone in a meeting is mailed when it moves or is cancelled', () => {
  it('mails each reschedule to every participant and the vendor’s owner and manager, but not to whoever moved it', async () => {
    const { owner, manager, member, buyer, meeting } = await confirmedMeeting(5);
    const reschedule = async (who: Person, days: number, reason: string) => {
      const moved = await call(world, who, {
        method: 'POST',
        url: `/Meeting/${meeting.id}/Reschedule`,
        payload: { slot: slot(world, days, 14), reason },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      return mailedAbout(meeting.id, 'meeting-rescheduled', reason);
    };
    expect(await reschedule(buyer, 6, '班機改期')).toEqual(addresses(owner, manager, member));
    expect(await reschedule(manager, 9, '展場時間調整')).toEqual(addresses(buyer, owner, member));
  });

  it('mails a cancellation to the vendor’s owner, manager and participating member, but not the buyer who cancelled', async () => {
    const { owner, manager, member, buyer, meeting } = await confirmedMeeting(7);
    const cancelled = await call(world, buyer, {
      method: 'DELETE',
      url: `/Meeting/${meeting.id}`,
      payload: { reason: '預算凍結' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mailedAbout(meeting.id, 'meeting-cancelled')).toEqual(addresses(owner, manager, member));
  });

  it('mails the vendor’s owner’s cancellation to the buyer, the manager and the member, not the owner', async () => {
    const { owner, manager, member, buyer, meeting } = await confirmedMeeting(8);
    const cancelled = await call(world, owner, {
      method: 'DELETE',
      url: `/Meeting/${meeting.id}`,
      payload: { reason: '工廠停工' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mailedAbout(meeting.id, 'meeting-cancelled')).toEqual(addresses(buyer, manager, member));
  });
});
