import type { Language } from '@portal/contracts/i18n';
import {
  type ImportVerdict,
  importColumns,
  importHeaders,
  importLimits,
  type SheetsImportInput,
} from '@portal/contracts/member-import';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addSeconds, type Clock } from '../../lib/clock';
import { toXlsx } from '../../lib/spreadsheet-export';
import type { Principal } from '../../plugins/route-access';
import { type ActionContext, recordAction } from '../action-log/action-log.recorder';
import { type MemberScope, resolveScope } from '../vendor-members/member-scope';
import type { SheetsClient } from './google-sheets';
import { problemText, toPreview, toSummary } from './import-view';
import type { ImportProblemRecord, ImportRowRecord } from './member-import.repository';
import {
  deleteExpiredPreviews,
  findImport,
  insertImport,
  insertImportRows,
  listImportRows,
  membershipsByEmail,
  pendingInvitationEmails,
} from './member-import.repository';
import { type ParsedRow, parseRows } from './row-rules';
import { readUpload, type SheetTable, toTable } from './sheet-reader';

const verdictProblem: Partial<Record<ImportVerdict, ImportProblemRecord>> = {
  member: { field: 'email', code: 'IMPORT_ROW_MEMBER' },
  otherVendor: { field: 'email', code: 'IMPORT_ROW_OTHER_VENDOR' },
  pending: { field: 'email', code: 'IMPORT_ROW_PENDING' },
};

/** Who may import: the vendor's owners and managers, staff with vendors:write naming the vendor. */
export async function importScope(db: Database, principal: Principal, vendorId: string | undefined) {
  const scope = await resolveScope(db, principal, vendorId, 'manage');
  if (!scope.acting) throw AppError.of('FORBIDDEN');
  return scope as MemberScope & { acting: NonNullable<MemberScope['acting']> };
}

/**
 * An import's record for its uploader (or staff with vendors:write on its vendor); anyone else, and
 * another vendor's import, is not found.
 */
export async function ownedImport(
  db: Database,
  principal: Principal,
  vendorId: string | undefined,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const scope = await importScope(db, principal, vendorId);
  const record = await findImport(db, scope.vendorId, id, options);
  if (!record || (!scope.staff && record.uploadedBy !== principal.userId)) throw AppError.of('NOT_FOUND');
  return { scope, record };
}

/** The rows' verdicts: duplicates inside the file first, then what the database knows of each address. */
async function verdicts(db: Database, vendorId: string, rows: ParsedRow[]) {
  const emails = [...new Set(rows.flatMap((row) => (row.valid ? [row.valid.email] : [])))];
  const [memberships, pending] = await Promise.all([
    membershipsByEmail(db, emails),
    pendingInvitationEmails(db, vendorId, emails),
  ]);
  const firstRow = new Map<string, number>();
  return rows.map((row) => {
    if (!row.valid) return { row, verdict: 'invalid' as const, problems: row.problems };
    const { email } = row.valid;
    const earlier = firstRow.get(email);
    if (earlier !== undefined)
      return {
        row,
        verdict: 'duplicate' as const,
        problems: [{ field: 'email', code: 'IMPORT_ROW_DUPLICATE', params: { row: earlier } }],
      };
    firstRow.set(email, row.row);
    const vendorOfAccount = memberships.get(email);
    let verdict: ImportVerdict = 'invite';
    if (vendorOfAccount === vendorId) verdict = 'member';
    else if (vendorOfAccount) verdict = 'otherVendor';
    else if (pending.has(email)) verdict = 'pending';
    const problem = verdictProblem[verdict];
    return { row, verdict, problems: problem ? [problem] : [] };
  });
}

