import { emailSchema, mobileSchema, personNameSchema } from '@portal/contracts/identity-rules';
import {
  columnOfHeader,
  type ImportColumn,
  importColumns,
  importRoleWords,
} from '@portal/contracts/member-import';
import type { VendorRole } from '@portal/contracts/permissions';
import { lineText } from '@portal/contracts/text';
import { mayActOnRole } from '@portal/contracts/vendor-member';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ImportProblemRecord } from './member-import.repository';
import type { SheetTable } from './sheet-reader';

const jobTitleSchema = lineText(100);

/** A row's cells after NFKC (full-width digits, letters and spaces become ASCII), trimmed. */
export interface ParsedRow {
  row: number;
  name: string;
  email: string;
  mobile: string;
  jobTitle: string;
  role: string;
  /** The normalised values the invitation uses, when the row is valid. */
  valid: { email: string; name: string | undefined; role: VendorRole } | null;
  problems: ImportProblemRecord[];
}

/** Which sheet column holds each known column, and the headers that matched none. */
export function mapHeaders(headers: string[]) {
  const index: Partial<Record<ImportColumn, number>> = {};
  const unknown: string[] = [];
  headers.forEach((header, at) => {
    const column = columnOfHeader(header);
    if (column && index[column] === undefined) index[column] = at;
    else if (header.trim()) unknown.push(header.trim());
  });
  if (index.email === undefined) throw AppError.of('IMPORT_NO_EMAIL_COLUMN');
  return { index, unknown };
}

/** The first issue of a failed parse as a coded problem (schemas name their own code in the message). */
function problemOf(field: ImportColumn, error: z.ZodError): ImportProblemRecord {
  const issue = error.issues[0];
  if (!issue) return { field, code: 'FIELD_INVALID_VALUE' };
  if (/^[A-Z_]+$/.test(issue.message)) return { field, code: issue.message };
  if (issue.code === 'too_big')
    return { field, code: 'FIELD_TOO_LONG', params: { max: String(issue.maximum) } };
  if (issue.code === 'too_small') return { field, code: 'FIELD_REQUIRED' };
  if (issue.code === 'invalid_format') return { field, code: 'FIELD_INVALID_FORMAT' };
  return { field, code: 'FIELD_INVALID_VALUE' };
}

/**
 * The error report writes a cell starting with `= + - @` behind an apostrophe (`escapeCell`), so no
 * spreadsheet runs it: a report fixed and uploaded again gets that apostrophe taken off, as typed before.
 */
const clean = (cell: string | undefined) =>
  (cell ?? '')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'(?=[=+\-@])/, '');

/**
 * Each data row checked with the single invitation's rules (e-mail, name, role never above the
 * uploader's own) plus the mobile and job title columns. Verdicts needing the database come later.
 */
export function parseRows(table: SheetTable, acting: VendorRole) {
  const { index, unknown } = mapHeaders(table.headers);
  const cellOf = (cells: string[], column: ImportColumn) => {
    const at = index[column];
    return at === undefined ? '' : clean(cells[at]);
  };
  const rows: ParsedRow[] = table.rows.map(({ row, cells }) => {
    const raw = Object.fromEntries(importColumns.map((column) => [column, cellOf(cells, column)])) as Record<
      ImportColumn,
      string
    >;
    const problems: ImportProblemRecord[] = [];
    let email = '';
    if (!raw.email) problems.push({ field: 'email', code: 'FIELD_REQUIRED' });
    else {
      const parsed = emailSchema.safeParse(raw.email);
      if (parsed.success) email = parsed.data;
      else problems.push(problemOf('email', parsed.error));
    }
    let name: string | undefined;
    if (raw.name) {
      const parsed = personNameSchema.safeParse(raw.name);
      if (parsed.success) name = parsed.data;
      else problems.push(problemOf('name', parsed.error));
    }
    if (raw.mobile) {
      // Excel drops a number's leading zero: 912345678 was 0912345678.
      const typed = /^9\d{8}$/.test(raw.mobile) ? `0${raw.mobile}` : raw.mobile;
      const parsed = mobileSchema.safeParse(typed);
      if (parsed.success) raw.mobile = typed;
      else problems.push(problemOf('mobile', parsed.error));
    }
    if (raw.jobTitle) {
      const parsed = jobTitleSchema.safeParse(raw.jobTitle);
      if (!parsed.success) problems.push(problemOf('jobTitle', parsed.error));
    }
    const role: VendorRole | undefined = raw.role ? importRoleWords[raw.role.toLowerCase()] : 'member';
    if (!role) problems.push({ field: 'role', code: 'IMPORT_ROLE_UNKNOWN' });
    else if (!mayActOnRole(acting, role)) problems.push({ field: 'role', code: 'VENDOR_ROLE_TOO_HIGH' });
    const valid = problems.length === 0 && role ? { email, name, role } : null;
    return { row, ...raw, email: email || raw.email, valid, problems };
  });
  return { rows, unknownColumns: unknown };
}
