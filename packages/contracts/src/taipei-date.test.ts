import { describe, expect, it } from 'vitest';
import { taipeiToday } from './taipei-date';

describe('taipeiToday', () => {
  it('takes today in Taiwan, not in UTC', () => {
    expect(taipeiToday(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(taipeiToday(new Date('2026-11-21T15:59:00Z'))).toBe('2026-11-21');
    expect(taipeiToday(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});
