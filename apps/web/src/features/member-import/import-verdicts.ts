import type { ImportPreview, ImportRow, ImportSummary, ImportVerdict } from '@portal/contracts/member-import';

/**
 * The tag colour of each verdict (solid, white text: antd's light preset tags fall below 4.5:1 contrast):
 * green is invited, blue and grey need nothing, orange and red need the uploader.
 */
export const verdictColors: Record<ImportVerdict, string> = {
  invite: '#237804',
  member: 'default',
  otherVendor: '#ad4e00',
  pending: '#0958d9',
  duplicate: '#ad4e00',
  invalid: '#a8071a',
};

/** The colour of a row's outcome once applied. */
export const stateColors = { done: '#237804', failed: '#a8071a' } as const;

export type RowFilter = 'all' | 'problems' | 'invite';

/** Rows needing attention are those not invited: a verdict other than `invite`, or failed on apply. */
export const hasProblem = (row: ImportRow) => row.verdict !== 'invite' || row.state === 'failed';

export function filterRows(rows: ImportRow[], filter: RowFilter): ImportRow[] {
  if (filter === 'problems') return rows.filter(hasProblem);
  if (filter === 'invite') return rows.filter((row) => !hasProblem(row));
  return rows;
}

/** The progress bar's percentage of the invite rows handled (done or failed). */
export function progressPercent(summary: Pick<ImportSummary, 'progress' | 'status'>): number {
  if (summary.status === 'done') return 100;
  const { total, done, failed } = summary.progress;
  if (total === 0) return 0;
  return Math.min(100, Math.floor(((done + failed) / total) * 100));
}

export const isRunning = (status: ImportSummary['status']) => status === 'queued' || status === 'running';

/** Whether the preview can still be applied, and whether applying would invite anyone. */
export function applyState(preview: Pick<ImportPreview, 'status' | 'counts'>) {
  if (preview.status === 'expired') return 'expired' as const;
  if (preview.status !== 'preview') return 'applied' as const;
  return preview.counts.invite > 0 ? ('ready' as const) : ('nothing' as const);
}
