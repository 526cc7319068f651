import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { meetingIcs } from './meeting-ics';

const meeting = {
  id: '7d0c2f7e-0000-4000-8000-000000000001',
  host: 'portal.test',
  // Long enough, in three-octet characters, to need folding several times.
  subject: '新產品合作洽談：螺栓、螺帽與墊圈的樣品規格，報價；交期與包裝方式的討論會議（第二次）',
  agenda: '一、樣品規格\n二、報價與交期',
  location: '',
  videoUrl: 'https://meet.example.com/abc-defg',
  // 2026-11-24 14:00–15:30 in Taipei.
  start: new Date('2026-11-24T06:00:00Z'),
  end: new Date('2026-11-24T07:30:00Z'),
  sequence: 3,
  cancelled: false,
  organizer: { name: '會晤工業 "台北"', email: 'meetings@portal.test' },
  attendees: [
    { name: '採購王小明', email: 'buyer@example.com' },
    { name: '沒有信箱的人', email: null },
  ],
  stamp: new Date('2026-11-20T01:02:03.456Z'),
};

describe('the meeting calendar file', () => {
  it('writes Taipei wall times with TZID, the VTIMEZONE they refer to, and DTSTAMP in UTC', () => {
    const text = meetingIcs(meeting);
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Asia/Taipei:20261124T140000');
    expect(lines).toContain('DTEND;TZID=Asia/Taipei:20261124T153000');
    expect(lines).toContain('DTSTAMP:20261120T010203Z');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain(`UID:${meeting.id}@portal.test`);
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Taipei',
      'X-LIC-LOCATION:Asia/Taipei',
      'BEGIN:STANDARD',
      'TZOFFSETFROM:+0800',
      'TZOFFSETTO:+0800',
      'TZNAME:CST',
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    // Outlook wants the zone defined before the event that uses it.
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('ends every line with CRLF and folds at 75 octets without splitting a character', () => {
    const text = meetingIcs(meeting);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Unfolding gives back the whole subject, escaped.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${meeting.subject.replace(/[,;]/g, (mark) => `\\${mark}`)}\r\n`);
  });

  it('reads back with ical.js as the same instants in Asia/Taipei, text and people intact', () => {
    const calendar = new ICAL.Component(ICAL.parse(meetingIcs(meeting)));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone') ?? undefined);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(zone.tzid).toBe('Asia/Taipei');
    // ical.js takes the zone from the file's own VTIMEZONE; without it the times would be floating.
    expect(event.startDate.zone?.tzid).toBe('Asia/Taipei');
    expect(event.endDate.zone?.tzid).toBe('Asia/Taipei');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-24T07:30:00.000Z');
    expect(event.summary).toBe(meeting.subject);
    expect(event.description).toBe('一、樣品規格\n二、報價與交期\n\nhttps://meet.example.com/abc-defg');
    expect(event.location).toBe('https://meet.example.com/abc-defg');
    expect(event.organizer).toBe('mailto:meetings@portal.test');
    const organizer = event.component.getFirstProperty('organizer');
    expect(organizer?.getParameter('cn')).toBe("會晤工業 '台北'");
    expect(event.attendees.map((person) => person.getFirstValue())).toEqual(['mailto:buyer@example.com']);
    expect(event.attendees[0]?.getParameter('cn')).toBe('採購王小明');
  });

  it('says METHOD:CANCEL and STATUS:CANCELLED for a cancelled meeting, with the same UID', () => {
    const lines = meetingIcs({ ...meeting, cancelled: true, sequence: 4 }).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        'SEQUENCE:4',
        `UID:${meeting.id}@portal.test`,
      ]),
    );
  });
});
