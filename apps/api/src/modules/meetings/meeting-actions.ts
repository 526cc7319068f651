import type { Meeting, MeetingMinutesInput, MeetingSlotInput } from '@portal/contracts/meeting';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import type { MessageTemplate } from '../messaging/messaging.service';
import { meetingIcs } from './meeting-ics';
import {
  bookOrRefuse,
  futureSlots,
  mailRecipients,
  otherSide,
  reminderMarks,
  requireActor,
  standingIn,
} from './meeting-rules';
import { snapshotOf } from './meeting-view';
import {
  addParticipant,
  findMeeting,
  type MeetingRecord,
  type MeetingWrite,
  participantsOf,
  peopleByIds,
  releaseBookings,
  replaceSlots,
  slotsOf,
  updateMeeting,
} from './meetings.repository';
import type { MeetingDeps } from './meetings.service';

type Read = (tx: Database, principal: Principal, id: string) => Promise<Meeting>;

/** The calendar file of a meeting with a time (confirmed, or cancelled after it was). */
export async function icsOf(db: Database, record: MeetingRecord, host: string): Promise<string> {
  if (
    !record.startsAt ||
    !record.endsAt ||
    (record.status !== 'confirmed' && record.status !== 'cancelled')
  ) {
    throw AppError.of('MEETING_NOT_CONFIRMED');
  }
  const participants = await participantsOf(db, record.id);
  return meetingIcs({
    id: record.id,
    host,
    subject: record.subject,
    agenda: record.agenda,
    location: record.location,
    videoUrl: record.videoUrl,
    start: record.startsAt,
    end: record.endsAt,
    sequence: record.icsSequence,
    cancelled: record.status === 'cancelled',
    organizer: { name: record.vendorName, email: `meetings@${host}` },
    attendees: participants.map((person) => ({ name: person.name, email: person.email })),
  });
}

