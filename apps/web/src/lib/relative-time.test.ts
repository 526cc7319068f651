import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

// Taiwan wall-clock times: calendar days are Taiwan's, whatever the machine's zone.
const now = new Date('2025-01-15T10:00:00+08:00');
const before = (amount: number, unit: dayjs.ManipulateType) => dayjs(now).subtract(amount, unit).toDate();
const zh = (value: Date) => formatRelativeTime(value, { now, language: 'zh-Hant' });
const en = (value: Date) => formatRelativeTime(value, { now, language: 'en' });

describe('formatRelativeTime', () => {
  it('says just now under 60 seconds, then minutes', () => {
    expect(zh(before(59, 'second'))).toBe('剛剛');
    expect(en(before(59, 'second'))).toBe('just now');
    expect(zh(before(60, 'second'))).toBe('1 分鐘前');
    expect(en(before(60, 'second'))).toBe('1 minute ago');
    expect(en(before(2, 'minute'))).toBe('2 minutes ago');
  });

  it('counts minutes under an hour, then hours', () => {
    expect(zh(before(59, 'minute'))).toBe('59 分鐘前');
    expect(en(before(59, 'minute'))).toBe('59 minutes ago');
    expect(zh(before(60, 'minute'))).toBe('1 小時前');
    expect(en(before(60, 'minute'))).toBe('1 hour ago');
  });

  it('counts hours under 24 hours, then says yesterday for the previous calendar day', () => {
    expect(zh(before(23, 'hour'))).toBe('23 小時前');
    expect(en(before(23, 'hour'))).toBe('23 hours ago');
    expect(zh(before(24, 'hour'))).toBe('昨天');
    expect(en(before(24, 'hour'))).toBe('yesterday');
    // 00:30 of the previous day is 33.5 hours back but still yesterday.
    expect(en(new Date('2025-01-14T00:30:00+08:00'))).toBe('yesterday');
  });

  it('counts calendar days, not 24-hour periods, past yesterday', () => {
    const earlyMorning = new Date('2025-01-15T02:00:00+08:00');
    // 30 hours back from 02:00 is 20:00 two days before.
    expect(
      formatRelativeTime(new Date('2025-01-13T20:00:00+08:00'), { now: earlyMorning, language: 'en' }),
    ).toBe('2 days ago');
  });

  it('counts days under 7, then weeks', () => {
    expect(zh(before(6, 'day'))).toBe('6 天前');
    expect(en(before(6, 'day'))).toBe('6 days ago');
    expect(zh(before(7, 'day'))).toBe('1 週前');
    expect(en(before(7, 'day'))).toBe('1 week ago');
    expect(en(before(14, 'day'))).toBe('2 weeks ago');
  });

  it('counts weeks under 31 days, then shows the full date', () => {
    expect(zh(before(30, 'day'))).toBe('4 週前');
    expect(en(before(30, 'day'))).toBe('4 weeks ago');
    expect(zh(before(31, 'day'))).toBe('2024年12月15日');
    expect(en(before(31, 'day'))).toBe('December 15, 2024');
    expect(en(new Date(2024, 4, 3, 9, 0))).toBe('May 03, 2024');
  });

  it('treats a slightly later clock as just now and a future date as a full date', () => {
    expect(en(dayjs(now).add(30, 'second').toDate())).toBe('just now');
    expect(en(new Date(2025, 1, 3, 9, 0))).toBe('February 03, 2025');
  });

  it('accepts ISO strings and gives an empty text for an invalid date', () => {
    expect(formatRelativeTime(dayjs(now).subtract(5, 'minute').toISOString(), { now, language: 'en' })).toBe(
      '5 minutes ago',
    );
    expect(formatRelativeTime('not a date', { now, language: 'en' })).toBe('');
  });

  it("counts Taiwan's calendar days and shows Taiwan's date, not the browser zone's", () => {
    // 00:30 in Taipei on 1 January 2026 is still 31 December 2025 in UTC (and most of the world).
    const newYear = new Date('2025-12-31T16:30:00Z');
    const later = { now: new Date('2026-03-01T04:00:00Z') };
    expect(formatRelativeTime(newYear, { ...later, language: 'zh-Hant' })).toBe('2026年1月1日');
    // 07:00 Taipei on the 5th, seen at 09:00 Taipei on the 6th: yesterday in Taiwan, although in UTC
    // (23:00 on the 4th, 01:00 on the 6th) two calendar days apart.
    const morning = new Date('2026-01-04T23:00:00Z');
    expect(formatRelativeTime(morning, { now: new Date('2026-01-06T01:00:00Z'), language: 'en' })).toBe(
      'yesterday',
    );
  });
});
