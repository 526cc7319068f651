import type { MeetingSide } from '@portal/contracts/meeting';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { meetingBookings, meetingParticipants, meetingSlots, meetings } from '../../db/meeting-schema';
import { users } from '../../db/schema';
import { vendorMembers, vendors } from '../../db/vendor-schema';

export type MeetingRecord = typeof meetings.$inferSelect & {
  vendorName: string;
  personName: string;
  proposedByName: string | null;
};
export type MeetingWrite = Partial<Omit<typeof meetings.$inferInsert, 'id'>>;

export interface PersonFacts {
  id: string;
  name: string;
  email: string | null;
  language: 'zh-Hant' | 'en';
  status: 'active' | 'disabled';
  vendorId: string | null;
  vendorRole: 'owner' | 'manager' | 'member' | null;
}

const proposer = sql<string | null>`(select name from users p where p.id = ${meetings.proposedBy})`;

export function selectMeetings(db: Database) {
  return db
    .select({ meeting: meetings, vendorName: vendors.name, personName: users.name, proposedByName: proposer })
    .from(meetings)
    .innerJoin(vendors, eq(vendors.id, meetings.vendorId))
    .innerJoin(users, eq(users.id, meetings.personUserId));
}

type SelectedRow = {
  meeting: typeof meetings.$inferSelect;
  vendorName: string;
  personName: string;
  proposedByName: string | null;
};
export const toRecord = (row: SelectedRow): MeetingRecord => ({
  ...row.meeting,
  vendorName: row.vendorName,
  personName: row.personName,
  proposedByName: row.proposedByName,
});

export async function findMeeting(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MeetingRecord | undefined> {
  const query = selectMeetings(db).where(eq(meetings.id, id));
  const rows = options.forUpdate ? await query.for('update', { of: meetings }) : await query;
  return rows[0] && toRecord(rows[0]);
}

export async function insertMeeting(db: Database, values: typeof meetings.$inferInsert): Promise<string> {
  const [row] = await db.insert(meetings).values(values).returning({ id: meetings.id });
  if (!row) throw new Error('meeting insert returned nothing');
  return row.id;
}

export async function updateMeeting(db: Database, id: string, values: MeetingWrite): Promise<void> {
  await db.update(meetings).set(values).where(eq(meetings.id, id));
}

export async function replaceSlots(
  db: Database,
  meetingId: string,
  slots: { startsAt: Date; endsAt: Date }[],
): Promise<void> {
  await db.delete(meetingSlots).where(eq(meetingSlots.meetingId, meetingId));
  if (slots.length === 0) return;
  await db.insert(meetingSlots).values(slots.map((slot, position) => ({ meetingId, position, ...slot })));
}

export async function slotsOf(db: Database, meetingIds: string[]) {
  const bySlot = new Map<string, { id: string; startsAt: Date; endsAt: Date }[]>();
  if (meetingIds.length === 0) return bySlot;
  const rows = await db
    .select()
    .from(meetingSlots)
    .where(inArray(meetingSlots.meetingId, meetingIds))
    .orderBy(asc(meetingSlots.meetingId), asc(meetingSlots.position));
  for (const row of rows) {
    const list = bySlot.get(row.meetingId) ?? [];
    list.push({ id: row.id, startsAt: row.startsAt, endsAt: row.endsAt });
    bySlot.set(row.meetingId, list);
  }
  return bySlot;
}

export async function replaceParticipants(
  db: Database,
  meetingId: string,
  people: { userId: string; side: MeetingSide }[],
): Promise<void> {
  await db.delete(meetingParticipants).where(eq(meetingParticipants.meetingId, meetingId));
  if (people.length === 0) return;
  await db.insert(meetingParticipants).values(people.map((person) => ({ meetingId, ...person })));
}

export async function addParticipant(db: Database, meetingId: string, userId: string, side: MeetingSide) {
  await db.insert(meetingParticipants).values({ meetingId, userId, side }).onConflictDoNothing();
}

/** The participants with what mailing them needs. */
export async function participantsOf(db: Database, meetingId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      status: users.status,
      side: meetingParticipants.side,
    })
    .from(meetingParticipants)
    .innerJoin(users, eq(users.id, meetingParticipants.userId))
    .where(eq(meetingParticipants.meetingId, meetingId))
    .orderBy(asc(meetingParticipants.side), asc(users.name));
}

