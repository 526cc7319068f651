import { toListSearchParams } from '@portal/contracts/list-keys';
import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  type ListStateOptions,
  type ResourceFilter,
  readListState,
  toListQuery,
  writeListState,
} from './list-state';

const filters: ResourceFilter[] = [
  {
    kind: 'select',
    name: 'status',
    label: '狀態',
    options: [
      { value: 'active', label: '啟用' },
      { value: 'disabled', label: '停用' },
    ],
  },
  { kind: 'boolean', name: 'isSystem', label: '系統內建' },
  { kind: 'dateRange', name: 'created', label: '建立日期', fromKey: 'from', toKey: 'to' },
];
const options: ListStateOptions = { filters, sortable: ['name', 'updatedTime'] };

describe('list state in the address', () => {
  it('reads defaults from an empty address', () => {
    expect(readListState(new URLSearchParams(), options)).toEqual({
      page: 1,
      pageSize: 20,
      sort: undefined,
      keyword: '',
      filters: {},
    });
  });

  it('reads page, size, sort, keyword and filters', () => {
    const params = new URLSearchParams(
      'page=3&pageSize=50&sort=-updatedTime&keyword=台積&status=active&isSystem=false&from=2025-01-01&to=2025-01-31',
    );
    expect(readListState(params, options)).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'updatedTime', dir: 'desc' },
      keyword: '台積',
      filters: { status: 'active', isSystem: 'false', from: '2025-01-01', to: '2025-01-31' },
    });
  });

  it('ignores what the list cannot use: bad numbers, other sizes, unknown sorts and filter values', () => {
    const params = new URLSearchParams(
      'page=0&pageSize=7&sort=password&status=gone&isSystem=yes&from=yesterday',
    );
    expect(readListState(params, options)).toEqual({
      page: 1,
      pageSize: 20,
      sort: undefined,
      keyword: '',
      filters: {},
    });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const defaultSort = { field: 'updatedTime', dir: 'desc' } as const;
    const withDefaults = { ...options, defaultSort };
    const state = readListState(new URLSearchParams(), withDefaults);
    expect(state.sort).toEqual(defaultSort);
    expect(writeListState(new URLSearchParams('tab=2'), state, withDefaults).toString()).toBe('tab=2');

    const changed = {
      ...state,
      page: 2,
      sort: { field: 'name', dir: 'asc' as const },
      filters: { isSystem: 'true' },
    };
    const written = writeListState(new URLSearchParams('tab=2'), changed, withDefaults);
    expect(written.toString()).toBe('tab=2&page=2&sort=name&isSystem=true');
    expect(readListState(written, withDefaults)).toEqual(changed);

    // No sort at all, where a default exists, is kept as an empty `sort`.
    const unsorted = writeListState(new URLSearchParams(), { ...state, sort: undefined }, withDefaults);
    expect(unsorted.toString()).toBe('sort=');
    expect(readListState(unsorted, withDefaults).sort).toBeUndefined();
  });

  it('prefixes every parameter when asked, for a second list on the page', () => {
    const prefixed = { ...options, paramPrefix: 'values.' };
    const state = { ...readListState(new URLSearchParams(), prefixed), page: 4, keyword: '紅' };
    const written = writeListState(new URLSearchParams('page=2'), state, prefixed);
    expect(written.toString()).toBe('page=2&values.page=4&values.keyword=%E7%B4%85');
    expect(readListState(written, prefixed).page).toBe(4);
  });
});

describe('list query', () => {
  it('sends the keyword and filters as the condition, booleans as booleans, and the sort', () => {
    const state = readListState(
      new URLSearchParams('page=2&sort=-name&keyword=台積&isSystem=true&from=2025-01-01'),
      options,
    );
    expect(hasActiveFilters(state)).toBe(true);
    const query = toListQuery(state, filters);
    expect(query).toEqual({
      page: 2,
      pageSize: 20,
      condition: { keyword: '台積', isSystem: true, from: '2025-01-01' },
      sortings: [{ field: 'name', dir: 'desc' }],
    });
    expect(toListSearchParams(query)).toEqual({
      page: '2',
      pageSize: '20',
      condition: '{"keyword":"台積","isSystem":true,"from":"2025-01-01"}',
      sortings: '[{"field":"name","dir":"desc"}]',
    });
  });

  it('sends no condition or sortings for a plain list', () => {
    const state = readListState(new URLSearchParams(), options);
    expect(hasActiveFilters(state)).toBe(false);
    expect(toListQuery(state, filters)).toEqual({ page: 1, pageSize: 20 });
  });
});
