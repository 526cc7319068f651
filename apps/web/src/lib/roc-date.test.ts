import { describe, expect, it } from 'vitest';
import { formatRocDate } from './roc-date';

describe('formatRocDate', () => {
  it('writes a registry date in 民國 with the Western date beside it', () => {
    expect(formatRocDate('1987-02-21', 'zh-Hant')).toBe('民國76年2月21日 (1987-02-21)');
    expect(formatRocDate('2021-03-15', 'zh-Hant')).toBe('民國110年3月15日 (2021-03-15)');
    expect(formatRocDate('1912-01-01', 'zh-Hant')).toBe('民國1年1月1日 (1912-01-01)');
  });

  it('names the era in English', () => {
    expect(formatRocDate('1987-02-21', 'en')).toBe('February 21, 76 Minguo (1987-02-21)');
  });

  it('keeps the calendar day whatever the clock’s zone (the last day of a month stays put)', () => {
    expect(formatRocDate('2024-02-29', 'zh-Hant')).toBe('民國113年2月29日 (2024-02-29)');
    expect(formatRocDate('2023-12-31', 'zh-Hant')).toBe('民國112年12月31日 (2023-12-31)');
  });

  it('gives nothing for a missing, malformed or impossible date', () => {
    expect(formatRocDate(null, 'zh-Hant')).toBe('');
    expect(formatRocDate(undefined, 'en')).toBe('');
    expect(formatRocDate('', 'zh-Hant')).toBe('');
    expect(formatRocDate('0760221', 'zh-Hant')).toBe('');
    expect(formatRocDate('2024-02-30', 'zh-Hant')).toBe('');
    expect(formatRocDate('2024-13-01', 'en')).toBe('');
  });
});
