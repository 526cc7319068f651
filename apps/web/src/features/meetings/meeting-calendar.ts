import type { MeetingRow } from '@portal/contracts/meeting';

/**
 * The calendar's arithmetic, in Taiwan wall time whatever the browser's zone: a day is `YYYY-MM-DD` in
 * Asia/Taipei (UTC+8 all year, no summer time), weeks start on Monday, a month grid is whole weeks.
 */
const taipeiOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/** The Taipei calendar day of a moment. */
export function taipeiDay(value: string | number | Date): string {
  return new Date(new Date(value).getTime() + taipeiOffsetMs).toISOString().slice(0, 10);
}

/** Minutes after Taipei midnight of a moment (for placing it in a day column). */
export function taipeiMinutes(value: string | Date): number {
  const wall = new Date(new Date(value).getTime() + taipeiOffsetMs);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/** `HH:mm` in Taipei. */
export function taipeiClock(value: string | Date): string {
  return new Date(new Date(value).getTime() + taipeiOffsetMs).toISOString().slice(11, 16);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The seven days (Monday first) of the week holding `day`. */
export function weekOf(day: string): string[] {
  const monday = addDays(day, -weekdayOf(day));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The month grid of the month holding `day`: whole weeks, Monday first, 5 or 6 rows. */
export function monthGridOf(day: string): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const nextMonth = addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7);
  const last = addDays(`${nextMonth}-01`, -1);
  const weeks: string[][] = [];
  for (let start = weekOf(first)[0] ?? first; start <= last; start = addDays(start, 7))
    weeks.push(weekOf(start));
  return weeks;
}

/** A month forward or back, kept on the 1st (so 31 January + 1 month is February). */
export function shiftMonth(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The instants a range of Taipei days covers, for `GET /Meeting`'s `from` / `to`. */
export function rangeOfDays(first: string, last: string): { from: string; to: string } {
  return { from: `${first}T00:00:00+08:00`, to: `${addDays(last, 1)}T00:00:00+08:00` };
}

export interface CalendarEntry {
  meetingId: string;
  subject: string;
  start: string;
  end: string;
  /** A slot still proposed (shown dashed), not a confirmed time. */
  tentative: boolean;
}

/** What a calendar shows: confirmed meetings at their time, proposals at each of their slots. */
export function calendarEntries(rows: readonly MeetingRow[]): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const row of rows) {
    if (row.status === 'confirmed' && row.start && row.end) {
      entries.push({
        meetingId: row.id,
        subject: row.subject,
        start: row.start,
        end: row.end,
        tentative: false,
      });
    } else if (row.status === 'proposed') {
      for (const slot of row.slots) {
        entries.push({
          meetingId: row.id,
          subject: row.subject,
          start: slot.start,
          end: slot.end,
          tentative: true,
        });
      }
    }
  }
  return entries.sort((a, b) => a.start.localeCompare(b.start));
}

/** The entries starting on a Taipei day, earliest first. */
export function entriesOn(entries: readonly CalendarEntry[], day: string): CalendarEntry[] {
  return entries.filter((entry) => taipeiDay(entry.start) === day);
}

/** A slot typed as Taipei wall time (`2026-11-24T14:00` from a date-time field) as an ISO instant. */
export function taipeiInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** An instant as the Taipei wall time a date-time field shows. */
export function isoToTaipeiInput(value: string): string {
  return new Date(Date.parse(value) + taipeiOffsetMs).toISOString().slice(0, 16);
}

export interface SlotDraft {
  start: string;
  end: string;
}

export type SlotProblem = 'missing' | 'order' | 'past' | 'tooLong';

/** What is wrong with a typed slot (the server checks again), or null. */
export function slotProblem(slot: SlotDraft, now: Date, maxMinutes: number): SlotProblem | null {
  const start = taipeiInputToIso(slot.start);
  const end = taipeiInputToIso(slot.end);
  if (!start || !end) return 'missing';
  if (Date.parse(end) <= Date.parse(start)) return 'order';
  if (Date.parse(start) <= now.getTime()) return 'past';
  if (Date.parse(end) - Date.parse(start) > maxMinutes * 60_000) return 'tooLong';
  return null;
}

/** A new slot an hour after the last one (or tomorrow 10:00 Taipei), an hour long. */
export function nextSlotDraft(slots: readonly SlotDraft[], now: Date): SlotDraft {
  const last = slots.at(-1);
  const lastEnd = last ? taipeiInputToIso(last.end) : null;
  const start = lastEnd
    ? new Date(Date.parse(lastEnd) + 3_600_000)
    : new Date(Date.parse(`${addDays(taipeiDay(now), 1)}T10:00:00+08:00`));
  return {
    start: isoToTaipeiInput(start.toISOString()),
    end: isoToTaipeiInput(new Date(start.getTime() + 3_600_000).toISOString()),
  };
}
