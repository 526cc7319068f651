import type { Meeting, MeetingList } from '@portal/contracts/meeting';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { meetings } from '../../db/meeting-schema';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import { accept, type MeetingCallers, meetingCallers, proposal, propose, slot } from './meetings.fixtures';

let world: MembersWorld;
let who: MeetingCallers;
let confirmed: Meeting;
let proposed: Meeting;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await meetingCallers(world);
  confirmed = await propose(
    world,
    who.buyer,
    proposal(who.a.vendor.id, [slot(world, 3, 10), slot(world, 3, 14)]),
  );
  expect((await accept(world, who.a.owner, confirmed, 1)).statusCode).toBe(200);
  proposed = await propose(world, who.buyer, proposal(who.a.vendor.id, [slot(world, 5, 10)]));
});
afterAll(() => world.close());

const send = (
  person: Person | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) => call(world, person, { method, url, ...(payload === undefined ? {} : { payload }) });

/** Every call on one meeting, each with a body that passes validation (so the service decides). */
function routesOn(meeting: () => Meeting) {
  return [
    ['GET', () => `/Meeting/${meeting().id}`, undefined],
    ['GET', () => `/Meeting/${meeting().id}/ics`, undefined],
    ['POST', () => `/Meeting/${meeting().id}`, { subject: '改名' }],
    ['DELETE', () => `/Meeting/${meeting().id}`, { reason: '不需要了' }],
    ['POST', () => `/Meeting/${meeting().id}/Accept`, () => ({ slotId: proposed.slots[0]?.id })],
    ['POST', () => `/Meeting/${meeting().id}/Decline`, { reason: '時間不合' }],
    ['POST', () => `/Meeting/${meeting().id}/CounterPropose`, () => ({ slots: [slot(world, 6, 9)] })],
    [
      'POST',
      () => `/Meeting/${meeting().id}/Reschedule`,
      () => ({ slot: slot(world, 7, 9), reason: '改期' }),
    ],
    ['POST', () => `/Meeting/${meeting().id}/Minutes`, { minutes: '紀錄' }],
  ] as const;
}

