import { z } from 'zod';
import { isoDateTimeSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { lineText, multilineText } from './text';

/**
 * Meetings (`Meeting`, the Product pattern: answers inside `{ payload }`). A meeting is between a vendor
 * (its owners and managers act for it) and a person (a buyer, or staff holding `meetings:arrange`). One
 * side proposes 1–5 time slots; the other accepts one, declines with a reason, or proposes others. Once
 * confirmed either side reschedules or cancels with a reason. Nobody else reads it (404).
 */

export const meetingStatuses = ['proposed', 'confirmed', 'declined', 'cancelled'] as const;
export const meetingStatusSchema = z.enum(meetingStatuses);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

export const meetingSides = ['vendor', 'person'] as const;
export type MeetingSide = (typeof meetingSides)[number];

export const meetingMinSlots = 1;
export const meetingMaxSlots = 5;
export const meetingMaxParticipants = 20;
export const meetingSubjectMaxLength = 200;
export const meetingAgendaMaxLength = 4000;
export const meetingLocationMaxLength = 200;
export const meetingReasonMaxLength = 500;
export const meetingMinutesMaxLength = 20_000;
export const meetingMaxFollowUps = 30;
/** The longest slot: a working day. */
export const meetingMaxSlotMinutes = 12 * 60;
/** The time zone every slot is picked and shown in. */
export const meetingTimeZone = 'Asia/Taipei';

/** A video link: http or https only (no `javascript:` and the like), empty for none. */
export const meetingVideoUrlSchema = lineText(500).refine(
  (value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
  { message: 'FIELD_INVALID_URL' },
);

/** One slot: `start` before `end`, at most 12 hours (the server also refuses one in the past). */
export const meetingSlotInputSchema = z
  .strictObject({ start: isoDateTimeSchema, end: isoDateTimeSchema })
  .superRefine((slot, ctx) => {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'MEETING_SLOT_ORDER' });
    else if (end - start > meetingMaxSlotMinutes * 60_000) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'MEETING_SLOT_TOO_LONG' });
    }
  });
export type MeetingSlotInput = z.infer<typeof meetingSlotInputSchema>;

export const meetingSlotsSchema = z.array(meetingSlotInputSchema).min(meetingMinSlots).max(meetingMaxSlots);

const meetingDetailFields = {
  subject: lineText(meetingSubjectMaxLength, 1),
  agenda: multilineText(meetingAgendaMaxLength).default(''),
  location: lineText(meetingLocationMaxLength).default(''),
  videoUrl: meetingVideoUrlSchema.default(''),
  /** People of either side besides the proposer (the vendor's people, or the person). */
  participantIds: z
    .array(z.uuid())
    .max(meetingMaxParticipants)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { message: 'FIELD_INVALID_VALUE' }),
};

/**
 * `PUT /Meeting`: a buyer (or staff with `meetings:arrange`) names `vendorId`; a vendor's owner or
 * manager names `personUserId` (a buyer). `inquiryId` ties it to an inquiry thread.
 */
export const meetingProposeSchema = z.strictObject({
  ...meetingDetailFields,
  vendorId: z.uuid().optional(),
  personUserId: z.uuid().optional(),
  inquiryId: z.uuid().optional(),
  slots: meetingSlotsSchema,
});
export type MeetingProposeInput = z.input<typeof meetingProposeSchema>;
export type MeetingPropose = z.output<typeof meetingProposeSchema>;

/** `POST /Meeting/{meetingID}`: subject, agenda, place, link and participants (times change otherwise). */
export const meetingChangeSchema = z.strictObject(meetingDetailFields);
export type MeetingChange = z.output<typeof meetingChangeSchema>;

