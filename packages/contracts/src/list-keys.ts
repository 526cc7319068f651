/**
 * The list query's plain values and its query-string helper, apart from its schemas (list.ts): every
 * list page of the web app reads them without loading Zod and the contracts its schemas are built from.
 */

export const defaultPageSize = 20;
export const maxPageSize = 100;
/** The list keyword's length, the same for every list (the search box stops there). */
export const maxKeywordLength = 100;

/** The query-string values the list endpoints read, from typed values (used by the web app). */
export function toListSearchParams(query: {
  page?: number;
  pageSize?: number;
  condition?: Record<string, unknown>;
  sortings?: { field: string; dir: 'asc' | 'desc' }[];
}): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.page) params.page = String(query.page);
  if (query.pageSize) params.pageSize = String(query.pageSize);
  const condition = Object.fromEntries(
    Object.entries(query.condition ?? {}).filter(([, v]) => v !== undefined && v !== ''),
  );
  if (Object.keys(condition).length > 0) params.condition = JSON.stringify(condition);
  if (query.sortings?.length) params.sortings = JSON.stringify(query.sortings);
  return params;
}