describe('a meeting is read and changed only by its people (BOLA)', () => {
  it('answers 404 on every call to another vendor, a third buyer, staff without the permission, a vendor member outside it', async () => {
    const outsiders = [who.b.owner, who.thirdBuyer, who.staff, who.otherStaff, who.arranger, who.a.member];
    for (const meeting of [() => confirmed, () => proposed]) {
      for (const [method, url, body] of routesOn(meeting)) {
        for (const outsider of outsiders) {
          const payload = typeof body === 'function' ? body() : body;
          const response = await send(outsider, method, url(), payload);
          expect(response.statusCode, `${method} ${url()} by ${outsider.name}: ${response.body}`).toBe(404);
        }
        expect((await send(null, method, url(), typeof body === 'function' ? body() : body)).statusCode).toBe(
          401,
        );
      }
    }
    const after = (await send(who.buyer, 'GET', `/Meeting/${proposed.id}`)).json() as { payload: Meeting };
    expect(after.payload).toMatchObject({ status: 'proposed', subject: proposed.subject });
  });

  it('lets both sides read: the person, the vendor’s owner and manager', async () => {
    for (const reader of [who.buyer, who.a.owner, who.a.manager]) {
      const response = await send(reader, 'GET', `/Meeting/${confirmed.id}`);
      expect(response.statusCode, reader.name).toBe(200);
      const body = response.json() as { payload: Meeting };
      expect(Object.keys(body)).toEqual(['payload']);
      expect(body.payload).toMatchObject({ id: confirmed.id, status: 'confirmed', canAct: true });
    }
    const ics = await send(who.a.manager, 'GET', `/Meeting/${confirmed.id}/ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('METHOD:REQUEST');
  });

  it('lists nothing of theirs to outsiders, and both meetings to each side', async () => {
    for (const outsider of [who.b.owner, who.thirdBuyer, who.staff, who.otherStaff, who.a.member]) {
      const list = (await send(outsider, 'GET', '/Meeting')).json() as { payload: MeetingList };
      expect(list.payload.totalCount, outsider.name).toBe(0);
    }
    for (const reader of [who.buyer, who.a.owner]) {
      const list = (await send(reader, 'GET', '/Meeting')).json() as { payload: MeetingList };
      expect(list.payload.data.map((row) => row.id).sort()).toEqual([confirmed.id, proposed.id].sort());
    }
  });

  it('lets a vendor member who takes part read but not act (403)', async () => {
    const withMember = await propose(
      world,
      who.a.owner,
      proposal(who.a.vendor.id, [slot(world, 8, 10)], {
        vendorId: undefined,
        personUserId: who.buyer.id,
        participantIds: [who.a.member.id],
      }),
    );
    expect((await send(who.a.member, 'GET', `/Meeting/${withMember.id}`)).statusCode).toBe(200);
    const refused = await send(who.a.member, 'DELETE', `/Meeting/${withMember.id}`, { reason: '不去了' });
    expect(refused.statusCode).toBe(403);
    expect((await send(who.a.member, 'POST', `/Meeting/${withMember.id}`, { subject: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('lets either side’s actor change the details and participants, logged', async () => {
    const response = await send(who.a.owner, 'POST', `/Meeting/${confirmed.id}`, {
      subject: '新產品合作洽談（第二次）',
      location: '線上',
      participantIds: [who.a.manager.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = (response.json() as { payload: Meeting }).payload;
    expect(changed).toMatchObject({
      subject: '新產品合作洽談（第二次）',
      location: '線上',
      status: 'confirmed',
    });
    expect(changed.participants.map((person) => person.id)).toContain(who.a.manager.id);
    expect((await entriesAbout(world.db, 'meeting', confirmed.id)).map((entry) => entry.action)).toContain(
      'update',
    );
  });

  it('answers 409 to the proposer trying to accept their own proposal', async () => {
    const response = await send(who.buyer, 'POST', `/Meeting/${proposed.id}/Accept`, {
      slotId: proposed.slots[0]?.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('MEETING_NOT_YOUR_TURN');
  });
});

describe('PUT /Meeting (propose)', () => {
  it('lets a buyer, staff with meetings:arrange and a vendor’s owner propose, and logs it', async () => {
    const fromArranger = await propose(world, who.arranger, proposal(who.b.vendor.id, [slot(world, 4, 9)]));
    expect(fromArranger).toMatchObject({
      vendorId: who.b.vendor.id,
      awaitingSide: 'vendor',
      mySide: 'person',
    });
    const fromVendor = await propose(
      world,
      who.a.manager,
      proposal(who.a.vendor.id, [slot(world, 4, 11)], {
        vendorId: undefined,
        personUserId: who.thirdBuyer.id,
      }),
    );
    expect(fromVendor).toMatchObject({
      person: { id: who.thirdBuyer.id },
      awaitingSide: 'person',
      mySide: 'vendor',
    });
    expect((await entriesAbout(world.db, 'meeting', fromVendor.id)).map((entry) => entry.action)).toEqual([
      'create',
    ]);
  });

  it('refuses staff without the permission and a vendor’s plain member (403)', async () => {
    for (const refused of [who.otherStaff, who.a.member]) {
      const response = await send(refused, 'PUT', '/Meeting', proposal(who.b.vendor.id, [slot(world, 4, 9)]));
      expect(response.statusCode, refused.name).toBe(403);
    }
  });

  it('refuses a missing or unreachable counterpart with the field named', async () => {
    const noVendor = await send(
      who.buyer,
      'PUT',
      '/Meeting',
      proposal(who.a.vendor.id, [slot(world, 4, 9)], { vendorId: undefined }),
    );
    expect(noVendor.json().errors[0]).toMatchObject({
      code: 'MEETING_COUNTERPART_REQUIRED',
      field: 'vendorId',
    });
    const vendorPerson = await send(
      who.a.owner,
      'PUT',
      '/Meeting',
      proposal(who.a.vendor.id, [slot(world, 4, 9)], { vendorId: undefined, personUserId: who.b.owner.id }),
    );
    expect(vendorPerson.json().errors[0]).toMatchObject({
      code: 'MEETING_COUNTERPART_NOT_FOUND',
      field: 'personUserId',
    });
    const stranger = await send(
      who.buyer,
      'PUT',
      '/Meeting',
      proposal(who.a.vendor.id, [slot(world, 4, 9)], { participantIds: [who.b.owner.id] }),
    );
    expect(stranger.json().errors[0]).toMatchObject({ code: 'MEETING_PARTICIPANT_NOT_ALLOWED' });
  });

  it('refuses bad input in the caller’s language and creates nothing', async () => {
    const [before] = await world.db.select({ n: count() }).from(meetings);
    const start = slot(world, 4, 9);
    const cases: [object, string, string][] = [
      [{ slots: [] }, 'slots', 'FIELD_TOO_SHORT'],
      [{ slots: [1, 2, 3, 4, 5, 6].map((day) => slot(world, day, 9)) }, 'slots', 'FIELD_TOO_LONG'],
      [{ slots: [{ start: start.end, end: start.start }] }, 'slots.0.end', 'MEETING_SLOT_ORDER'],
      [{ slots: [slot(world, -1, 9)] }, 'slots.0.start', 'MEETING_SLOT_IN_PAST'],
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl', 'FIELD_INVALID_URL'],
      [{ subject: '' }, 'subject', 'FIELD_TOO_SHORT'],
      [{ slots: [{ start: 'tomorrow', end: start.end }] }, 'slots.0.start', 'FIELD_INVALID_DATE'],
    ];
    for (const [change, field, code] of cases) {
      const response = await world.app.inject({
        method: 'PUT',
        url: '/api/v1/Meeting',
        headers: { ...who.buyer.headers, 'accept-language': 'en' },
        payload: { ...proposal(who.a.vendor.id, [start]), ...change },
      });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      const error = (
        response.json() as { errors: { code: string; field?: string; message: string }[] }
      ).errors.find((item) => item.field === field);
      expect(error, response.body).toMatchObject({ code });
      expect(error?.message).toMatch(/[A-Za-z]/);
    }
    const [after] = await world.db.select({ n: count() }).from(meetings);
    expect(after?.n).toBe(before?.n);
  });
});