export const meetingAcceptSchema = z.strictObject({ slotId: z.uuid() });
export const meetingReasonSchema = z.strictObject({
  reason: multilineText(meetingReasonMaxLength, 1),
});
export const meetingCounterSchema = z.strictObject({
  slots: meetingSlotsSchema,
  reason: multilineText(meetingReasonMaxLength).default(''),
});
/** A confirmed meeting moves to one new time at once (the `.ics` keeps its UID, SEQUENCE goes up). */
export const meetingRescheduleSchema = z.strictObject({
  slot: meetingSlotInputSchema,
  reason: multilineText(meetingReasonMaxLength, 1),
});

export const meetingFollowUpSchema = z.strictObject({
  text: lineText(300, 1),
  done: z.boolean().default(false),
});
export const meetingMinutesSchema = z.strictObject({
  minutes: multilineText(meetingMinutesMaxLength).default(''),
  followUps: z.array(meetingFollowUpSchema).max(meetingMaxFollowUps).default([]),
});
export type MeetingMinutesInput = z.input<typeof meetingMinutesSchema>;

export const meetingIdParamsSchema = z.object({ id: z.uuid() });
export const meetingIdUpdateParamsSchema = z.object({ meetingID: z.uuid() });

export const meetingSlotSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});
export type MeetingSlot = z.infer<typeof meetingSlotSchema>;

export const meetingPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  side: z.enum(meetingSides),
});
export type MeetingPerson = z.infer<typeof meetingPersonSchema>;

export const meetingRowSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  status: meetingStatusSchema,
  vendorId: z.uuid(),
  vendorName: z.string(),
  person: z.object({ id: z.uuid(), name: z.string() }),
  /** The side whose answer the proposal waits for (null once answered). */
  awaitingSide: z.enum(meetingSides).nullable(),
  /** The caller's side and whether they act for it (answer, reschedule, cancel). */
  mySide: z.enum(meetingSides).nullable(),
  canAct: z.boolean(),
  /** Confirmed time; null while proposed or when declined. */
  start: z.iso.datetime().nullable(),
  end: z.iso.datetime().nullable(),
  slots: z.array(meetingSlotSchema),
  location: z.string(),
  videoUrl: z.string(),
  updatedTime: z.iso.datetime(),
});
export type MeetingRow = z.infer<typeof meetingRowSchema>;

export const meetingSchema = meetingRowSchema.extend({
  agenda: z.string(),
  inquiryId: z.uuid().nullable(),
  proposedBy: z.object({ id: z.uuid(), name: z.string() }),
  participants: z.array(meetingPersonSchema),
  declineReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  rescheduleReason: z.string().nullable(),
  counterReason: z.string().nullable(),
  minutes: z.string(),
  followUps: z.array(z.object({ text: z.string(), done: z.boolean() })),
  minutesUpdatedTime: z.iso.datetime().nullable(),
  /** The calendar file's version: 0 when confirmed, one more on each reschedule or cancellation. */
  sequence: z.number().int(),
  createdTime: z.iso.datetime(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** The list's views: confirmed and not over, proposals waiting for my answer, over or closed. */
export const meetingViews = ['upcoming', 'pending', 'past', 'all'] as const;
export type MeetingView = (typeof meetingViews)[number];
export const meetingSortFields = ['start', 'updatedTime', 'createdTime'] as const;

/**
 * `GET /Meeting`: the caller's meetings only. `view` picks a list; `from` / `to` a calendar range (a
 * meeting counts when its confirmed time or one of its proposed slots falls inside).
 */
export const meetingListQuerySchema = listQuerySchema({
  filters: {
    view: z.enum(meetingViews),
    keyword: listKeywordSchema,
    status: meetingStatusSchema,
    from: isoDateTimeSchema,
    to: isoDateTimeSchema,
  },
  sortable: meetingSortFields,
});
export type MeetingListQuery = z.input<typeof meetingListQuerySchema>;

export const meetingListSchema = listResponseSchema(meetingRowSchema);
export type MeetingList = z.infer<typeof meetingListSchema>;

export const meetingPayloadSchema = z.object({ payload: meetingSchema });
export const meetingListPayloadSchema = z.object({ payload: meetingListSchema });
