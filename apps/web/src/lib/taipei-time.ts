/**
 * Every date and time the app shows reads as Taiwan time (the association's clock, and what the export
 * files use), whatever the browser's own time zone: `2026-11-22 14:03:05`. The one formatter of the web
 * app: pages never format a time with the browser's zone (dayjs(value).format, toLocaleString).
 */
export const taipeiTimeZone = 'Asia/Taipei';

// Made on first use, not when the module loads: building a formatter with a time zone costs about 20 ms
// of the main thread, and the signed-in shell loads this module before any time is shown.
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

/** How much of the moment to show: the date, down to the minute, or down to the second. */
export type TaipeiPrecision = 'date' | 'minute' | 'second';

export function formatTaipeiTime(
  value: string | number | Date,
  precision: TaipeiPrecision = 'second',
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(
    taipeiPartsFormat()
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  const day = `${part.year}-${part.month}-${part.day}`;
  if (precision === 'date') return day;
  if (precision === 'minute') return `${day} ${part.hour}:${part.minute}`;
  return `${day} ${part.hour}:${part.minute}:${part.second}`;
}

/** Taiwan keeps UTC+8 all year (no summer time). */
const taipeiOffsetMs = 8 * 3600_000;

/**
 * The Taiwan wall-clock time of a moment as a Date whose UTC fields hold it: for calendar arithmetic
 * (which day a moment falls on) and for formatting with a UTC formatter.
 */
export function taipeiWallClock(value: string | number | Date): Date {
  return new Date(new Date(value).getTime() + taipeiOffsetMs);
}
