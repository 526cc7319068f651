import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../lib/app-error';

/** What an uploaded workbook may expand to: a 5 MB sheet of 10 000 rows stays far below both. */
export const zipLimits = { maxEntries: 500, maxUncompressedBytes: 100 * 1024 * 1024 } as const;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const endOfCentralDirectory = 0x06054b50;
const centralFileHeader = 0x02014b50;
const localFileHeader = 0x04034b50;

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
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's bytes, inflated with a hard cap on the output (the declared size may lie). */
function entryBytes(zip: Buffer, entry: ZipEntry, maxOutput: number): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== localFileHeader)
    throw AppError.of('IMPORT_UNREADABLE');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > maxOutput) throw AppError.of('IMPORT_UNSAFE_FILE');
    return data;
  }
  if (entry.method !== 8) throw AppError.of('IMPORT_UNREADABLE');
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, maxOutput) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw AppError.of('IMPORT_UNSAFE_FILE');
    throw AppError.of('IMPORT_UNREADABLE');
  }
}

/**
 * Checks a workbook before any parser sees it: the entry count and the declared sizes from the central
 * directory, then each entry really inflated under the remaining budget (a zip bomb that understates its
 * sizes stops at the cap); macros (a VBA project, a macro-enabled content type) and links to other
 * workbooks are refused.
 */
export function inspectWorkbook(zip: Buffer): void {
  if (zip.length < 22) throw AppError.of('IMPORT_UNREADABLE');
  const entries = centralDirectory(zip);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > zipLimits.maxUncompressedBytes) throw AppError.of('IMPORT_UNSAFE_FILE');
  const names = entries.map((entry) => entry.name.toLowerCase());
  if (
    names.some((name) => name.endsWith('vbaproject.bin') || (name.endsWith('.bin') && name.includes('vba')))
  )
    throw AppError.of('IMPORT_MACROS');
  if (names.some((name) => name.startsWith('xl/externallinks/'))) throw AppError.of('IMPORT_EXTERNAL_LINKS');
  let budget = zipLimits.maxUncompressedBytes;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const bytes = entryBytes(zip, entry, budget);
    budget -= bytes.length;
    if (entry.name === '[Content_Types].xml') {
      const types = bytes.toString('utf8').toLowerCase();
      if (types.includes('macroenabled') || types.includes('vbaproject')) throw AppError.of('IMPORT_MACROS');
      if (types.includes('externallink')) throw AppError.of('IMPORT_EXTERNAL_LINKS');
    }
  }
  if (!names.includes('[content_types].xml') || !names.some((name) => name.startsWith('xl/worksheets/')))
    throw AppError.of('IMPORT_UNREADABLE');
}
