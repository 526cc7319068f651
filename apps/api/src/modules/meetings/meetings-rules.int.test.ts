import type { Meeting, MeetingList } from '@portal/contracts/meeting';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import {
  accept,
  type MeetingCallers,
  mailsTo,
  meetingCallers,
  proposal,
  propose,
  slot,
  taipeiTime,
} from './meetings.fixtures';

let world: MembersWorld;
let who: MeetingCallers;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await meetingCallers(world);
});
afterAll(() => world.close());

const send = (person: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  call(world, person, { method, url, ...(payload === undefined ? {} : { payload }) });
const payloadOf = (response: { json(): unknown }) => (response.json() as { payload: Meeting }).payload;

/**
 * The event of a calendar file, parsed back by an independent reader (ical.js). Its times resolve through
 * the file's own VTIMEZONE (without it they would be floating and read in the machine's zone).
 */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  const standard = zone?.getFirstSubcomponent('standard');
  const taipei = (date: Date) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Taipei',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue('status'),
    summary: event.summary,
    startInstant: event.startDate.toJSDate(),
    startZone: event.startDate.zone?.tzid,
    endZone: event.endDate.zone?.tzid,
    timeZone: {
      tzid: zone?.getFirstPropertyValue('tzid'),
      offsetFrom: standard?.getFirstPropertyValue('tzoffsetfrom')?.toString(),
      offsetTo: standard?.getFirstPropertyValue('tzoffsetto')?.toString(),
      name: standard?.getFirstPropertyValue('tzname'),
      hasDaylight: zone?.getFirstSubcomponent('daylight') != null,
    },
    startTaipei: taipei(event.startDate.toJSDate()),
    endTaipei: taipei(event.endDate.toJSDate()),
  };
}

