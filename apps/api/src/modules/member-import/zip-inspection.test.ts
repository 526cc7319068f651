import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inspectWorkbook } from './zip-inspection';

/** The entry names of a zip in the order of their local headers (the order a streaming reader sees). */
function localEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const compressedSize = zip.readUInt32LE(at + 18);
    names.push(zip.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
    at += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

describe('inspectWorkbook', () => {
  it('answers the workbook, its relations and shared strings before the worksheets', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('成員').addRow(['姓名', '電子郵件']);
    const written = Buffer.from(await workbook.xlsx.writeBuffer());
    // ExcelJS writes xl/workbook.xml last, after the worksheet: the case the order is for.
    expect(localEntryNames(written).at(-1)).toBe('xl/workbook.xml');

    const names = localEntryNames(await inspectWorkbook(written));
    const sheet = names.indexOf('xl/worksheets/sheet1.xml');
    expect(sheet).toBeGreaterThan(0);
    for (const needed of ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml']) {
      expect(names.indexOf(needed), needed).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(needed), needed).toBeLessThan(sheet);
    }
  });
});
