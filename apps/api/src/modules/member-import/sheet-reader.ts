import { Readable } from 'node:stream';
import { importLimits } from '@portal/contracts/member-import';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { AppError } from '../../lib/app-error';
import { inspectWorkbook } from './zip-inspection';

/** A sheet as text: the header row, then each data row with its row number in the sheet. */
export interface SheetTable {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a CSV as Taiwanese Excel writes it: UTF-8 with a byte-order mark, UTF-8 without one, or
 * Big5 (Windows code page 950, "ANSI" on a Traditional Chinese Windows). Bytes that are valid UTF-8 are
 * UTF-8 (Big5 text is almost never valid UTF-8); anything else is decoded as cp950. Bytes that are not
 * Big5 either would decode to U+FFFD (mojibake in the preview): the file is refused instead.
 */
export function decodeCsv(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf-16le');
  try {
    return utf8Strict.decode(bytes);
  } catch {
    const text = iconv.decode(bytes, 'cp950');
    if (text.includes('\uFFFD')) throw AppError.of('IMPORT_UNREADABLE');
    return text;
  }
}

/** RFC 4180 fields (quotes, doubled quotes, CR LF or LF); a separator of `,` or, when the header says so, `;` or tab. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      // Blank lines are dropped later; this only bounds the memory a huge file could take.
      if (rows.length > importLimits.maxRows * 2)
        throw AppError.of('IMPORT_TOO_MANY_ROWS', { params: { max: importLimits.maxRows } });
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A cell as text: formulas are kept as their text (`=…`), never evaluated; dates as ISO dates. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value && value.formula) return `=${value.formula}`;
  if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** The first worksheet of a workbook, read as a stream from what `inspectWorkbook` let through. */
export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const inspected = await inspectWorkbook(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([inspected]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        for (let column = 1; column < values.length; column += 1)
          cells[column - 1] = cellText(values[column]);
        // Blank rows are not emitted by the reader: keep the sheet's numbering.
        while (rows.length < row.number - 1) rows.push([]);
        rows.push(Array.from(cells, (cell) => cell ?? ''));
        if (rows.length > importLimits.maxRows * 2)
          throw AppError.of('IMPORT_TOO_MANY_ROWS', { params: { max: importLimits.maxRows } });
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.of('IMPORT_UNREADABLE');
  }
  return rows;
}

/** Header row and data rows of a table; blank rows dropped, at most `importLimits.maxRows`. */
export function toTable(raw: string[][]): SheetTable {
  const headerIndex = raw.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw AppError.of('IMPORT_NO_ROWS');
  const rows: SheetTable['rows'] = [];
  for (let i = headerIndex + 1; i < raw.length; i += 1) {
    const cells = raw[i] ?? [];
    if (cells.every((cell) => cell.trim() === '')) continue;
    rows.push({ row: i + 1, cells });
  }
  if (rows.length === 0) throw AppError.of('IMPORT_NO_ROWS');
  if (rows.length > importLimits.maxRows)
    throw AppError.of('IMPORT_TOO_MANY_ROWS', { params: { max: importLimits.maxRows } });
  return { headers: raw[headerIndex] ?? [], rows };
}

/** An uploaded file by its content: a zip is a workbook, anything else must be text (CSV). */
export async function readUpload(upload: { bytes: Buffer; fileName: string }): Promise<SheetTable> {
  const name = upload.fileName.toLowerCase();
  const isZip = upload.bytes[0] === 0x50 && upload.bytes[1] === 0x4b;
  if (name.endsWith('.xlsm') || name.endsWith('.xls')) throw AppError.of('IMPORT_FILE_TYPE');
  if (isZip) return toTable(await readXlsx(upload.bytes));
  if (name.endsWith('.xlsx')) throw AppError.of('IMPORT_UNREADABLE');
  if (!name.endsWith('.csv') && !name.endsWith('.txt')) throw AppError.of('IMPORT_FILE_TYPE');
  // A binary file named .csv: NUL bytes never occur in a text export.
  if (upload.bytes.subarray(0, 4096).includes(0) && !(upload.bytes[0] === 0xff && upload.bytes[1] === 0xfe))
    throw AppError.of('IMPORT_UNREADABLE');
  return toTable(parseCsv(decodeCsv(upload.bytes)));
}
