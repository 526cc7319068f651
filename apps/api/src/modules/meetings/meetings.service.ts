import type {
  Meeting,
  MeetingChange,
  MeetingList,
  MeetingPropose,
  meetingListQuerySchema,
} from '@portal/contracts/meeting';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hasPermission, type Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { createMeetingActions } from './meeting-actions';
import { inquiryOfProposer, requireSameParties } from './meeting-inquiry';
import type { MeetingMailer } from './meeting-mail';
import {
  bookOrRefuse,
  checkedParticipants,
  futureSlots,
  mailRecipients,
  requireActor,
  standingIn,
} from './meeting-rules';
import { snapshotOf, toMeeting, toMeetingRow } from './meeting-view';
import {
  findActiveVendor,
  findMeeting,
  insertMeeting,
  participantsOf,
  peopleByIds,
  replaceParticipants,
  replaceSlots,
  slotsOf,
  updateMeeting,
} from './meetings.repository';
import { listMeetings } from './meetings-list.repository';

type ListQuery = z.output<typeof meetingListQuerySchema>;

export interface MeetingDeps {
  db: Database;
  clock: Clock;
  mail: MeetingMailer;
  /** The host part of the calendar files' UIDs (the portal's public host). */
  icsHost: string;
}

/**
 * Who proposes to whom: a vendor's owner or manager proposes to a person (a buyer: in no vendor); a
 * buyer proposes to an active vendor; staff holding `meetings:arrange` propose to an active vendor for
 * themselves or for a buyer they name. A vendor's plain member and staff without the permission are
 * refused (403).
 */
async function counterpartOf(db: Database, principal: Principal, input: MeetingPropose) {
  if (principal.vendor) {
    if (principal.vendor.role === 'member') throw AppError.of('FORBIDDEN');
    if (input.vendorId && input.vendorId !== principal.vendor.id) throw AppError.of('FORBIDDEN');
    if (!input.personUserId) throw AppError.of('MEETING_COUNTERPART_REQUIRED', { field: 'personUserId' });
    const vendor = await findActiveVendor(db, principal.vendor.id);
    if (!vendor || !(await isBuyer(db, input.personUserId))) {
      throw AppError.of('MEETING_COUNTERPART_NOT_FOUND', { field: 'personUserId' });
    }
    return { side: 'vendor' as const, vendorId: principal.vendor.id, personUserId: input.personUserId };
  }
  const isStaff = principal.permissions.size > 0;
  if (isStaff && !hasPermission(principal, 'meetings:arrange')) throw AppError.of('FORBIDDEN');
  if (!input.vendorId) throw AppError.of('MEETING_COUNTERPART_REQUIRED', { field: 'vendorId' });
  const personUserId = input.personUserId ?? principal.userId;
  if (personUserId !== principal.userId && !(isStaff && (await isBuyer(db, personUserId)))) {
    throw AppError.of('MEETING_COUNTERPART_NOT_FOUND', { field: 'personUserId' });
  }
  if (!(await findActiveVendor(db, input.vendorId))) {
    throw AppError.of('MEETING_COUNTERPART_NOT_FOUND', { field: 'vendorId' });
  }
  return { side: 'person' as const, vendorId: input.vendorId, personUserId };
}

/** An active person in no vendor (whom a vendor or staff may invite). */
async function isBuyer(db: Database, userId: string): Promise<boolean> {
  const [person] = await peopleByIds(db, [userId]);
  return person?.status === 'active' && !person.vendorId;
}

