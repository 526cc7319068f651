import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../lib/app-error';

/** What an uploaded workbook may expand to: a 5 MB sheet of 10 000 rows stays far below both. */
export const zipLimits = { maxEntries: 500, maxUncompressedBytes: 100 * 1024 * 1024 } as const;

interface ZipEntry {
  name: string;
  nameBytes: Buffer;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const endOfCentralDirectory = 0x06054b50;
const centralFileHeader = 0x02014b50;
const localFileHeader = 0x04034b50;
const utf8NameFlag = 0x0800;

/** The central directory's entries, read from the end record; anything malformed is unreadable. */
function centralDirectory(zip: Buffer): ZipEntry[] {
  // The end record is 22 bytes plus a comment of at most 65 535.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= searchFrom; at -= 1) {
    if (zip.readUInt32LE(at) === endOfCentralDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) throw AppError.of('IMPORT_UNREADABLE');
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const offset = zip.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: never needed by a sheet of this size.
  if (count === 0xffff || offset === 0xffffffff) throw AppError.of('IMPORT_UNSAFE_FILE');
  if (count > zipLimits.maxEntries) throw AppError.of('IMPORT_UNSAFE_FILE');
  if (offset + size > end) throw AppError.of('IMPORT_UNREADABLE');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== centralFileHeader) throw AppError.of('IMPORT_UNREADABLE');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      nameBytes,
      name: nameBytes.toString('utf8'),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  // Directory headers beyond the end record's count: the count understated, which would dodge the cap.
  if (at !== offset + size) throw AppError.of('IMPORT_UNSAFE_FILE');
  return entries;
}

/** One entry's compressed bytes, found through its local header. */
function entryData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== localFileHeader)
    throw AppError.of('IMPORT_UNREADABLE');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw AppError.of('IMPORT_UNREADABLE');
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates as a stream, counting the output and stopping as soon as it passes `maxOutput` (the declared
 * size may lie): memory stays at one chunk, and the bytes are kept only when asked for.
 */
function inflateCapped(data: Buffer, maxOutput: number, keep: boolean) {
  return new Promise<{ size: number; bytes: Buffer }>((resolve, reject) => {
    const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
    const chunks: Buffer[] = [];
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutput) {
        inflater.destroy();
        reject(AppError.of('IMPORT_UNSAFE_FILE'));
      } else if (keep) chunks.push(chunk);
    });
    inflater.on('error', () => reject(AppError.of('IMPORT_UNREADABLE')));
    inflater.on('end', () => resolve({ size, bytes: Buffer.concat(chunks) }));
    inflater.end(data);
  });
}

async function entrySize(data: Buffer, method: number, maxOutput: number, keep: boolean) {
  if (method === 0) {
    if (data.length > maxOutput) throw AppError.of('IMPORT_UNSAFE_FILE');
    return { size: data.length, bytes: data };
  }
  if (method !== 8) throw AppError.of('IMPORT_UNREADABLE');
  return inflateCapped(data, maxOutput, keep);
}

/**
 * Where an entry goes in the rebuilt archive: what ExcelJS's streaming reader needs to read a worksheet
 * (the workbook, its relations, the shared strings) before the worksheets. A writer may put
 * `xl/workbook.xml` last (ExcelJS does); the reader then parks each worksheet in a temporary file, and
 * about one read in 300 reached the worksheet without the workbook's model and failed.
 */
function readingOrder(name: string): number {
  const first = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels'];
  if (first.includes(name)) return first.indexOf(name);
  if (name === 'xl/sharedStrings.xml' || name === 'xl/styles.xml') return first.length;
  if (name.startsWith('xl/worksheets/')) return first.length + 1;
  return first.length + 2;
}

/** A zip of exactly these entries (their compressed bytes as they are), with honest sizes. */
function archiveOf(parts: { entry: ZipEntry; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { entry, data, size } of parts) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(localFileHeader, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(utf8NameFlag, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(entry.nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(centralFileHeader, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    // Flags through the name's length: the same fields as the local header's, two bytes further on.
    header.copy(central, 8, 6, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, entry.nameBytes, data);
    centrals.push(central, entry.nameBytes);
    offset += 30 + entry.nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(endOfCentralDirectory, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Checks a workbook before any parser sees it: the entry count and the declared sizes from the central
 * directory, then each entry really inflated under the remaining budget (a zip bomb that understates its
 * sizes stops at the cap); macros (a VBA project, a macro-enabled content type) and links to other
 * workbooks are refused. Answers the archive rebuilt from the inspected entries alone: the streaming
 * reader walks local headers, so an entry the directory does not list must never reach it.
 */
export async function inspectWorkbook(zip: Buffer): Promise<Buffer> {
  if (zip.length < 22) throw AppError.of('IMPORT_UNREADABLE');
  const entries = centralDirectory(zip).sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > zipLimits.maxUncompressedBytes) throw AppError.of('IMPORT_UNSAFE_FILE');
  const names = entries.map((entry) => entry.name.toLowerCase());
  if (
    names.some((name) => name.endsWith('vbaproject.bin') || (name.endsWith('.bin') && name.includes('vba')))
  )
    throw AppError.of('IMPORT_MACROS');
  if (names.some((name) => name.startsWith('xl/externallinks/'))) throw AppError.of('IMPORT_EXTERNAL_LINKS');
  let budget = zipLimits.maxUncompressedBytes;
  const parts: { entry: ZipEntry; data: Buffer; size: number }[] = [];
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const data = entryData(zip, entry);
    const isTypes = entry.name === '[Content_Types].xml';
    const { size, bytes } = await entrySize(data, entry.method, budget, isTypes);
    budget -= size;
    parts.push({ entry, data, size });
    if (isTypes) {
      const types = bytes.toString('utf8').toLowerCase();
      if (types.includes('macroenabled') || types.includes('vbaproject')) throw AppError.of('IMPORT_MACROS');
      if (types.includes('externallink')) throw AppError.of('IMPORT_EXTERNAL_LINKS');
    }
  }
  if (!names.includes('[content_types].xml') || !names.some((name) => name.startsWith('xl/worksheets/')))
    throw AppError.of('IMPORT_UNREADABLE');
  // A stable sort: entries of one rank keep the order they came in.
  return archiveOf(parts.sort((a, b) => readingOrder(a.entry.name) - readingOrder(b.entry.name)));
}
