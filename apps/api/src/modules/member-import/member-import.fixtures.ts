import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import { someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { multipartBody } from '../files/documents.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';

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

/** One part of a hand-made archive; the options make it hostile. */
export interface ZipPart {
  name: string;
  data: Buffer;
  /** `data` is raw deflate already (its checksum is left at 0). */
  deflated?: boolean;
  /** The uncompressed size both headers state, when it should lie. */
  declaredSize?: number;
  /** Written as a local entry only: the central directory leaves it out, a streaming reader still meets it. */
  hidden?: boolean;
}

/** A zip archive of these parts (deflated), as a minimal writer makes it: for hostile workbooks. */
export function zipOf(parts: ZipPart[], options: { declaredCount?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const compressed = part.deflated ? part.data : deflateRawSync(part.data);
    const crc = part.deflated ? 0 : crc32(part.data);
    const size = part.declaredSize ?? (part.deflated ? 0 : part.data.length);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    if (!part.hidden) {
      centrals.push(central, name);
      listed += 1;
    }
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.declaredCount ?? listed, 8);
  end.writeUInt16LE(options.declaredCount ?? listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a real workbook (directories left out), to rebuild it with something added. */
export function partsOf(zip: Buffer): ZipPart[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const parts: ZipPart[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    if (!name.endsWith('/'))
      parts.push({ name, data: zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/**
 * Raw deflate of this many megabytes of blanks, about 1 KB each: one megabyte deflated with a full flush
 * (which forgets the history) repeats as often as wanted, then an empty final block ends the stream.
 */
export function deflatedBlanks(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
}

/**
 * A workbook of these rows linking to another workbook on the author's disk, as Excel saves one: the
 * link part (at `linkPart`) with its relationship to the other file, declared in the workbook and in
 * `[Content_Types].xml`.
 */
export async function linkedWorkbook(rows: string[][], linkPart = 'xl/externalLinks/externalLink1.xml') {
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const folder = linkPart.slice(0, linkPart.lastIndexOf('/') + 1);
  const file = linkPart.slice(folder.length);
  const edit = (part: ZipPart) => {
    const text = part.data.toString('utf8');
    if (part.name === '[Content_Types].xml')
      return text.replace(
        '</Types>',
        `<Override PartName="/${linkPart}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/></Types>`,
      );
    if (part.name === 'xl/_rels/workbook.xml.rels')
      return text.replace(
        '</Relationships>',
        `<Relationship Id="rIdLink1" Type="${relationships}/externalLink" Target="${linkPart.slice(3)}"/></Relationships>`,
      );
    if (part.name === 'xl/workbook.xml')
      return text.replace(
        '</sheets>',
        '</sheets><externalReferences><externalReference r:id="rIdLink1"/></externalReferences>',
      );
    return null;
  };
  const parts = partsOf(await workbookOf(rows)).map((part) => {
    const text = edit(part);
    return text === null ? part : { name: part.name, data: Buffer.from(text, 'utf8') };
  });
  return zipOf([
    ...parts,
    {
      name: linkPart,
      data: Buffer.from(
        `<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${relationships}"><externalBook r:id="rId1"><sheetNames><sheetName val="Prices"/></sheetNames></externalBook></externalLink>`,
      ),
    },
    {
      name: `${folder}_rels/${file}.rels`,
      data: Buffer.from(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/externalLinkPath" Target="file:///C:/Users/buyer/prices.xlsx" TargetMode="External"/></Relationships>`,
      ),
    },
  ]);
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

/**
 * A local stand-in for the Sheets API v4 `spreadsheets.values.get`, answering Google's documented JSON:
 * `{ range, majorDimension, values }`, or `{ error: { code, message, status } }`.
 */
export function fakeSheets() {
  const requests: URL[] = [];
  const googleError = (res: http.ServerResponse, code: number, status: string, message: string) => {
    res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify({ error: { code, message, status } }));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const match = /^\/v4\/spreadsheets\/([^/]+)\/values\/(.+)$/.exec(url.pathname);
    if (url.searchParams.get('key') !== 'test-key')
      return googleError(res, 400, 'INVALID_ARGUMENT', 'API key not valid.');
    if (!match) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
    const [, id] = match;
    if (id === 'privateSheet1234')
      return googleError(res, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
    if (id === 'brokenSheet12345')
      return googleError(res, 503, 'UNAVAILABLE', 'The service is currently unavailable.');
    // Google answers a range naming no tab with 400 INVALID_ARGUMENT "Unable to parse range".
    if (decodeURIComponent(match[2] ?? '').startsWith('NoSuchTab!'))
      return googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        `Unable to parse range: ${decodeURIComponent(match[2] ?? '')}`,
      );
    if (id !== 'publicSheet12345')
      return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(
      JSON.stringify({
        range: "'工作表1'!A1:Z10001",
        majorDimension: 'ROWS',
        values: [
          ['電子郵件', '姓名', '角色', '備註'],
          ['sheet.one@example.test', '黃美玲', '成員', '新進'],
          ['sheet.two@example.test', '吳建宏'],
          ['not-email', '錯'],
        ],
      }),
    );
  });
  return { server, requests };
}

/**
 * A members world whose app reads Google Sheets from a `fakeSheets` server on 127.0.0.1 (key
 * `test-key`), running the job workers when asked (as the server does).
 */
export async function startSheetsWorld(options: { runJobs?: boolean } = {}) {
  const fake = fakeSheets();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  const world = await startMembersWorld();
  await world.app.close();
  world.app = await buildTestApp(world.database, {
    env: {
      CAPTCHA_ENABLED: 'false',
      GOOGLE_SHEETS_API_KEY: 'test-key',
      GOOGLE_SHEETS_BASE_URL: `http://127.0.0.1:${port}`,
    },
    clock: world.clock,
    ...(options.runJobs ? { runJobs: true, jobTuning: { workerPollingIntervalSeconds: 1 } } : {}),
  });
  return {
    world,
    fake,
    async close() {
      await world.close();
      await new Promise((resolve) => fake.server.close(resolve));
    },
  };
}

/** Polls an applied import's status until it is `done` (the job runs in the app), then answers it. */
export async function waitForImport(world: MembersWorld, who: Person, id: string) {
  const status = async () =>
    (await call(world, who, { method: 'GET', url: `/Vendor/Members/Batch/${id}/Status` })).json();
  await expect.poll(async () => (await status()).status, { timeout: 30_000, interval: 200 }).toBe('done');
  return status();
}
