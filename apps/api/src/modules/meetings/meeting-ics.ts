import { icsDocument, icsParam, icsTaipei, icsText, icsUtc, taipeiTimeZone } from './meeting-ics-text';

/**
 * A meeting's calendar file (RFC 5545). Times are Taipei wall-clock times with `TZID=Asia/Taipei` and
 * the zone's VTIMEZONE, so every calendar shows the time the people agreed on. The lines are written here
 * because the `ics` package writes only UTC or floating times and folds by characters, not octets. The
 * UID is the meeting's id, so a reschedule or cancellation replaces the same event; SEQUENCE rises each time.
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
  /** When the file is written (DTSTAMP); now unless a test fixes it. */
  stamp?: Date;
}

export function meetingUid(id: string, host: string): string {
  return `${id}@${host}`;
}

export function meetingIcs(input: MeetingIcsInput): string {
  const description = [input.agenda, input.videoUrl].filter(Boolean).join('\n\n');
  const location = input.location || input.videoUrl;
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'PRODID:-//Supplier Portal//Meetings//ZH-TW',
    `METHOD:${input.cancelled ? 'CANCEL' : 'REQUEST'}`,
    ...taipeiTimeZone,
    'BEGIN:VEVENT',
    `UID:${meetingUid(input.id, input.host)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsUtc(input.stamp ?? new Date())}`,
    `DTSTART;TZID=Asia/Taipei:${icsTaipei(input.start)}`,
    `DTEND;TZID=Asia/Taipei:${icsTaipei(input.end)}`,
    `SUMMARY:${icsText(input.subject)}`,
    ...(description ? [`DESCRIPTION:${icsText(description)}`] : []),
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    ...(input.videoUrl ? [`URL:${input.videoUrl}`] : []),
    `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${icsParam(input.organizer.name)}:mailto:${input.organizer.email}`,
    // An attendee is an address (RFC 5545 CAL-ADDRESS): people without one are left out.
    ...input.attendees.flatMap((person) =>
      person.email
        ? [
            `ATTENDEE;RSVP=FALSE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=${icsParam(person.name)}:mailto:${person.email}`,
          ]
        : [],
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
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
