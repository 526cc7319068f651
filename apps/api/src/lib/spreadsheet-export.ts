import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | null | undefined;

// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection).
const formulaStart = /^[=+\-@\t\r]/;

/** The text of a cell, with a leading apostrophe when it would otherwise start a formula. */
export function escapeCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return formulaStart.test(text) ? `'${text}` : text;
}

function csvField(value: Cell): string {
  const text = escapeCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Lines of RFC 4180 CSV, each ending CRLF unless told (a file whose rows PostgreSQL's COPY writes ends
 * them LF), for a file written as it is read.
 */
export function csvLines(rows: readonly (readonly Cell[])[], lineEnd = '\r\n'): string {
  return rows.map((row) => `${row.map(csvField).join(',')}${lineEnd}`).join('');
}

/** The first bytes of a streamed CSV file: the byte-order mark and the header line. */
export function csvStart(headers: readonly string[], lineEnd = '\r\n'): string {
  return `\uFEFF${csvLines([headers], lineEnd)}`;
}

/** RFC 4180 CSV with a UTF-8 byte-order mark, so Excel opens Chinese text correctly. */
export function toCsv(headers: readonly string[], rows: readonly (readonly Cell[])[]): Buffer {
  const lines = [headers, ...rows].map((row) => row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** One worksheet, bold header row, every cell written as text (escaped like the CSV). */
export async function toXlsx(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers.map(escapeCell)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(escapeCell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const spreadsheetContentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
