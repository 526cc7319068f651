import { describe, expect, it } from 'vitest';
import {
  isoDateOrDateTimeSchema,
  isoDateSchema,
  isoDateTimeSchema,
  isSaneIsoDate,
  isSaneIsoDateTime,
} from './iso-date';

describe('isSaneIsoDate', () => {
  it('accepts real days from 1900 to 9999', () => {
    for (const value of ['1900-01-01', '2026-11-22', '2024-02-29', '9999-12-31']) {
      expect(isSaneIsoDate(value), value).toBe(true);
    }
  });
  it('refuses year 0, years outside the range, impossible days and other shapes', () => {
    for (const value of [
      '0000-01-01',
      '1899-12-31',
      '+10000-01-01',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-1-1',
      '20261122',
      '',
      'today',
    ]) {
      expect(isSaneIsoDate(value), value).toBe(false);
    }
  });
});

describe('isSaneIsoDateTime', () => {
  it('accepts Z and offsets up to what PostgreSQL takes', () => {
    for (const value of [
      '2026-11-22T10:30:00Z',
      '2026-11-22T10:30:00.123Z',
      '2026-11-22T10:30:00+08:00',
      '2026-11-22T10:30:00-15:59',
      '9999-12-31T23:59:59+14:00',
      '1900-01-01T00:00:00Z',
    ]) {
      expect(isSaneIsoDateTime(value), value).toBe(true);
    }
  });
  it('refuses year 0, offsets PostgreSQL refuses, missing offsets and impossible times', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-23:59',
      '2026-11-22T10:30:00+16:00',
      '2026-11-22T10:30:00',
      '2026-11-22T24:00:00Z',
      '2026-02-30T10:00:00Z',
      '2026-11-22',
    ]) {
      expect(isSaneIsoDateTime(value), value).toBe(false);
    }
  });
});

describe('the date schemas', () => {
  it('answer FIELD_INVALID_DATE for a date PostgreSQL cannot hold', () => {
    expect(isoDateSchema.safeParse('0000-01-01').error?.issues[0]?.message).toBe('FIELD_INVALID_DATE');
    expect(isoDateTimeSchema.safeParse('9999-12-31T23:59:59-23:59').error?.issues[0]?.message).toBe(
      'FIELD_INVALID_DATE',
    );
    expect(isoDateOrDateTimeSchema.safeParse('0000-01-01').error?.issues).toHaveLength(1);
    expect(isoDateOrDateTimeSchema.safeParse('0000-01-01').error?.issues[0]?.message).toBe(
      'FIELD_INVALID_DATE',
    );
  });
  it('pass good values through unchanged', () => {
    expect(isoDateSchema.parse('2026-11-22')).toBe('2026-11-22');
    expect(isoDateTimeSchema.parse('2026-11-22T10:30:00+08:00')).toBe('2026-11-22T10:30:00+08:00');
    expect(isoDateOrDateTimeSchema.parse('2026-11-22')).toBe('2026-11-22');
    expect(isoDateOrDateTimeSchema.parse('2026-11-22T02:30:00Z')).toBe('2026-11-22T02:30:00Z');
  });
  it('refuses a value of the wrong type', () => {
    expect(isoDateSchema.safeParse(20261122).success).toBe(false);
  });
});
