/** RFC 5545 content lines: escaping, dates and folding, for the meeting's calendar file. */

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (character) => (character === '\t' ? character : ''));
}

/** A quoted parameter value (`CN="…"`): it cannot hold a double quote or a control character at all. */
export function icsParam(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/\p{Cc}/gu, ' ')}"`;
}

function compact(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replace(/[-:]/g, '');
}

/** `YYYYMMDDTHHMMSSZ`, for DTSTAMP. */
export function icsUtc(date: Date): string {
  return `${compact(date)}Z`;
}

/**
 * `YYYYMMDDTHHMMSS` on Taipei's clock, for `;TZID=Asia/Taipei` values. Taiwan has kept UTC+8 without
 * daylight saving since 1980, which is exactly what `taipeiTimeZone` declares, so a fixed offset agrees.
 */
export function icsTaipei(date: Date): string {
  return compact(new Date(date.getTime() + TAIPEI_OFFSET_MS));
}

/**
 * The VTIMEZONE a `TZID=Asia/Taipei` refers to: Outlook needs it in the file to place the times, and
 * Google and Apple read it too (they also know the IANA name).
 */
export const taipeiTimeZone = [
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
];

/**
 * Folds a content line at 75 octets (UTF-8, never inside a character): a Chinese subject of 30 characters
 * is already 90 octets. Each continuation starts with a space, which counts towards its 75.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The lines folded and each ended by CRLF. */
export function icsDocument(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
