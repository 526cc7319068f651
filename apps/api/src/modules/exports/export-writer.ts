import type { Writable } from 'node:stream';
import type { ExportFormat } from '@portal/contracts/exports';
import ExcelJS from 'exceljs';
import { rowsPerTurn, yieldToOtherRequests } from '../../lib/export-stream';
import { type Cell, csvLines, csvStart, escapeCell } from '../../lib/spreadsheet-export';
import type { ListPage } from '../resources/resource-definition';
import type { ExportDefinition, ExportReader } from './export-definition';

/**
 * Rows read per call of the list's own function. The lists page with `limit … offset` (and count their
 * total each time), so every batch skips the rows before it: 200 000 rows in batches of 1 000 took 70 s,
 * in batches of 5 000 a fraction of it, while one batch stays a few MB.
 */
export const exportBatchSize = 5_000;

/** Resolves when `out` wants more, rejects when it was closed (the client went away). */
function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('export output closed'));
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('export output closed'));
    };
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onClose);
  });
}

async function write(out: Writable, chunk: string): Promise<void> {
  if (out.destroyed) throw new Error('export output closed');
  if (!out.write(chunk)) await drained(out);
}

const idOf = (item: unknown): unknown => (item as { id?: unknown } | null)?.id;

/**
 * Every row the list holds for the query, one batch at a time, read through the list's own function.
 * `firstPage` is the first batch when the caller already read it (to count the rows).
 *
 * The lists page by offset, so a row inserted ahead of a batch boundary while the export runs pushes the
 * last rows of the batch just written into the next one. Those rows are dropped from the next batch by
 * their ids (the previous batch's ids are kept, a batch's worth): each row is written at most once, and
 * every row that was there when the export started exactly once.
 */
export async function* listBatches(
  definition: ExportDefinition,
  reader: ExportReader,
  query: object,
  firstPage?: ListPage<unknown>,
): AsyncGenerator<unknown[]> {
  let page = firstPage ?? (await definition.read(reader, { ...query, page: 1, pageSize: exportBatchSize }));
  let previousIds = new Set<unknown>();
  for (let number = 1; ; number += 1) {
    const fresh = page.data.filter((item) => idOf(item) === undefined || !previousIds.has(idOf(item)));
    if (fresh.length > 0) yield fresh;
    if (page.data.length < exportBatchSize) return;
    previousIds = new Set(page.data.map(idOf));
    page = await definition.read(reader, { ...query, page: number + 1, pageSize: exportBatchSize });
  }
}

function cellsOf(definition: ExportDefinition, item: unknown, reader: ExportReader): Cell[] {
  return definition.columns.map((column) => column.value(item, reader.language));
}

export interface ExportWrite {
  definition: ExportDefinition;
  reader: ExportReader;
  query: object;
  format: ExportFormat;
  firstPage?: ListPage<unknown>;
  /** Called after each batch with the rows written so far (a job's progress). */
  onProgress?: (rowCount: number) => Promise<void>;
}

/**
 * Writes the list's rows as CSV (UTF-8 with a byte-order mark) or XLSX (exceljs's streaming writer)
 * into `out`, one batch in memory at a time, waiting for `out` to drain before reading on; ends `out`.
 * Formula-like cells get a leading apostrophe in both formats. Resolves with the number of rows.
 */
export async function writeExport(job: ExportWrite, out: Writable): Promise<number> {
  const { definition, reader } = job;
  const headers = definition.columns.map((column) => column.label[reader.language]);
  const batches = listBatches(definition, reader, job.query, job.firstPage);
  let rowCount = 0;
  if (job.format === 'csv') {
    await write(out, csvStart(headers));
    for await (const batch of batches) {
      // A slice per turn of the event loop, waiting for `out` after each: other requests go on.
      for (let start = 0; start < batch.length; start += rowsPerTurn) {
        const slice = batch.slice(start, start + rowsPerTurn);
        await write(out, csvLines(slice.map((item) => cellsOf(definition, item, reader))));
        await yieldToOtherRequests();
      }
      rowCount += batch.length;
      await job.onProgress?.(rowCount);
    }
    await new Promise<void>((resolve) => out.end(resolve));
    return rowCount;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(definition.fileStem, { views: [{ state: 'frozen', ySplit: 1 }] });
  const heading = sheet.addRow(headers.map(escapeCell));
  heading.font = { bold: true };
  heading.commit();
  for await (const batch of batches) {
    for (const [index, item] of batch.entries()) {
      if (index > 0 && index % rowsPerTurn === 0) {
        if (out.writableNeedDrain) await drained(out);
        await yieldToOtherRequests();
      }
      // Numbers stay numbers; any text is escaped as in the CSV.
      sheet
        .addRow(
          cellsOf(definition, item, reader).map((cell) =>
            typeof cell === 'number' ? cell : escapeCell(cell),
          ),
        )
        .commit();
    }
    rowCount += batch.length;
    if (out.writableNeedDrain) await drained(out);
    await job.onProgress?.(rowCount);
  }
  sheet.commit();
  await workbook.commit();
  return rowCount;
}