/** Previews (nothing written but the preview itself), their status, the error report and the template. */
export function createMemberImportService(deps: { db: Database; clock: Clock; sheets: SheetsClient | null }) {
  const { db, clock } = deps;

  /** Checks the caller first, then reads the source (a file or a sheet) and stores its preview. */
  async function preview(
    principal: Principal,
    vendorId: string | undefined,
    load: () => Promise<{ kind: 'file' | 'sheets'; name: string; table: SheetTable }>,
    language: Language,
    context: ActionContext,
  ) {
    const scope = await importScope(db, principal, vendorId);
    const source = await load();
    const parsed = parseRows(source.table, scope.acting);
    const judged = await verdicts(db, scope.vendorId, parsed.rows);
    const counts: Record<string, number> = {};
    for (const { verdict } of judged) counts[verdict] = (counts[verdict] ?? 0) + 1;
    const now = clock.now();
    let rows: ImportRowRecord[] = [];
    const record = await db.transaction(async (tx) => {
      await deleteExpiredPreviews(tx, now);
      const created = await insertImport(tx, {
        vendorId: scope.vendorId,
        uploadedBy: principal.userId,
        acting: scope.acting,
        source: source.kind,
        fileName: source.name.slice(0, 255),
        totalRows: judged.length,
        counts,
        unknownColumns: parsed.unknownColumns,
        inviteRows: counts.invite ?? 0,
        createdAt: now,
        expiresAt: addSeconds(now, importLimits.previewHours * 3600),
      });
      rows = judged.map(({ row, verdict, problems }) => ({
        importId: created.id,
        rowNumber: row.row,
        name: row.name,
        email: row.email,
        mobile: row.mobile,
        jobTitle: row.jobTitle,
        role: row.valid?.role ?? row.role,
        verdict,
        state: verdict === 'invite' ? ('waiting' as const) : ('skipped' as const),
        problems,
        invitationId: null,
        doneAt: null,
      }));
      await insertImportRows(tx, rows);
      await recordAction(tx, context, {
        action: 'create',
        entityType: 'member-import',
        entityId: created.id,
        after: { vendorId: scope.vendorId, source: source.kind, fileName: created.fileName, counts },
      });
      return created;
    });
    // The rows as just stored (in sheet order): no second read of what this call wrote.
    return toPreview(record, rows, language, now);
  }

  async function get(principal: Principal, vendorId: string | undefined, id: string, language: Language) {
    const { record } = await ownedImport(db, principal, vendorId, id);
    return toPreview(record, await listImportRows(db, id), language, clock.now());
  }

  async function status(principal: Principal, vendorId: string | undefined, id: string) {
    const { record } = await ownedImport(db, principal, vendorId, id);
    return toSummary(record, clock.now());
  }

  /** Every row that was not (or could not be) invited, with the reason, as a workbook to fix and upload. */
  async function report(principal: Principal, vendorId: string | undefined, id: string, language: Language) {
    const { record } = await ownedImport(db, principal, vendorId, id);
    const rows = (await listImportRows(db, id)).filter(
      (row) => row.state === 'failed' || row.verdict !== 'invite',
    );
    const reason = language === 'en' ? 'Reason' : '原因';
    const sheetRow = language === 'en' ? 'Row' : '列';
    const headers = [sheetRow, ...importColumns.map((column) => importHeaders[column][language]), reason];
    const body = rows.map((row) => [
      row.rowNumber,
      row.name,
      row.email,
      row.mobile,
      row.jobTitle,
      row.role,
      row.problems.map((problem) => problemText(problem, language).message).join(' '),
    ]);
    const bytes = await toXlsx(language === 'en' ? 'Errors' : '錯誤', headers, body);
    return { bytes, fileName: `${record.fileName.replace(/\.[^.]+$/, '')}-errors.xlsx` };
  }

  /** The empty template, headers in one language (either is accepted back), with one example row. */
  async function template(language: Language) {
    const headers = importColumns.map((column) => importHeaders[column][language]);
    const example =
      language === 'en'
        ? ['Wang Xiaoming', 'someone@example.com', '0912-345-678', 'Purchasing', 'member']
        : ['王小明', 'someone@example.com', '0912-345-678', '採購專員', '成員'];
    return toXlsx(language === 'en' ? 'Members' : '成員', headers, [example]);
  }

  return {
    previewFile: (
      principal: Principal,
      vendorId: string | undefined,
      /** Reads the upload: called once the caller may import (a refused caller's body is never read). */
      receive: () => Promise<{ bytes: Buffer; fileName: string }>,
      language: Language,
      context: ActionContext,
    ) =>
      preview(
        principal,
        vendorId,
        async () => {
          const upload = await receive();
          return { kind: 'file', name: upload.fileName, table: await readUpload(upload) };
        },
        language,
        context,
      ),
    previewSheets: (
      principal: Principal,
      vendorId: string | undefined,
      input: SheetsImportInput,
      language: Language,
      context: ActionContext,
    ) =>
      preview(
        principal,
        vendorId,
        async () => {
          if (!deps.sheets) throw AppError.of('SHEETS_NOT_CONFIGURED');
          const sheet = await deps.sheets.read(input);
          return { kind: 'sheets', name: sheet.title, table: toTable(sheet.values) };
        },
        language,
        context,
      ),
    get,
    status,
    report,
    template,
    options: () => ({ sheetsAvailable: Boolean(deps.sheets) }),
  };
}

export type MemberImportService = ReturnType<typeof createMemberImportService>;
