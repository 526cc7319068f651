import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberImports } from '../../db/member-import-schema';
import {
  type MembersWorld,
  type Person,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import { csvText, header, uploadImport, workbookOf } from './member-import.fixtures';

/**
 * What a cell's text goes through: the CSV's encoding (UTF-8 without a byte-order mark; bytes that are
 * neither UTF-8 nor Big5), and cells a spreadsheet would run as a formula, kept as text on the way in
 * and neutralised with a leading apostrophe on the way out (the error report).
 */
let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

const importsOf = (vendorId: string) =>
  world.db.select().from(memberImports).where(eq(memberImports.vendorId, vendorId));

/** The error report of an import as rows of cell values (the header row first). */
async function reportRows(who: Person, id: string, language = 'zh-Hant') {
  const response = await world.app.inject({
    method: 'GET',
    url: `/api/v1/Vendor/Members/Batch/${id}/Report`,
    headers: { ...who.headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: { values: unknown[]; formulas: unknown[] }[] = [];
  sheet?.eachRow((row) => {
    const values: unknown[] = [];
    const formulas: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => {
      values.push(cell.value ?? '');
      formulas.push(cell.formula);
    });
    rows.push({ values, formulas });
  });
  return rows;
}

describe('CSV encodings', () => {
  it('reads a plain UTF-8 CSV without a byte-order mark, Chinese names intact', async () => {
    const { owner } = await vendorWithPeople(world, '無BOM公司');
    const text = csvText([
      header,
      ['陳怡君', 'plain.one@example.test', '0912-345-678', '業務經理', '管理者'],
      ['林志豪', 'plain.two@example.test', '', '採購專員', ''],
      ['歐陽 娜娜', 'plain.three@example.test', '', '', '成員'],
    ]);
    const bytes = Buffer.from(text, 'utf8');
    expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    // Read as Big5 these bytes would be mojibake: only the strict UTF-8 reading gives the names back.
    expect(iconv.decode(bytes, 'cp950')).not.toContain('陳怡君');
    const response = await uploadImport(world, owner, { bytes, fileName: '名單.csv' });
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json();
    expect(preview.fileName).toBe('名單.csv');
    expect(preview.counts).toMatchObject({ invite: 3, invalid: 0 });
    expect(preview.unknownColumns).toEqual([]);
    expect(
      preview.rows.map((row: { name: string; jobTitle: string; role: string }) => [
        row.name,
        row.jobTitle,
        row.role,
      ]),
    ).toEqual([
      ['陳怡君', '業務經理', 'manager'],
      ['林志豪', '採購專員', 'member'],
      ['歐陽 娜娜', '', 'member'],
    ]);
    expect(JSON.stringify(preview.rows)).not.toContain('\uFFFD');
  });

  it('refuses a CSV that is neither UTF-8 nor Big5 with a clear error, writing nothing', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '亂碼公司');
    // A row with bytes no UTF-8 or Big5 (cp950) text holds: 0x80 and 0xFF never start a character in
    // either, and 0xA4 0x20 is a Big5 lead byte without its trail byte. Under an English header (plain
    // ASCII, so the columns are found whatever the encoding) and under a Chinese one written in UTF-8.
    const broken = (headerRow: string[]) =>
      Buffer.concat([
        Buffer.from(`${headerRow.join(',')}\r\n`, 'utf8'),
        Buffer.from([0x80, 0xff, 0xa4, 0x20]),
        Buffer.from(',broken@example.test,,,\r\n', 'ascii'),
      ]);
    for (const bytes of [broken(['Name', 'E-mail', 'Mobile', 'Job title', 'Role']), broken(header)]) {
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
      const zh = await uploadImport(world, owner, { bytes, fileName: 'broken.csv' });
      expect(zh.statusCode, zh.body).toBe(400);
      expect(zh.json().errors[0]).toMatchObject({
        code: 'IMPORT_UNREADABLE',
        message: '無法讀取此檔案，請確認它是 Excel 或 CSV 檔。',
      });
      const en = await uploadImport(world, owner, { bytes, fileName: 'broken.csv' }, '', 'en');
      expect(en.json().errors[0]).toMatchObject({
        code: 'IMPORT_UNREADABLE',
        message: 'The file cannot be read. Check that it is an Excel or CSV file.',
      });
    }
    expect(await importsOf(vendor.id)).toHaveLength(0);
  });
});

describe('formula-like cells', () => {
  it('keeps cells starting with = + - @ (and a tab or CR) as text, and the report neutralises them all', async () => {
    const { owner } = await vendorWithPeople(world, '公式公司');
    const bytes = await workbookOf([
      header,
      // Row 2: nothing wrong but the address, so every other cell reaches the report as it was read.
      ['+王', "+cmd|' /C calc'!A0", '', '-2+3', '@SUM(A1)'],
      ['-李', '-1+1@example', '', '=1+2', ''],
      ['\t=陳', '\r@evil', '', '\t+1', ''],
      ['@張', '=HYPERLINK("http://evil.test","x")', '', { formula: '1+1' }, ''],
    ]);
    const response = await uploadImport(world, owner, { bytes, fileName: 'formulas.xlsx' });
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json();
    const cells = preview.rows.map((row: { name: string; email: string; jobTitle: string; role: string }) => [
      row.name,
      row.email,
      row.jobTitle,
      row.role,
    ]);
    // Kept as text, never evaluated; a leading tab or CR is white space and is trimmed on the way in.
    expect(cells).toEqual([
      ['+王', "+cmd|' /C calc'!A0", '-2+3', '@SUM(A1)'],
      ['-李', '-1+1@example', '=1+2', ''],
      ['=陳', '@evil', '+1', ''],
      ['@張', '=HYPERLINK("http://evil.test","x")', '=1+1', ''],
    ]);
    expect(preview.rows.map((row: { verdict: string }) => row.verdict)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);

    const [heading, ...body] = await reportRows(owner, preview.id);
    expect(heading?.values).toEqual(['列', '姓名', '電子郵件', '手機', '職稱', '角色', '原因']);
    // Columns: row, name, e-mail, mobile, job title, role, reason.
    expect(body.map((row) => [row.values[1], row.values[2], row.values[4], row.values[5]])).toEqual([
      ["'+王", "'+cmd|' /C calc'!A0", "'-2+3", "'@SUM(A1)"],
      ["'-李", "'-1+1@example", "'=1+2", ''],
      ["'=陳", "'@evil", "'+1", ''],
      ["'@張", '\'=HYPERLINK("http://evil.test","x")', "'=1+1", ''],
    ]);
    for (const row of body) expect(row.formulas.filter((formula) => formula !== undefined)).toEqual([]);
  });

  it('a mobile column: +886 and Excel’s numbers are mobiles, a negative number is not; the report keeps them safe', async () => {
    const { owner, member } = await vendorWithPeople(world, '手機公司');
    const bytes = await workbookOf([
      header,
      ['國碼', 'intl.one@example.test', '+886 912 345 678', '', ''],
      // Excel keeps a typed +886912345678 as the number 886912345678, and 0912345678 as 912345678.
      ['數字國碼', 'intl.two@example.test', 886912345678, '', ''],
      ['少了零', 'intl.three@example.test', 912345678, '', ''],
      ['負數', 'intl.four@example.test', -912345678, -5, ''],
      // Already a member, so in the report with a +886 mobile and a negative job title.
      ['成員', member.email, '+886-912-000-111', -5, ''],
    ]);
    const response = await uploadImport(world, owner, { bytes, fileName: 'mobiles.xlsx' }, '', 'en');
    expect(response.statusCode, response.body).toBe(201);
    const rows = response.json().rows;
    expect(
      rows.map((row: { mobile: string; jobTitle: string; verdict: string }) => [
        row.mobile,
        row.jobTitle,
        row.verdict,
      ]),
    ).toEqual([
      ['+886 912 345 678', '', 'invite'],
      ['886912345678', '', 'invite'],
      ['0912345678', '', 'invite'],
      ['-912345678', '-5', 'invalid'],
      ['+886-912-000-111', '-5', 'member'],
    ]);
    expect(rows[3].problems).toEqual([
      {
        field: 'mobile',
        code: 'FIELD_INVALID_MOBILE',
        message: 'Enter a valid Taiwan mobile number, such as 0912-345-678.',
      },
    ]);

    const [, ...body] = await reportRows(owner, response.json().id, 'en');
    expect(body.map((row) => row.values.slice(0, 6))).toEqual([
      ['5', '負數', 'intl.four@example.test', "'-912345678", "'-5", ''],
      ['6', '成員', member.email, "'+886-912-000-111", "'-5", 'member'],
    ]);
  });

  it('the report, fixed and uploaded again, reads its neutralised cells back as they were typed', async () => {
    const { owner } = await vendorWithPeople(world, '報表回傳公司');
    const first = await uploadImport(world, owner, {
      bytes: await workbookOf([
        header,
        ['回傳一', 'not-an-address', '+886 912 345 678', '-5', ''],
        ['=回傳二', 'also bad', '0912-345-679', '+1 專員', '@member'],
      ]),
      fileName: 'roundtrip.xlsx',
    });
    expect(first.json().counts).toMatchObject({ invalid: 2 });
    const report = await world.app.inject({
      method: 'GET',
      url: `/api/v1/Vendor/Members/Batch/${first.json().id}/Report`,
      headers: owner.headers,
    });
    // The person fixes the addresses and the role in the report, and uploads it as it is.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet in the report');
    expect(sheet.getRow(2).getCell(4).value).toBe("'+886 912 345 678");
    sheet.getRow(2).getCell(3).value = 'roundtrip.one@example.test';
    sheet.getRow(3).getCell(3).value = 'roundtrip.two@example.test';
    sheet.getRow(3).getCell(6).value = '成員';
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    const second = await uploadImport(world, owner, { bytes: fixed, fileName: 'roundtrip-errors.xlsx' });
    expect(second.statusCode, second.body).toBe(201);
    const preview = second.json();
    expect(preview.unknownColumns).toEqual(['列', '原因']);
    expect(
      preview.rows.map((row: { name: string; mobile: string; jobTitle: string; verdict: string }) => [
        row.name,
        row.mobile,
        row.jobTitle,
        row.verdict,
      ]),
    ).toEqual([
      ['回傳一', '+886 912 345 678', '-5', 'invite'],
      ['=回傳二', '0912-345-679', '+1 專員', 'invite'],
    ]);
  });
});
