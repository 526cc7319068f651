import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { someAddress } from '../../../test/identity-fixtures';
import { multipartBody } from '../files/documents.fixtures';
import type { MembersWorld, Person } from '../vendor-members/vendor-members.fixtures';

/** A workbook with one sheet of these rows (the first is the header), as Excel would save it. */
export async function workbookOf(rows: (string | number | { formula: string })[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV text of rows (fields quoted when needed), CR LF line ends as Excel writes them. */
export function csvText(rows: string[][]): string {
  return `${rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;
}

export const utf8Bom = (text: string) =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
export const big5 = (text: string) => iconv.encode(text, 'cp950');

/** A zip archive of these entries (deflated), as a minimal writer makes it: for hostile workbooks. */
export function zipOf(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (extra: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>${extra}</Types>`,
  );

/** A workbook-shaped archive carrying a VBA project (what Excel saves as .xlsm). */
export const macroWorkbook = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/>',
      ),
    },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') },
    { name: 'xl/vbaProject.bin', data: Buffer.from('Attribute VB_Name = "Module1"') },
  ]);

/** A workbook-shaped archive whose sheet inflates to 120 MB of blanks (a few hundred KB on the wire). */
export const zipBomb = () =>
  zipOf([
    { name: '[Content_Types].xml', data: contentTypes('') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(120 * 1024 * 1024, 0x20) },
  ]);

/** `POST /Vendor/Members/Batch` with one file. */
export function uploadImport(
  world: MembersWorld,
  who: Person | null,
  file: { bytes: Buffer; fileName: string },
  query = '',
  language = 'zh-Hant',
) {
  const body = multipartBody([{ name: 'file', value: file.bytes, fileName: file.fileName }]);
  return world.app.inject({
    method: 'POST',
    url: `/api/v1/Vendor/Members/Batch${query}`,
    headers: { ...(who ? who.headers : {}), 'content-type': body.contentType, 'accept-language': language },
    payload: body.payload,
    remoteAddress: someAddress(),
  });
}

export const header = ['姓名', '電子郵件', '手機', '職稱', '角色'];
