import { describe, expect, it } from 'vitest';
import { formatTaipeiTime } from './taipei-time';

describe('formatTaipeiTime', () => {
  it('shows a moment in Taiwan time (UTC+8), across the date line', () => {
    expect(formatTaipeiTime('2026-11-22T06:03:05.120Z')).toBe('2026-11-22 14:03:05');
    expect(formatTaipeiTime('2026-12-31T16:30:00Z')).toBe('2027-01-01 00:30:00');
    expect(formatTaipeiTime('2026-11-22T00:00:00+08:00')).toBe('2026-11-22 00:00:00');
  });

  it('shows nothing for an unreadable value', () => {
    expect(formatTaipeiTime('not a time')).toBe('');
  });
});

describe('formatTaipeiTime precision', () => {
  it('shows the Taiwan date, or the time down to the minute', () => {
    expect(formatTaipeiTime('2026-12-31T16:30:00Z', 'date')).toBe('2027-01-01');
    expect(formatTaipeiTime('2026-12-31T16:30:59Z', 'minute')).toBe('2027-01-01 00:30');
  });
});

describe('formatTaipeiTime without a time-zone formatter', () => {
  const zoned = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const byZone = (ms: number) => {
    const p = Object.fromEntries(zoned.formatToParts(new Date(ms)).map(({ type, value }) => [type, value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };

  it('reads as the time-zone database does for every moment from 1980 to 2100', () => {
    const from = Date.UTC(1980, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    // 5 000 moments spread over the years, at odd seconds, and the first moment of 1980 itself.
    const step = Math.floor((to - from) / 5000) + 7919;
    for (let ms = from; ms < to; ms += step) expect(formatTaipeiTime(ms)).toBe(byZone(ms));
  });

  it("keeps Taiwan's 1979 summer time (UTC+9) for a moment before 1980", () => {
    expect(formatTaipeiTime('1979-07-15T03:00:00Z')).toBe('1979-07-15 12:00:00');
    expect(formatTaipeiTime('1980-07-15T03:00:00Z')).toBe('1980-07-15 11:00:00');
  });
});