/** Answering a proposal, moving, cancelling and recording a meeting. */
export function createMeetingActions(deps: MeetingDeps & { read: Read }) {
  const { db, clock, mail, read, icsHost } = deps;

  /**
   * One change: the meeting locked, the caller's standing checked, the change, its action-log entry and
   * the mails, in one transaction.
   */
  async function act(
    principal: Principal,
    id: string,
    context: ActionContext,
    change: (
      tx: Database,
      record: MeetingRecord,
      now: Date,
    ) => Promise<{
      mail: MessageTemplate;
      reason?: string;
      slots?: { startsAt: Date; endsAt: Date }[];
      ics?: boolean;
    }>,
  ): Promise<Meeting> {
    return db.transaction(async (tx) => {
      const record = await findMeeting(tx, id, { forUpdate: true });
      if (!record) throw AppError.of('NOT_FOUND');
      const before = await read(tx, principal, id);
      const now = clock.now();
      const done = await change(tx, record, now);
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
      const updated = await findMeeting(tx, id);
      if (!updated) throw AppError.of('NOT_FOUND');
      const ics = done.ics
        ? {
            content: await icsOf(tx, updated, icsHost),
            method: updated.status === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
          }
        : undefined;
      await mail.send(tx, done.mail, await mailRecipients(tx, updated, principal.userId), {
        meetingId: id,
        subject: updated.subject,
        company: updated.vendorName,
        person: (await peopleByIds(tx, [principal.userId]))[0]?.name ?? '',
        ...(done.slots ? { slots: done.slots } : {}),
        ...(updated.startsAt && updated.endsAt
          ? { when: { startsAt: updated.startsAt, endsAt: updated.endsAt } }
          : {}),
        ...(done.reason ? { reason: done.reason } : {}),
        ...(ics ? { ics } : {}),
      });
      return after;
    });
  }

  /** The side whose turn it is on an open proposal, acting. */
  async function answerer(tx: Database, principal: Principal, record: MeetingRecord) {
    const side = requireActor(await standingIn(tx, principal, record));
    if (record.status !== 'proposed') throw AppError.of('MEETING_NOT_PROPOSED');
    if (record.awaitingSide !== side) throw AppError.of('MEETING_NOT_YOUR_TURN');
    return side;
  }

  const write = (tx: Database, id: string, now: Date, values: MeetingWrite) =>
    updateMeeting(tx, id, { ...values, updatedAt: now });

  return {
    accept: (principal: Principal, id: string, slotId: string, context: ActionContext) =>
      act(principal, id, context, async (tx, record, now) => {
        const side = await answerer(tx, principal, record);
        const slot = (await slotsOf(tx, [id])).get(id)?.find((entry) => entry.id === slotId);
        if (!slot) throw AppError.of('MEETING_SLOT_NOT_FOUND', { field: 'slotId' });
        if (slot.startsAt.getTime() <= now.getTime())
          throw AppError.of('MEETING_SLOT_IN_PAST', { field: 'slotId' });
        await addParticipant(tx, id, principal.userId, side);
        const time = { startsAt: slot.startsAt, endsAt: slot.endsAt };
        await bookOrRefuse(tx, id, time, 'slotId');
        await write(tx, id, now, {
          status: 'confirmed',
          awaitingSide: null,
          ...time,
          ...reminderMarks(time.startsAt, now),
        });
        return { mail: 'meeting-accepted', ics: true };
      }),

    decline: (principal: Principal, id: string, reason: string, context: ActionContext) =>
      act(principal, id, context, async (tx, record, now) => {
        await answerer(tx, principal, record);
        await write(tx, id, now, { status: 'declined', awaitingSide: null, declineReason: reason });
        return { mail: 'meeting-declined', reason };
      }),

    counter: (
      principal: Principal,
      id: string,
      input: { slots: MeetingSlotInput[]; reason: string },
      context: ActionContext,
    ) =>
      act(principal, id, context, async (tx, record, now) => {
        const side = await answerer(tx, principal, record);
        const slots = futureSlots(input.slots, now);
        await replaceSlots(tx, id, slots);
        await addParticipant(tx, id, principal.userId, side);
        await write(tx, id, now, { awaitingSide: otherSide(side), counterReason: input.reason || null });
        return { mail: 'meeting-countered', slots, ...(input.reason ? { reason: input.reason } : {}) };
      }),

    /** A confirmed meeting moves to a new time: booked again, SEQUENCE + 1, reminders due again. */
    reschedule: (
      principal: Principal,
      id: string,
      input: { slot: MeetingSlotInput; reason: string },
      context: ActionContext,
    ) =>
      act(principal, id, context, async (tx, record, now) => {
        requireActor(await standingIn(tx, principal, record));
        if (record.status !== 'confirmed') throw AppError.of('MEETING_NOT_CONFIRMED');
        const [time] = futureSlots([input.slot], now, 'slot');
        if (!time) throw AppError.of('VALIDATION_FAILED');
        await bookOrRefuse(tx, id, time, 'slot');
        await write(tx, id, now, {
          ...time,
          rescheduleReason: input.reason,
          icsSequence: record.icsSequence + 1,
          ...reminderMarks(time.startsAt, now),
        });
        return { mail: 'meeting-rescheduled', reason: input.reason, ics: true };
      }),

    /** Cancels a proposal or a confirmed meeting (whose calendar file then says CANCEL). */
    cancel: (principal: Principal, id: string, reason: string, context: ActionContext) =>
      act(principal, id, context, async (tx, record, now) => {
        requireActor(await standingIn(tx, principal, record));
        if (record.status !== 'proposed' && record.status !== 'confirmed')
          throw AppError.of('MEETING_CLOSED');
        const wasConfirmed = record.status === 'confirmed';
        await releaseBookings(tx, id);
        await write(tx, id, now, {
          status: 'cancelled',
          awaitingSide: null,
          cancelReason: reason,
          icsSequence: wasConfirmed ? record.icsSequence + 1 : record.icsSequence,
        });
        return { mail: 'meeting-cancelled', reason, ics: wasConfirmed };
      }),

    /** Minutes and follow-ups, once the meeting started: whoever acts for a side, or takes part. */
    async saveMinutes(
      principal: Principal,
      id: string,
      input: Required<MeetingMinutesInput>,
      context: ActionContext,
    ) {
      return db.transaction(async (tx) => {
        const record = await findMeeting(tx, id, { forUpdate: true });
        if (!record) throw AppError.of('NOT_FOUND');
        await standingIn(tx, principal, record);
        if (record.status !== 'confirmed' || !record.startsAt) throw AppError.of('MEETING_NOT_CONFIRMED');
        const now = clock.now();
        if (record.startsAt.getTime() > now.getTime()) throw AppError.of('MEETING_NOT_STARTED');
        await write(tx, id, now, {
          minutes: input.minutes,
          followUps: input.followUps.map((item) => ({ text: item.text, done: item.done ?? false })),
          minutesUpdatedAt: now,
        });
        await recordAction(
          tx,
          context,
          {
            action: 'update',
            entityType: 'meeting',
            entityId: id,
            before: { minutes: record.minutes, followUps: record.followUps },
            after: { minutes: input.minutes, followUps: input.followUps },
          },
          now,
        );
        return read(tx, principal, id);
      });
    },

    /** The `.ics` download: the same file the mails carry. */
    async calendarFile(principal: Principal, id: string): Promise<string> {
      const record = await findMeeting(db, id);
      if (!record) throw AppError.of('NOT_FOUND');
      await standingIn(db, principal, record);
      return icsOf(db, record, icsHost);
    },
  };
}
