import { defaultPageSize } from '@portal/contracts/list-keys';

/**
 * A resource list's page, page size, sort, keyword and filters, as kept in the address's search
 * parameters (so Back, reload and a shared link show the same list), and as the list query sends them.
 *
 * In the address: `page=2&pageSize=50&sort=-updatedTime&keyword=台積&isSystem=true&from=2025-01-01`
 * (`sort` is the field, `-` in front for descending; each filter under its condition key).
 */

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  field: string;
  dir: SortDirection;
}

/** A filter of the filter bar; `name` is its key in the list's `condition`. */
export type ResourceFilter =
  | {
      kind: 'select';
      name: string;
      label: string;
      options: readonly { value: string; label: string }[];
    }
  | { kind: 'boolean'; name: string; label: string; trueLabel?: string; falseLabel?: string }
  | {
      /** A range of dates, sent as two condition keys holding `YYYY-MM-DD` (inclusive). */
      kind: 'dateRange';
      name: string;
      label: string;
      /** Condition keys of both ends; `${name}From` and `${name}To` unless given. */
      fromKey?: string;
      toKey?: string;
    };

export interface ListState {
  page: number;
  pageSize: number;
  sort: ListSort | undefined;
  keyword: string;
  /** Filter values by condition key, as the address holds them (`'true'`, `'2025-01-31'`, …). */
  filters: Record<string, string>;
}

export interface ListStateOptions {
  filters?: readonly ResourceFilter[];
  /** Fields the server sorts by; a `sort` naming another field is ignored. */
  sortable?: readonly string[];
  defaultSort?: ListSort;
  defaultPageSize?: number;
  /** Prefix of every search parameter, for a page showing two lists. */
  paramPrefix?: string;
}

/** The query of `GET /{resource}`, for `toListSearchParams`. */
export interface ListQuery {
  page: number;
  pageSize: number;
  condition?: Record<string, unknown>;
  sortings?: ListSort[];
}

export const pageSizeOptions = [10, 20, 50, 100] as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export function dateRangeKeys(filter: Extract<ResourceFilter, { kind: 'dateRange' }>): [string, string] {
  return [filter.fromKey ?? `${filter.name}From`, filter.toKey ?? `${filter.name}To`];
}

/** Each condition key the filters use, with a check that a value from the address is acceptable. */
function filterKeys(filters: readonly ResourceFilter[]): [string, (value: string) => boolean][] {
  const isDate = (value: string) => datePattern.test(value);
  return filters.flatMap((filter): [string, (value: string) => boolean][] => {
    if (filter.kind === 'dateRange') return dateRangeKeys(filter).map((key) => [key, isDate]);
    if (filter.kind === 'boolean') return [[filter.name, (value) => value === 'true' || value === 'false']];
    return [[filter.name, (value) => filter.options.some((option) => option.value === value)]];
  });
}

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** Reads the list state from the address; anything missing or unusable takes its default. */
export function readListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const prefix = options.paramPrefix ?? '';
  const get = (key: string) => params.get(`${prefix}${key}`);
  const sizeDefault = options.defaultPageSize ?? defaultPageSize;
  const size = positiveInteger(get('pageSize'));

  let sort = options.defaultSort;
  const sortText = get('sort');
  if (sortText === '') sort = undefined;
  else if (sortText) {
    const field = sortText.replace(/^-/, '');
    if (options.sortable?.includes(field)) sort = { field, dir: sortText.startsWith('-') ? 'desc' : 'asc' };
  }

  const filters: Record<string, string> = {};
  for (const [key, isValid] of filterKeys(options.filters ?? [])) {
    const value = get(key);
    if (value !== null && isValid(value)) filters[key] = value;
  }

  return {
    page: positiveInteger(get('page')) ?? 1,
    pageSize:
      size !== undefined && (pageSizeOptions as readonly number[]).includes(size) ? size : sizeDefault,
    sort,
    keyword: get('keyword')?.trim() ?? '',
    filters,
  };
}

/**
 * Writes the list state into the address's search parameters, leaving other parameters alone; values
 * equal to their defaults are left out so the address stays short.
 */
export function writeListState(
  current: URLSearchParams,
  state: ListState,
  options: ListStateOptions = {},
): URLSearchParams {
  const prefix = options.paramPrefix ?? '';
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(`${prefix}${key}`);
    else next.set(`${prefix}${key}`, value);
  };
  set('page', state.page > 1 ? String(state.page) : undefined);
  set(
    'pageSize',
    state.pageSize !== (options.defaultPageSize ?? defaultPageSize) ? String(state.pageSize) : undefined,
  );
  const { defaultSort } = options;
  const isDefaultSort = state.sort?.field === defaultSort?.field && state.sort?.dir === defaultSort?.dir;
  // Sorting turned off where a default exists is written as an empty `sort`, so it is kept.
  if (isDefaultSort) set('sort', undefined);
  else if (state.sort) set('sort', `${state.sort.dir === 'desc' ? '-' : ''}${state.sort.field}`);
  else next.set(`${prefix}sort`, '');
  set('keyword', state.keyword.trim());
  for (const [key] of filterKeys(options.filters ?? [])) set(key, state.filters[key]);
  return next;
}

/** Whether a keyword or any filter narrows the list. */
export function hasActiveFilters(state: ListState): boolean {
  return state.keyword !== '' || Object.keys(state.filters).length > 0;
}

/** The list query for the server: booleans as booleans, the keyword under `keywordKey`. */
export function toListQuery(
  state: ListState,
  filters: readonly ResourceFilter[] = [],
  keywordKey: string | null = 'keyword',
): ListQuery {
  const condition: Record<string, unknown> = {};
  if (keywordKey && state.keyword) condition[keywordKey] = state.keyword;
  for (const filter of filters) {
    if (filter.kind === 'dateRange') {
      for (const key of dateRangeKeys(filter)) if (state.filters[key]) condition[key] = state.filters[key];
      continue;
    }
    const value = state.filters[filter.name];
    if (value === undefined) continue;
    condition[filter.name] = filter.kind === 'boolean' ? value === 'true' : value;
  }
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(Object.keys(condition).length > 0 ? { condition } : {}),
    ...(state.sort ? { sortings: [state.sort] } : {}),
  };
}