/** Meetings (`/Meeting`): see `@portal/contracts/meeting` for who reads and does what. */
export function createMeetingService(deps: MeetingDeps) {
  const { db, clock, mail } = deps;

  async function read(tx: Database, principal: Principal, id: string): Promise<Meeting> {
    const record = await findMeeting(tx, id);
    if (!record) throw AppError.of('NOT_FOUND');
    const standing = await standingIn(tx, principal, record);
    // One after the other: `tx` may be a transaction (one connection).
    const slots = await slotsOf(tx, [id]);
    const participants = await participantsOf(tx, id);
    return toMeeting(record, slots.get(id) ?? [], standing, participants);
  }

  const actions = createMeetingActions({ ...deps, read });

  return {
    ...actions,

    get: (principal: Principal, id: string) => read(db, principal, id),

    async list(principal: Principal, query: ListQuery): Promise<MeetingList> {
      const leads = principal.vendor && principal.vendor.role !== 'member' ? principal.vendor.id : null;
      const reader = { userId: principal.userId, leadsVendorId: leads };
      const { totalCount, rows } = await listMeetings(db, reader, query, clock.now());
      const slots = await slotsOf(
        db,
        rows.map((row) => row.id),
      );
      const data = rows.map((row) => {
        const ownVendor = principal.vendor?.id === row.vendorId;
        const side = ownVendor ? 'vendor' : 'person';
        const canAct = ownVendor ? leads === row.vendorId : row.personUserId === principal.userId;
        return toMeetingRow(row, slots.get(row.id) ?? [], { side, canAct });
      });
      return { totalCount, data };
    },

    async propose(principal: Principal, input: MeetingPropose, context: ActionContext): Promise<Meeting> {
      const now = clock.now();
      const slots = futureSlots(input.slots, now);
      return db.transaction(async (tx) => {
        // A named inquiry is checked first: an outsider learns nothing about it (404).
        const inquiry = input.inquiryId ? await inquiryOfProposer(tx, principal, input.inquiryId) : null;
        const counterpart = await counterpartOf(tx, principal, input);
        if (inquiry) requireSameParties(inquiry, counterpart);
        const id = await insertMeeting(tx, {
          vendorId: counterpart.vendorId,
          personUserId: counterpart.personUserId,
          proposedBy: principal.userId,
          inquiryThreadId: input.inquiryId ?? null,
          subject: input.subject,
          agenda: input.agenda,
          location: input.location,
          videoUrl: input.videoUrl,
          status: 'proposed',
          awaitingSide: counterpart.side === 'vendor' ? 'person' : 'vendor',
          createdAt: now,
          updatedAt: now,
        });
        await replaceSlots(tx, id, slots);
        const participants = await checkedParticipants(tx, counterpart, input.participantIds, [
          { userId: principal.userId, side: counterpart.side },
          { userId: counterpart.personUserId, side: 'person' },
        ]);
        await replaceParticipants(tx, id, participants);
        const meeting = await read(tx, principal, id);
        await recordAction(
          tx,
          context,
          { action: 'create', entityType: 'meeting', entityId: id, after: snapshotOf(meeting) },
          now,
        );
        const record = await findMeeting(tx, id);
        if (record) {
          await mail.send(tx, 'meeting-proposed', await mailRecipients(tx, record, principal.userId), {
            meetingId: id,
            subject: meeting.subject,
            company: meeting.vendorName,
            person: (await peopleByIds(tx, [principal.userId]))[0]?.name ?? '',
            slots,
          });
        }
        return meeting;
      });
    },

    /** Subject, agenda, place, link and participants; a confirmed meeting books its new participants. */
    async change(principal: Principal, id: string, input: MeetingChange, context: ActionContext) {
      return db.transaction(async (tx) => {
        const record = await findMeeting(tx, id, { forUpdate: true });
        if (!record) throw AppError.of('NOT_FOUND');
        requireActor(await standingIn(tx, principal, record));
        if (record.status !== 'proposed' && record.status !== 'confirmed')
          throw AppError.of('MEETING_CLOSED');
        const before = await read(tx, principal, id);
        const now = clock.now();
        const always: { userId: string; side: 'vendor' | 'person' }[] = [
          { userId: record.personUserId, side: 'person' },
        ];
        if (record.proposedBy && record.proposedBy !== record.personUserId) {
          always.push({ userId: record.proposedBy, side: 'vendor' });
        }
        const participants = await checkedParticipants(tx, record, input.participantIds, always);
        await replaceParticipants(tx, id, participants);
        if (record.status === 'confirmed' && record.startsAt && record.endsAt) {
          const time = { startsAt: record.startsAt, endsAt: record.endsAt };
          await bookOrRefuse(tx, id, time, 'participantIds');
        }
        await updateMeeting(tx, id, {
          subject: input.subject,
          agenda: input.agenda,
          location: input.location,
          videoUrl: input.videoUrl,
          updatedAt: now,
        });
        const after = await read(tx, principal, id);
        await recordAction(
          tx,
          context,
          {
            action: 'update',
            entityType: 'meeting',
            entityId: id,
            before: snapshotOf(before),
            after: snapshotOf(after),
          },
          now,
        );
        return after;
      });
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