describe('the overlap rule', () => {
  it('refuses to accept a slot overlapping another confirmed meeting of a participant, naming them', async () => {
    const first = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 2, 10)]));
    expect((await accept(world, who.a.owner, first)).statusCode).toBe(200);
    // The same buyer, another vendor, half an hour later: the buyer is busy.
    const second = await propose(
      world,
      who.buyer,
      proposal(who.b.vendor.id, [slot(world, 2, 10, 30), slot(world, 2, 11)]),
    );
    const refused = await accept(world, who.b.owner, second, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'MEETING_OVERLAP', field: 'slotId' });
    expect(refused.json().errors[0].message).toContain('採購王小明');
    expect(payloadOf(await send(who.b.owner, 'GET', `/Meeting/${second.id}`)).status).toBe('proposed');
    // Back to back is fine: [10:00, 11:00) and [11:00, 12:00) do not overlap.
    expect((await accept(world, who.b.owner, second, 1)).statusCode).toBe(200);
  });

  it('lets exactly one of two accepts at once win when they overlap for one person', async () => {
    const one = await propose(world, who.thirdBuyer, proposal(who.a.vendor.id, [slot(world, 9, 14)]));
    const other = await propose(world, who.thirdBuyer, proposal(who.b.vendor.id, [slot(world, 9, 14, 30)]));
    const answers = await Promise.all([accept(world, who.a.manager, one), accept(world, who.b.owner, other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().errors[0].code).toBe('MEETING_OVERLAP');
    const statuses = [
      payloadOf(await send(who.a.manager, 'GET', `/Meeting/${one.id}`)).status,
      payloadOf(await send(who.b.owner, 'GET', `/Meeting/${other.id}`)).status,
    ].sort();
    expect(statuses).toEqual(['confirmed', 'proposed']);
  });

  it('answers a second accept of the same proposal with 409, both at once', async () => {
    const meeting = await propose(
      world,
      who.arranger,
      proposal(who.a.vendor.id, [slot(world, 10, 9), slot(world, 10, 15)]),
    );
    const answers = await Promise.all([
      accept(world, who.a.owner, meeting, 0),
      accept(world, who.a.manager, meeting, 1),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the calendar file', () => {
  it('gives the right Taipei time when parsed back, keeps its UID across a reschedule and raises SEQUENCE', async () => {
    const meeting = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 12, 14)]));
    const accepted = await accept(world, who.a.owner, meeting);
    expect(payloadOf(accepted)).toMatchObject({ status: 'confirmed', sequence: 0 });
    const firstText = (await send(who.buyer, 'GET', `/Meeting/${meeting.id}/ics`)).body;
    const first = parseIcs(firstText);
    const day = taipeiTime(world, 12, 14);
    const dayText = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(day);
    expect(first).toMatchObject({
      method: 'REQUEST',
      uid: `${meeting.id}@portal.test`,
      sequence: 0,
      summary: '新產品合作洽談',
      startTaipei: `${dayText} 14:00`,
      endTaipei: `${dayText} 15:00`,
    });
    expect(first.startInstant.toISOString()).toBe(day.toISOString());
    // Taipei wall time with its zone named, and the zone defined in the file (UTC+8, no daylight saving).
    expect(first).toMatchObject({
      startZone: 'Asia/Taipei',
      endZone: 'Asia/Taipei',
      timeZone: {
        tzid: 'Asia/Taipei',
        offsetFrom: '+08:00',
        offsetTo: '+08:00',
        name: 'CST',
        hasDaylight: false,
      },
    });
    const compactDay = dayText.replaceAll('-', '');
    expect(firstText).toContain(`\r\nDTSTART;TZID=Asia/Taipei:${compactDay}T140000\r\n`);
    expect(firstText).toContain(`\r\nDTEND;TZID=Asia/Taipei:${compactDay}T150000\r\n`);
    expect(firstText).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);

    const moved = await send(who.buyer, 'POST', `/Meeting/${meeting.id}/Reschedule`, {
      slot: slot(world, 12, 16, 90),
      reason: '班機延誤',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(payloadOf(moved)).toMatchObject({ sequence: 1, rescheduleReason: '班機延誤' });
    const second = parseIcs((await send(who.a.owner, 'GET', `/Meeting/${meeting.id}/ics`)).body);
    expect(second).toMatchObject({
      uid: first.uid,
      sequence: 1,
      startZone: 'Asia/Taipei',
      startTaipei: `${dayText} 16:00`,
      endTaipei: `${dayText} 17:30`,
    });

    const cancelled = await send(who.a.owner, 'DELETE', `/Meeting/${meeting.id}`, { reason: '產品停產' });
    expect(payloadOf(cancelled)).toMatchObject({
      status: 'cancelled',
      sequence: 2,
      cancelReason: '產品停產',
    });
    const third = parseIcs((await send(who.buyer, 'GET', `/Meeting/${meeting.id}/ics`)).body);
    expect(third).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' });
  });

  it('is attached to the mails of a confirmed, rescheduled and cancelled meeting', async () => {
    const meeting = await propose(world, who.buyer, proposal(who.b.vendor.id, [slot(world, 13, 9)]));
    const proposedMails = await mailsTo(world, who.b.owner.email, 'meeting-proposed');
    expect(proposedMails.at(-1)?.bodyText).toContain(`/meeting/${meeting.id}`);
    expect(proposedMails.at(-1)?.attachments).toEqual([]);
    await accept(world, who.b.owner, meeting);
    await send(who.b.owner, 'POST', `/Meeting/${meeting.id}/Reschedule`, {
      slot: slot(world, 13, 11),
      reason: '會議室調整',
    });
    await send(who.buyer, 'DELETE', `/Meeting/${meeting.id}`, { reason: '行程變更' });
    const expectations = [
      [who.buyer.email, 'meeting-accepted', 'REQUEST', 0],
      [who.buyer.email, 'meeting-rescheduled', 'REQUEST', 1],
      [who.b.owner.email, 'meeting-cancelled', 'CANCEL', 2],
    ] as const;
    for (const [to, template, method, sequence] of expectations) {
      const [file] = (await mailsTo(world, to, template)).at(-1)?.attachments ?? [];
      expect(file, template).toMatchObject({ filename: 'meeting.ics', method });
      expect(parseIcs(file?.content ?? '')).toMatchObject({
        method,
        sequence,
        uid: `${meeting.id}@portal.test`,
      });
    }
    // Both languages: the owner's mail is rendered in their language with the reason.
    expect((await mailsTo(world, who.b.owner.email, 'meeting-cancelled')).at(-1)?.bodyText).toContain(
      '行程變更',
    );
  });
});

describe('answers', () => {
  it('declines with a reason, mailed to the proposer; a declined meeting changes no more', async () => {
    const meeting = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 14, 9)]));
    const declined = await send(who.a.manager, 'POST', `/Meeting/${meeting.id}/Decline`, {
      reason: '該週參展',
    });
    expect(payloadOf(declined)).toMatchObject({
      status: 'declined',
      declineReason: '該週參展',
      awaitingSide: null,
    });
    expect((await mailsTo(world, who.buyer.email, 'meeting-declined')).at(-1)?.bodyText).toContain(
      '該週參展',
    );
    const again = await send(who.buyer, 'DELETE', `/Meeting/${meeting.id}`, { reason: 'x' });
    expect(again.json().errors[0].code).toBe('MEETING_CLOSED');
  });

  it('counter-proposes other slots: the turn passes back, the proposer accepts one', async () => {
    const meeting = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 15, 9)]));
    const countered = await send(who.a.owner, 'POST', `/Meeting/${meeting.id}/CounterPropose`, {
      slots: [slot(world, 16, 10), slot(world, 16, 15)],
      reason: '上午不便',
    });
    expect(payloadOf(countered)).toMatchObject({ awaitingSide: 'person', counterReason: '上午不便' });
    expect(payloadOf(countered).slots).toHaveLength(2);
    expect((await mailsTo(world, who.buyer.email, 'meeting-countered')).length).toBeGreaterThan(0);
    expect((await accept(world, who.a.owner, payloadOf(countered))).statusCode).toBe(409);
    const accepted = await accept(world, who.buyer, payloadOf(countered), 1);
    expect(payloadOf(accepted)).toMatchObject({
      status: 'confirmed',
      start: taipeiTime(world, 16, 15).toISOString(),
    });
  });

  it('keeps minutes and follow-ups once the meeting started, for its participants', async () => {
    // Starts in 10 minutes, lasts an hour (the clock moves less than the sessions' idle time).
    const start = new Date(world.clock.now().getTime() + 10 * 60_000);
    const soon = { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
    const meeting = await propose(world, who.arranger, proposal(who.b.vendor.id, [soon]));
    await accept(world, who.b.owner, meeting);
    const early = await send(who.b.owner, 'POST', `/Meeting/${meeting.id}/Minutes`, { minutes: '太早' });
    expect(early.json().errors[0].code).toBe('MEETING_NOT_STARTED');
    world.clock.advance(80 * 60);
    const saved = await send(who.b.owner, 'POST', `/Meeting/${meeting.id}/Minutes`, {
      minutes: '雙方同意試單 100 件。',
      followUps: [{ text: '寄送樣品', done: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = payloadOf(await send(who.arranger, 'GET', `/Meeting/${meeting.id}`));
    expect(read).toMatchObject({
      minutes: '雙方同意試單 100 件。',
      followUps: [{ text: '寄送樣品', done: false }],
    });
    // Over now: in the past view, not in upcoming.
    const view = async (name: string) =>
      (
        (
          await send(
            who.arranger,
            'GET',
            `/Meeting?condition=${encodeURIComponent(JSON.stringify({ view: name }))}`,
          )
        ).json() as {
          payload: MeetingList;
        }
      ).payload.data.map((row) => row.id);
    expect(await view('past')).toContain(meeting.id);
    expect(await view('upcoming')).not.toContain(meeting.id);
  });

  it('lists pending-my-answer and a calendar range per side', async () => {
    const meeting = await propose(world, who.thirdBuyer, proposal(who.b.vendor.id, [slot(world, 20, 9)]));
    const pending = (view: string, person: Person) =>
      send(person, 'GET', `/Meeting?condition=${encodeURIComponent(JSON.stringify({ view }))}`).then(
        (response) => (response.json() as { payload: MeetingList }).payload.data.map((row) => row.id),
      );
    expect(await pending('pending', who.b.manager)).toContain(meeting.id);
    expect(await pending('pending', who.thirdBuyer)).not.toContain(meeting.id);
    const range = {
      from: taipeiTime(world, 20, 0).toISOString(),
      to: taipeiTime(world, 21, 0).toISOString(),
    };
    const inRange = await send(
      who.thirdBuyer,
      'GET',
      `/Meeting?condition=${encodeURIComponent(JSON.stringify(range))}`,
    );
    expect((inRange.json() as { payload: MeetingList }).payload.data.map((row) => row.id)).toEqual([
      meeting.id,
    ]);
  });
});
