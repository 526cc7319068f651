import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { inquiryThreads } from './inquiry-schema';
import { createdAt, id, updatedAt, users } from './schema';
import { vendors } from './vendor-schema';

/**
 * Meetings between a vendor and a person (a buyer, or staff arranging one). `awaiting_side` is whose
 * answer a proposal waits for; `starts_at` / `ends_at` hold the confirmed time. `ics_sequence` is the
 * calendar file's SEQUENCE (raised by each reschedule and the cancellation; the UID is the id).
 * `reminded_24h_at` / `reminded_1h_at` are claimed by one row update, so one instance sends each reminder.
 * `inquiry_thread_id` names the inquiry it came from (kept when the thread goes: set null).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    personUserId: uuid('person_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    inquiryThreadId: uuid('inquiry_thread_id').references(() => inquiryThreads.id, {
      onDelete: 'set null',
    }),
    subject: text('subject').notNull(),
    agenda: text('agenda').notNull().default(''),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    status: text('status', { enum: ['proposed', 'confirmed', 'declined', 'cancelled'] }).notNull(),
    awaitingSide: text('awaiting_side', { enum: ['vendor', 'person'] }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    cancelReason: text('cancel_reason'),
    rescheduleReason: text('reschedule_reason'),
    counterReason: text('counter_reason'),
    minutes: text('minutes').notNull().default(''),
    followUps: jsonb('follow_ups').$type<{ text: string; done: boolean }[]>().notNull().default([]),
    minutesUpdatedAt: timestamp('minutes_updated_at', { withTimezone: true }),
    icsSequence: integer('ics_sequence').notNull().default(0),
    reminded24hAt: timestamp('reminded_24h_at', { withTimezone: true }),
    reminded1hAt: timestamp('reminded_1h_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meetings_vendor_idx').on(t.vendorId, t.startsAt),
    index('meetings_person_idx').on(t.personUserId, t.startsAt),
    // The reminder sweep: confirmed meetings by start.
    index('meetings_confirmed_start_idx').on(t.startsAt).where(sql`${t.status} = 'confirmed'`),
    check('meetings_time_order', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The proposal's 1–5 slots (replaced when the other side proposes others). */
export const meetingSlots = pgTable(
  'meeting_slots',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('meeting_slots_meeting_idx').on(t.meetingId, t.position),
    index('meeting_slots_start_idx').on(t.startsAt),
    check('meeting_slots_time_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** People of either side who take part (they read the meeting and are mailed). */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['vendor', 'person'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('meeting_participants_user_idx').on(t.userId),
  ],
);

/**
 * Each participant's confirmed time, one row per person: an exclusion constraint (hand-written in the
 * migration: `btree_gist`, `user_id WITH =, tstzrange(starts_at, ends_at) WITH &&`) refuses a second
 * overlapping booking of one person, also when two accepts race.
 */
export const meetingBookings = pgTable(
  'meeting_bookings',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);
