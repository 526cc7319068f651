import { type CalendarEntry, entriesOn, taipeiDay, taipeiMinutes } from './meeting-calendar';

/**
 * The week view's hour grid as pure arithmetic: rows are quarter hours (4 to an hour), columns are the 7
 * Taipei days; inside a day, meetings that overlap sit side by side in lanes.
 */
export const rowsPerHour = 4;
const rowMinutes = 60 / rowsPerHour;
/** The hours shown when nothing falls outside them: 07:00 up to 22:00. */
export const defaultHours = { first: 7, last: 22 } as const;

/** Minutes after the day's midnight an entry takes on the day it starts (cut at midnight). */
export function minutesOnDay(entry: Pick<CalendarEntry, 'start' | 'end'>): { from: number; to: number } {
  const from = taipeiMinutes(entry.start);
  const length = Math.max(0, Date.parse(entry.end) - Date.parse(entry.start)) / 60_000;
  return { from, to: Math.min(24 * 60, from + length) };
}

/** The hours to draw, `[first, last)`: 07–22 widened to hold every entry of the week. */
export function hourRange(entries: readonly CalendarEntry[]): { first: number; last: number } {
  let first: number = defaultHours.first;
  let last: number = defaultHours.last;
  for (const entry of entries) {
    const { from, to } = minutesOnDay(entry);
    first = Math.min(first, Math.floor(from / 60));
    last = Math.max(last, Math.ceil(to / 60));
  }
  return { first, last: Math.min(24, last) };
}

/** Where an entry starts (1-based grid row inside its day) and how many quarter-hour rows it spans. */
export function rowsOf(entry: Pick<CalendarEntry, 'start' | 'end'>, firstHour: number) {
  const { from, to } = minutesOnDay(entry);
  const startRow = Math.floor((from - firstHour * 60) / rowMinutes);
  const endRow = Math.ceil((to - firstHour * 60) / rowMinutes);
  return { row: startRow + 1, span: Math.max(1, endRow - startRow) };
}

export interface PlacedEntry {
  entry: CalendarEntry;
  row: number;
  span: number;
  /** 1-based grid column inside the day and how many of the day's columns it takes. */
  column: number;
  columnSpan: number;
}

export interface PlacedDay {
  day: string;
  /** Columns the day is split into (the most meetings that overlap at once). */
  columns: number;
  entries: PlacedEntry[];
}

/**
 * One day's entries in lanes: entries whose rows overlap (directly or through another) form a group;
 * each takes the first lane free at its start; a group shares the day's width evenly, so a meeting with
 * nothing beside it takes the whole width.
 */
export function placeDay(entries: readonly CalendarEntry[], firstHour: number): Omit<PlacedDay, 'day'> {
  const rows = entries
    .map((entry) => ({ entry, ...rowsOf(entry, firstHour), lane: 0 }))
    .sort((a, b) => a.row - b.row || b.span - a.span);
  const groups: (typeof rows)[] = [];
  let groupEnd = 0;
  let laneEnds: number[] = [];
  for (const item of rows) {
    if (groups.length === 0 || item.row >= groupEnd) {
      groups.push([]);
      laneEnds = [];
      groupEnd = 0;
    }
    const free = laneEnds.findIndex((end) => end <= item.row);
    item.lane = free === -1 ? laneEnds.length : free;
    laneEnds[item.lane] = item.row + item.span;
    groupEnd = Math.max(groupEnd, item.row + item.span);
    groups.at(-1)?.push(item);
  }
  const laneCount = (group: typeof rows) => Math.max(1, ...group.map((item) => item.lane + 1));
  const columns = Math.max(1, ...groups.map(laneCount));
  const placed = groups.flatMap((group) => {
    const lanes = laneCount(group);
    return group.map(({ entry, row, span, lane }) => {
      const from = Math.floor((lane * columns) / lanes);
      const to = Math.floor(((lane + 1) * columns) / lanes);
      return { entry, row, span, column: from + 1, columnSpan: to - from };
    });
  });
  return { columns, entries: placed };
}

/** The whole week: the hours to draw and each day's placed entries. */
export function placeWeek(entries: readonly CalendarEntry[], days: readonly string[]) {
  const inWeek = entries.filter((entry) => days.includes(taipeiDay(entry.start)));
  const hours = hourRange(inWeek);
  const placedDays: PlacedDay[] = days.map((day) => ({
    day,
    ...placeDay(entriesOn(inWeek, day), hours.first),
  }));
  return { hours, days: placedDays };
}
