import { type ErrorCode, errorMessages } from '@portal/contracts/errors';
import { interpolate, type Language } from '@portal/contracts/i18n';
import {
  type ImportPreview,
  type ImportProblem,
  type ImportSummary,
  type ImportVerdict,
  importColumns,
  importVerdicts,
} from '@portal/contracts/member-import';
import type { ImportProblemRecord, ImportRecord, ImportRowRecord } from './member-import.repository';

/** A stored problem in the caller's language. */
export function problemText(problem: ImportProblemRecord, language: Language): ImportProblem {
  const texts = errorMessages[problem.code as ErrorCode];
  const field = importColumns.find((column) => column === problem.field);
  return {
    ...(field ? { field } : {}),
    code: problem.code,
    message: texts ? interpolate(texts[language], problem.params) : problem.code,
  };
}

export function toSummary(record: ImportRecord, now: Date): ImportSummary {
  const counts = Object.fromEntries(
    importVerdicts.map((verdict) => [verdict, record.counts[verdict] ?? 0]),
  ) as Record<ImportVerdict, number>;
  const expired = record.status === 'preview' && record.expiresAt <= now;
  return {
    id: record.id,
    status: expired ? 'expired' : record.status,
    source: record.source,
    fileName: record.fileName,
    totalRows: record.totalRows,
    counts,
    unknownColumns: record.unknownColumns,
    progress: { total: record.inviteRows, done: record.doneRows, failed: record.failedRows },
    createdTime: record.createdAt.toISOString(),
    expiresTime: record.expiresAt.toISOString(),
    finishedTime: record.finishedAt?.toISOString() ?? null,
  };
}

export function toPreview(
  record: ImportRecord,
  rows: ImportRowRecord[],
  language: Language,
  now: Date,
): ImportPreview {
  return {
    ...toSummary(record, now),
    rows: rows.map((row) => ({
      row: row.rowNumber,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      jobTitle: row.jobTitle,
      role: row.role,
      verdict: row.verdict,
      state: row.state,
      problems: row.problems.map((problem) => problemText(problem, language)),
    })),
  };
}
