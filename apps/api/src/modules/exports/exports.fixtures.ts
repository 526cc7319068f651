import ExcelJS from 'exceljs';
import type { MembersWorld, Person } from '../vendor-members/vendor-members.fixtures';
import { call } from '../vendor-members/vendor-members.fixtures';

/** RFC 4180 CSV as rows of cells (the byte-order mark dropped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The first worksheet of an XLSX file as rows of cell texts. */
export async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

/** `?condition=…&sortings=…&…` of a list query. */
export function queryString(query: {
  condition?: Record<string, unknown>;
  sortings?: unknown[];
  extra?: Record<string, string>;
}): string {
  const params = new URLSearchParams(query.extra ?? {});
  if (query.condition) params.set('condition', JSON.stringify(query.condition));
  if (query.sortings) params.set('sortings', JSON.stringify(query.sortings));
  return params.toString();
}

/** `GET /Exports/{list}` as a person; the CSV's rows (heading first) when it answers 200. */
export async function exportCsv(world: MembersWorld, who: Person, list: string, query: string) {
  const response = await call(world, who, { method: 'GET', url: `/Exports/${list}?format=csv&${query}` });
  return { response, rows: response.statusCode === 200 ? parseCsv(response.body) : [] };
}
