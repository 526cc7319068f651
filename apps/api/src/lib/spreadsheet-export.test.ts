import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeCell, toCsv, toXlsx } from './spreadsheet-export';

describe('escapeCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+886912345678', "'+886912345678"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['台積電', '台積電'],
    ['a=b', 'a=b'],
  ])('%j becomes %j', (input, expected) => {
    expect(escapeCell(input)).toBe(expected);
  });

  it('writes nothing for null and the text of numbers and booleans', () => {
    expect(escapeCell(null)).toBe('');
    expect(escapeCell(12)).toBe('12');
    expect(escapeCell(false)).toBe('false');
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and new lines, escapes formulas, and starts with a BOM', () => {
    const csv = toCsv(
      ['名稱', 'note'],
      [
        ['a,b', 'say "hi"\nbye'],
        ['=1+1', null],
      ],
    ).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('名稱,note\r\n"a,b","say ""hi""\nbye"\r\n\'=1+1,\r\n');
  });
});

describe('toXlsx', () => {
  it('writes a sheet whose cells read back as escaped text', async () => {
    const buffer = await toXlsx('Log', ['時間', 'value'], [['2026-11-22', '=HYPERLINK("x")']]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(buffer).buffer);
    const sheet = workbook.getWorksheet('Log');
    expect(sheet?.getRow(1).values).toEqual([undefined, '時間', 'value']);
    expect(sheet?.getRow(2).getCell(2).value).toBe('\'=HYPERLINK("x")');
  });
});
