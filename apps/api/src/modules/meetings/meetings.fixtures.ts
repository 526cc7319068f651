import type { Meeting } from '@portal/contracts/meeting';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { and, eq } from 'drizzle-orm';
import { outboxMessages, roles } from '../../db/schema';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';

/**
 * Everyone the meeting tests need: two vendors, two buyers, the association's staff (the built-in role,
 * which holds meetings:arrange), a matchmaker (a role holding meetings:arrange alone) and staff of
 * another kind (vendors:read, without meetings:arrange).
 */
export async function meetingCallers(world: MembersWorld) {
  const a = await vendorWithPeople(world, '甲公司');
  const b = await vendorWithPeople(world, '乙公司');
  const buyer = await person(world, { name: '採購王小明' });
  const thirdBuyer = await person(world, { name: '路人甲' });
  const staff = await person(world, { role: systemRoleCodes.staff, name: '協會承辦' });
  await world.db
    .insert(roles)
    .values({
      code: 'meeting-arranger',
      nameZh: '媒合專員',
      nameEn: 'Matchmaker',
      permissions: ['meetings:arrange'],
    })
    .onConflictDoNothing();
  await world.db
    .insert(roles)
    .values({
      code: 'vendor-reader',
      nameZh: '供應商檢視',
      nameEn: 'Vendor reader',
      permissions: ['vendors:read'],
    })
    .onConflictDoNothing();
  const arranger = await person(world, { role: 'meeting-arranger', name: '媒合專員' });
  const otherStaff = await person(world, { role: 'vendor-reader', name: '其他承辦' });
  return { a, b, buyer, thirdBuyer, staff, arranger, otherStaff };
}
export type MeetingCallers = Awaited<ReturnType<typeof meetingCallers>>;

/** A Taipei wall time `days` from the clock's day, as an instant (Taiwan has no daylight saving). */
export function taipeiTime(world: MembersWorld, days: number, hour: number, minute = 0): Date {
  const now = world.clock.now();
  const taipei = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(
    Date.UTC(taipei.getUTCFullYear(), taipei.getUTCMonth(), taipei.getUTCDate() + days, hour - 8, minute),
  );
}

export function slot(world: MembersWorld, days: number, hour: number, minutes = 60) {
  const start = taipeiTime(world, days, hour);
  return { start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() };
}

export function proposal(vendorId: string, slots: { start: string; end: string }[], extra: object = {}) {
  return {
    subject: '新產品合作洽談',
    agenda: '一、產品規格\n二、報價',
    location: '台北市信義區松仁路 100 號',
    videoUrl: 'https://meet.example.com/abc-defg',
    vendorId,
    slots,
    ...extra,
  };
}

export async function propose(world: MembersWorld, who: Person, body: object): Promise<Meeting> {
  const response = await call(world, who, { method: 'PUT', url: '/Meeting', payload: body });
  if (response.statusCode !== 200) throw new Error(`propose: ${response.statusCode} ${response.body}`);
  return (response.json() as { payload: Meeting }).payload;
}

export async function accept(world: MembersWorld, who: Person, meeting: Meeting, index = 0) {
  return call(world, who, {
    method: 'POST',
    url: `/Meeting/${meeting.id}/Accept`,
    payload: { slotId: meeting.slots[index]?.id },
  });
}

/** The mails of one template to one address, oldest first. */
export async function mailsTo(world: MembersWorld, recipient: string, template: string) {
  return world.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)))
    .orderBy(outboxMessages.createdAt);
}
