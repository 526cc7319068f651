import type { Meeting, MeetingRow, MeetingSide } from '@portal/contracts/meeting';
import type { MeetingRecord } from './meetings.repository';

export interface Standing {
  /** The caller's side (null: not in this meeting at all). */
  side: MeetingSide | null;
  /** Acts for that side: the person, or the vendor's owners and managers. */
  canAct: boolean;
}

type Slot = { id: string; startsAt: Date; endsAt: Date };

export function toMeetingRow(record: MeetingRecord, slots: Slot[], standing: Standing): MeetingRow {
  return {
    id: record.id,
    subject: record.subject,
    status: record.status,
    vendorId: record.vendorId,
    vendorName: record.vendorName,
    person: { id: record.personUserId, name: record.personName },
    awaitingSide: record.status === 'proposed' ? record.awaitingSide : null,
    mySide: standing.side,
    canAct: standing.canAct,
    start: record.startsAt?.toISOString() ?? null,
    end: record.endsAt?.toISOString() ?? null,
    // Slots are the open proposal: once answered they are history, not choices.
    slots:
      record.status === 'proposed'
        ? slots.map((slot) => ({
            id: slot.id,
            start: slot.startsAt.toISOString(),
            end: slot.endsAt.toISOString(),
          }))
        : [],
    location: record.location,
    videoUrl: record.videoUrl,
    updatedTime: record.updatedAt.toISOString(),
  };
}

export function toMeeting(
  record: MeetingRecord,
  slots: Slot[],
  standing: Standing,
  participants: { id: string; name: string; side: MeetingSide }[],
): Meeting {
  return {
    ...toMeetingRow(record, slots, standing),
    agenda: record.agenda,
    inquiryId: record.inquiryThreadId,
    proposedBy: { id: record.proposedBy ?? record.personUserId, name: record.proposedByName ?? '' },
    participants: participants.map(({ id, name, side }) => ({ id, name, side })),
    declineReason: record.declineReason,
    cancelReason: record.cancelReason,
    rescheduleReason: record.rescheduleReason,
    counterReason: record.counterReason,
    minutes: record.minutes,
    followUps: record.followUps,
    minutesUpdatedTime: record.minutesUpdatedAt?.toISOString() ?? null,
    sequence: record.icsSequence,
    createdTime: record.createdAt.toISOString(),
  };
}

/** What the action log keeps of a meeting. */
export function snapshotOf(meeting: Meeting): Record<string, unknown> {
  const { mySide: _s, canAct: _a, updatedTime: _u, createdTime: _c, ...rest } = meeting;
  return rest;
}
