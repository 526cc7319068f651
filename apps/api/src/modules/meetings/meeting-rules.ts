import type { MeetingSide, MeetingSlotInput } from '@portal/contracts/meeting';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/route-access';
import type { Standing } from './meeting-view';
import {
  bookPeople,
  isParticipant,
  type MeetingRecord,
  overlappingPerson,
  type PersonFacts,
  participantsOf,
  peopleByIds,
  vendorLeadersOf,
} from './meetings.repository';

/** The caller's place in a meeting; a meeting they have none in is answered as missing (404). */
export async function standingIn(
  db: Database,
  principal: Principal,
  record: MeetingRecord,
): Promise<Standing> {
  const ownVendor = principal.vendor?.id === record.vendorId ? principal.vendor : null;
  if (ownVendor && ownVendor.role !== 'member') return { side: 'vendor', canAct: true };
  if (principal.userId === record.personUserId) return { side: 'person', canAct: true };
  if (await isParticipant(db, record.id, principal.userId)) {
    return { side: ownVendor ? 'vendor' : 'person', canAct: false };
  }
  throw AppError.of('NOT_FOUND');
}

/** A change needs someone acting for a side (a vendor member who only takes part is refused: 403). */
export function requireActor(standing: Standing): MeetingSide {
  if (!standing.canAct || !standing.side) throw AppError.of('FORBIDDEN');
  return standing.side;
}

export const otherSide = (side: MeetingSide): MeetingSide => (side === 'vendor' ? 'person' : 'vendor');

/** Slots as stored; each must start in the future (the contract checked order and length). */
export function futureSlots(slots: MeetingSlotInput[], now: Date, field = 'slots') {
  return slots.map((slot, index) => {
    const startsAt = new Date(slot.start);
    if (startsAt.getTime() <= now.getTime()) {
      throw AppError.of('MEETING_SLOT_IN_PAST', { field: `${field}.${index}.start` });
    }
    return { startsAt, endsAt: new Date(slot.end) };
  });
}

/**
 * The participants a writer names: people of the meeting's vendor, or its person. The proposer and the
 * person always take part.
 */
export async function checkedParticipants(
  db: Database,
  meeting: { vendorId: string; personUserId: string },
  named: string[],
  always: { userId: string; side: MeetingSide }[],
): Promise<{ userId: string; side: MeetingSide }[]> {
  const people = await peopleByIds(db, named);
  const byId = new Map(people.map((person) => [person.id, person]));
  const chosen = new Map(always.map((entry) => [entry.userId, entry]));
  for (const id of named) {
    const person = byId.get(id);
    if (person && person.id === meeting.personUserId) chosen.set(id, { userId: id, side: 'person' });
    else if (person && person.vendorId === meeting.vendorId && person.status === 'active') {
      chosen.set(id, { userId: id, side: 'vendor' });
    } else throw AppError.of('MEETING_PARTICIPANT_NOT_ALLOWED', { field: 'participantIds' });
  }
  return [...chosen.values()];
}

/** Everyone a meeting's mail goes to: its participants and whoever acts for either side, but the actor. */
export async function mailRecipients(db: Database, record: MeetingRecord, actorId: string) {
  // One after the other: `db` is the caller's transaction (one connection).
  const participants = await participantsOf(db, record.id);
  const leaders = await vendorLeadersOf(db, record.vendorId);
  const [person] = await peopleByIds(db, [record.personUserId]);
  const everyone = new Map<string, Pick<PersonFacts, 'id' | 'name' | 'email' | 'language' | 'status'>>();
  for (const entry of [...participants, ...leaders, ...(person ? [person] : [])])
    everyone.set(entry.id, entry);
  everyone.delete(actorId);
  return [...everyone.values()];
}

const exclusionViolation = '23P01';

/**
 * Books the time for every participant inside a savepoint: the exclusion constraint refuses an overlap
 * with another confirmed meeting of any of them (a race included: the second insert waits for the first
 * transaction and then fails). The refusal names the person.
 */
export async function bookOrRefuse(
  tx: Database,
  meetingId: string,
  time: { startsAt: Date; endsAt: Date },
  field: string,
): Promise<void> {
  const userIds = (await participantsOf(tx, meetingId)).map((person) => person.id);
  try {
    await tx.transaction((savepoint) => bookPeople(savepoint, meetingId, userIds, time));
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? error;
    if ((cause as { code?: string }).code !== exclusionViolation) throw error;
    const name = (await overlappingPerson(tx, meetingId, userIds, time)) ?? '';
    throw AppError.of('MEETING_OVERLAP', { field, params: { name } });
  }
}

/** Reminders already due when a time is set are marked sent: a meeting confirmed an hour ahead gets no "24 h" mail. */
export function reminderMarks(startsAt: Date, now: Date) {
  const lead = startsAt.getTime() - now.getTime();
  return {
    reminded24hAt: lead <= 24 * 3_600_000 ? now : null,
    reminded1hAt: lead <= 3_600_000 ? now : null,
  };
}
