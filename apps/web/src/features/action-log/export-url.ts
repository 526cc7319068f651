import type { exportFormatSchema } from '@portal/contracts/action-log';
import { toListSearchParams } from '@portal/contracts/list-keys';
import type { z } from 'zod';
import { type ListState, type ResourceFilter, toListQuery } from '../../components/resource/list-state';
import { buildApiUrl } from '../../lib/api-client';

export type ExportFormat = z.infer<typeof exportFormatSchema>;

/**
 * `GET /ActionLogs/Export?format=…&condition=…&sortings=…` for what the list shows now: the same
 * keyword, filters and order as the list's query, without its paging (the file holds every match).
 */
export function actionLogExportUrl(
  state: ListState,
  filters: readonly ResourceFilter[],
  format: ExportFormat,
): string {
  const { condition, sortings } = toListQuery(state, filters);
  return buildApiUrl('ActionLogs/Export', { format, ...toListSearchParams({ condition, sortings }) });
}
