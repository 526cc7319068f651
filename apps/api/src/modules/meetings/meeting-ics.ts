import { createEvent } from 'ics';

/**
 * A meeting's calendar file (RFC 5545, the `ics` package). Times are written in UTC (`…Z`): one exact
 * instant every calendar shows in its own zone (Asia/Taipei for the portal's people). The UID is the
 * meeting's id, so a reschedule or cancellation replaces the same event; SEQUENCE rises each time.
 */
export interface MeetingIcsInput {
  id: string;
  host: string;
  subject: string;
  agenda: string;
  location: string;
  videoUrl: string;
  start: Date;
  end: Date;
  sequence: number;
  cancelled: boolean;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string | null }[];
}

export function meetingUid(id: string, host: string): string {
  return `${id}@${host}`;
}

export function meetingIcs(input: MeetingIcsInput): string {
  const description = [input.agenda, input.videoUrl].filter(Boolean).join('\n\n');
  const { error, value } = createEvent({
    productId: '-//Supplier Portal//Meetings//ZH-TW',
    method: input.cancelled ? 'CANCEL' : 'REQUEST',
    uid: meetingUid(input.id, input.host),
    sequence: input.sequence,
    start: input.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.subject,
    ...(description ? { description } : {}),
    ...(input.location || input.videoUrl ? { location: input.location || input.videoUrl } : {}),
    ...(input.videoUrl ? { url: input.videoUrl } : {}),
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: input.organizer.name, email: input.organizer.email },
    // An attendee is an address (RFC 5545 CAL-ADDRESS): people without one are left out.
    attendees: input.attendees.flatMap((person) =>
      person.email
        ? [
            {
              name: person.name,
              email: person.email,
              rsvp: false,
              partstat: 'ACCEPTED' as const,
              role: 'REQ-PARTICIPANT' as const,
            },
          ]
        : [],
    ),
  });
  if (error || !value) throw error ?? new Error('calendar file not written');
  return value;
}

/** `2026-11-24 14:00–15:00` in Asia/Taipei, for mails. */
export function taipeiRange(start: Date, end: Date): string {
  const format = (date: Date, withDay: boolean) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Taipei',
      ...(withDay ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  const sameDay = format(start, true).slice(0, 10) === format(end, true).slice(0, 10);
  return `${format(start, true)}–${sameDay ? format(end, false) : format(end, true)}`;
}
