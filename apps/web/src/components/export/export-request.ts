import type { ExportFormat, ExportJob, ExportList } from '@portal/contracts/exports';
import { toListSearchParams } from '@portal/contracts/list-keys';
import { taipeiToday } from '@portal/contracts/taipei-date';
import { apiRequest, buildApiUrl } from '../../lib/api-client';
import { downloadApiFile, fetchApiFile, saveResponse } from '../../lib/download-file';

/** What a list shows now: its filters and order (its page is left out: the file holds every match). */
export interface ExportQuery {
  condition?: Record<string, unknown>;
  sortings?: { field: string; dir: 'asc' | 'desc' }[];
  /** The list's own parameters beside the generic ones (`vendorId`, `status`). */
  extra?: Record<string, string | undefined>;
}

/** `GET /Exports/{list}?format=…&condition=…&sortings=…&…` for the list as shown. */
export function exportUrl(list: ExportList, query: ExportQuery, format: ExportFormat): string {
  const extra = Object.fromEntries(
    Object.entries(query.extra ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return buildApiUrl(`Exports/${list}`, {
    format,
    ...extra,
    ...toListSearchParams({
      ...(query.condition ? { condition: query.condition } : {}),
      ...(query.sortings ? { sortings: query.sortings } : {}),
    }),
  });
}

export type ExportOutcome = { kind: 'file'; name: string } | { kind: 'job'; job: ExportJob };

/**
 * Asks for an export: a small list answers the file, saved at once; a large one answers 202 and its job,
 * which the caller follows (`exportJob`) until its file can be downloaded (`downloadExportJob`).
 */
export async function startExport(
  list: ExportList,
  query: ExportQuery,
  format: ExportFormat,
): Promise<ExportOutcome> {
  const response = await fetchApiFile(exportUrl(list, query, format));
  if (response.status === 202) {
    const { job } = (await response.json()) as { job: ExportJob };
    return { kind: 'job', job };
  }
  const name = await saveResponse(response, `${list.toLowerCase()}-${taipeiToday()}.${format}`);
  return { kind: 'file', name };
}

export const exportJob = (id: string, signal?: AbortSignal) =>
  apiRequest<ExportJob>(`Exports/Jobs/${encodeURIComponent(id)}`, signal ? { signal } : {});

export const downloadExportJob = (job: Pick<ExportJob, 'id' | 'fileName'>) =>
  downloadApiFile(buildApiUrl(`Exports/Jobs/${encodeURIComponent(job.id)}/File`), job.fileName);

/** A job's progress in percent (0 while nothing is counted). */
export function progressOf(job: Pick<ExportJob, 'rowCount' | 'totalCount' | 'status'>): number {
  if (job.status === 'done') return 100;
  if (job.totalCount === 0) return 0;
  return Math.min(99, Math.floor((job.rowCount / job.totalCount) * 100));
}
