/**
 * Every date and time the app shows reads as Taiwan time (the association's clock, and what the export
 * files use), whatever the browser's own time zone: `2026-11-22 14:03:05`. The one formatter of the web
 * app: pages never format a time with the browser's zone (dayjs(value).format, toLocaleString).
 */
export const taipeiTimeZone = 'Asia/Taipei';

/** Taiwan's offset from UTC (all year since 1980: below). */
const taipeiOffsetMs = 8 * 3600_000;

/**
 * Since 1980 Taiwan's clock has been UTC+8 all year (its last summer time ended in September 1979), so
 * a later moment is formatted by adding eight hours: no time-zone formatter. Building one costs the
 * browser its time-zone data, over 100 ms of a phone's main thread at the first time a page shows.
 */
const fixedOffsetSince = Date.UTC(1980, 0, 1);

// For the earlier moments only, made on first use.
let taipeiParts: Intl.DateTimeFormat | undefined;

function taipeiPartsFormat(): Intl.DateTimeFormat {
  taipeiParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: taipeiTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return taipeiParts;
}

type ClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const twoDigits = (n: number) => String(n).padStart(2, '0');

function taipeiClockParts(date: Date): ClockParts {
  if (date.getTime() < fixedOffsetSince) {
    const parts = taipeiPartsFormat().formatToParts(date);
    return Object.fromEntries(parts.map(({ type, value }) => [type, value])) as ClockParts;
  }
  const wall = new Date(date.getTime() + taipeiOffsetMs);
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
    second: twoDigits(wall.getUTCSeconds()),
  };
}

/** How much of the moment to show: the date, down to the minute, or down to the second. */
export type TaipeiPrecision = 'date' | 'minute' | 'second';

export function formatTaipeiTime(
  value: string | number | Date,
  precision: TaipeiPrecision = 'second',
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = taipeiClockParts(date);
  const day = `${part.year}-${part.month}-${part.day}`;
  if (precision === 'date') return day;
  if (precision === 'minute') return `${day} ${part.hour}:${part.minute}`;
  return `${day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * The Taiwan wall-clock time of a moment as a Date whose UTC fields hold it: for calendar arithmetic
 * (which day a moment falls on) and for formatting with a UTC formatter.
 */
export function taipeiWallClock(value: string | number | Date): Date {
  return new Date(new Date(value).getTime() + taipeiOffsetMs);
}