export async function isParticipant(db: Database, meetingId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, userId)));
  return row !== undefined;
}

/** People by id with their vendor membership (one query). */
export async function peopleByIds(db: Database, ids: string[]): Promise<PersonFacts[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      status: users.status,
      vendorId: vendorMembers.vendorId,
      vendorRole: vendorMembers.role,
    })
    .from(users)
    .leftJoin(vendorMembers, eq(vendorMembers.userId, users.id))
    .where(inArray(users.id, ids));
}

/** A vendor's owners and managers (who act for it), with what mailing them needs. */
export async function vendorLeadersOf(db: Database, vendorId: string): Promise<PersonFacts[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      status: users.status,
      vendorId: vendorMembers.vendorId,
      vendorRole: vendorMembers.role,
    })
    .from(vendorMembers)
    .innerJoin(users, eq(users.id, vendorMembers.userId))
    .where(and(eq(vendorMembers.vendorId, vendorId), inArray(vendorMembers.role, ['owner', 'manager'])));
}

export async function findActiveVendor(db: Database, vendorId: string) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.status, 'active')));
  return row;
}

/**
 * Books the confirmed time for each person. The exclusion constraint `meeting_bookings_no_overlap`
 * refuses an overlap with another booking of the same person (PostgreSQL 23P01, also under a race):
 * the caller turns it into MEETING_OVERLAP.
 */
export async function bookPeople(
  db: Database,
  meetingId: string,
  userIds: string[],
  time: { startsAt: Date; endsAt: Date },
): Promise<void> {
  await db.delete(meetingBookings).where(eq(meetingBookings.meetingId, meetingId));
  if (userIds.length === 0) return;
  await db.insert(meetingBookings).values(userIds.map((userId) => ({ meetingId, userId, ...time })));
}

export async function releaseBookings(db: Database, meetingId: string): Promise<void> {
  await db.delete(meetingBookings).where(eq(meetingBookings.meetingId, meetingId));
}

/** Whose booking of another meeting overlaps the time (the name for the error; the constraint decides). */
export async function overlappingPerson(
  db: Database,
  meetingId: string,
  userIds: string[],
  time: { startsAt: Date; endsAt: Date },
): Promise<string | undefined> {
  if (userIds.length === 0) return undefined;
  const [row] = await db
    .select({ name: users.name })
    .from(meetingBookings)
    .innerJoin(users, eq(users.id, meetingBookings.userId))
    .where(
      and(
        inArray(meetingBookings.userId, userIds),
        sql`${meetingBookings.meetingId} <> ${meetingId}`,
        sql`tstzrange(${meetingBookings.startsAt}, ${meetingBookings.endsAt}, '[)') && tstzrange(${time.startsAt.toISOString()}::timestamptz, ${time.endsAt.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .limit(1);
  return row?.name;
}

/**
 * Claims the confirmed meetings whose reminder is due: one `UPDATE … RETURNING` marks them, so of two
 * instances sweeping at once each meeting goes to exactly one. The 1-hour claim also marks the 24-hour
 * reminder, so a meeting confirmed late gets one mail, not two.
 */
export async function claimDueReminders(
  db: Database,
  kind: '24h' | '1h',
  now: Date,
): Promise<{ id: string }[]> {
  const hours = kind === '24h' ? 24 : 1;
  const horizon = new Date(now.getTime() + hours * 3_600_000);
  const mark = kind === '24h' ? meetings.reminded24hAt : meetings.reminded1hAt;
  return db
    .update(meetings)
    .set(
      kind === '1h'
        ? {
            reminded1hAt: now,
            reminded24hAt: sql`coalesce(${meetings.reminded24hAt}, ${now.toISOString()}::timestamptz)`,
          }
        : { reminded24hAt: now },
    )
    .where(
      and(
        eq(meetings.status, 'confirmed'),
        isNull(mark),
        sql`${meetings.startsAt} > ${now.toISOString()}::timestamptz`,
        sql`${meetings.startsAt} <= ${horizon.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: meetings.id });
}
