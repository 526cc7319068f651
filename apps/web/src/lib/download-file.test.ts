import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="action-log-2026-11-22.csv"')).toBe('action-log-2026-11-22.csv');
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E7%B4%80%E9%8C%84.xlsx; filename="x.xlsx"')).toBe(
      '紀錄.xlsx',
    );
    expect(fileNameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
