import { importLimits, type SheetsImportInput } from '@portal/contracts/member-import';
import { AppError } from '../../lib/app-error';

export interface SheetsClient {
  /** The cells of a sheet's range as text rows, and a name for the preview. */
  read(input: SheetsImportInput): Promise<{ title: string; values: string[][] }>;
}

const idPattern = /^[A-Za-z0-9_-]{10,200}$/;

/** The spreadsheet id of a link (`…/spreadsheets/d/{id}/…`) or of a bare id. */
export function spreadsheetIdOf(input: SheetsImportInput): string {
  if (input.spreadsheetId) return input.spreadsheetId;
  const text = (input.url ?? '').trim();
  if (idPattern.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw AppError.of('SHEETS_BAD_LINK', { field: 'url' });
  }
  const id = /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(url.pathname)?.[1];
  if (url.protocol !== 'https:' || url.hostname !== 'docs.google.com' || !id || !idPattern.test(id))
    throw AppError.of('SHEETS_BAD_LINK', { field: 'url' });
  return id;
}

/**
 * Google Sheets API v4 `spreadsheets.values.get` with an API key: works for sheets shared as "anyone
 * with the link". Google's error body (`{ error: { code, status, message } }`) tells private (403),
 * missing (404, or 400 for a range that names no sheet) and unavailable (429, 5xx, no answer) apart.
 */
export function createSheetsClient(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}): SheetsClient {
  return {
    async read(input) {
      const id = spreadsheetIdOf(input);
      // Without a range: the first sheet's first 26 columns, header row included.
      const range = input.range || `A1:Z${importLimits.maxRows + 1}`;
      const url = new URL(
        `v4/spreadsheets/${encodeURIComponent(id)}/values/${encodeURIComponent(range)}`,
        options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
      );
      url.searchParams.set('key', options.apiKey);
      url.searchParams.set('majorDimension', 'ROWS');
      url.searchParams.set('valueRenderOption', 'FORMATTED_VALUE');
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      } catch {
        throw AppError.of('SHEETS_UNAVAILABLE');
      }
      const body = (await response.json().catch(() => null)) as {
        values?: unknown[][];
        error?: { code?: number; status?: string };
      } | null;
      if (!response.ok) {
        const status = body?.error?.status;
        if (response.status === 403 || status === 'PERMISSION_DENIED') throw AppError.of('SHEETS_PRIVATE');
        if (response.status === 404 || status === 'NOT_FOUND') throw AppError.of('SHEETS_NOT_FOUND');
        if (response.status === 400 && status === 'INVALID_ARGUMENT') throw AppError.of('SHEETS_NOT_FOUND');
        throw AppError.of('SHEETS_UNAVAILABLE');
      }
      if (!body || (body.values !== undefined && !Array.isArray(body.values)))
        throw AppError.of('SHEETS_UNAVAILABLE');
      const values = (body.values ?? []).map((row) =>
        (Array.isArray(row) ? row : []).map((cell) =>
          cell === null || cell === undefined ? '' : String(cell),
        ),
      );
      return { title: `Google Sheets ${id.slice(0, 12)}… ${input.range ?? ''}`.trim(), values };
    },
  };
}
