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
