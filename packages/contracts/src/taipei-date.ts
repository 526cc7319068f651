/**
 * The calendar date in Taiwan (UTC+8, no daylight saving) as ISO `YYYY-MM-DD`: the association's day,
 * which list filters and file names use, whatever the server's or the browser's time zone.
 */
export function taipeiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
