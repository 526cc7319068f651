import { describe, expect, it } from 'vitest';
import type { ListState, ResourceFilter } from '../../components/resource/list-state';
import { actionLogExportUrl } from './export-url';

const filters: ResourceFilter[] = [
  { kind: 'select', name: 'action', label: 'action', options: [{ value: 'update', label: 'update' }] },
  { kind: 'select', name: 'entityType', label: 'type', options: [{ value: 'role', label: 'role' }] },
  { kind: 'dateRange', name: 'date', label: 'dates', fromKey: 'from', toKey: 'to' },
];

const state = (fields: Partial<ListState> = {}): ListState => ({
  page: 1,
  pageSize: 20,
  sort: undefined,
  keyword: '',
  filters: {},
  ...fields,
});

function parse(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return { path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
}

describe('actionLogExportUrl', () => {
  it('carries the keyword, filters and order of the list, but not its page', () => {
    const url = actionLogExportUrl(
      state({
        page: 3,
        pageSize: 50,
        sort: { field: 'action', dir: 'asc' },
        keyword: '採購',
        filters: { entityType: 'role', from: '2026-11-01', to: '2026-11-22' },
      }),
      filters,
      'csv',
    );
    expect(parse(url)).toEqual({
      path: '/api/v1/ActionLogs/Export',
      params: {
        format: 'csv',
        condition: '{"keyword":"採購","entityType":"role","from":"2026-11-01","to":"2026-11-22"}',
        sortings: '[{"field":"action","dir":"asc"}]',
      },
    });
  });

  it('is the bare export for an unfiltered list in the server’s order', () => {
    expect(actionLogExportUrl(state(), filters, 'xlsx')).toBe('/api/v1/ActionLogs/Export?format=xlsx');
  });

  it('keeps the newest-first order and a filter the address holds (the actor)', () => {
    const withActor: ResourceFilter[] = [
      ...filters,
      {
        kind: 'select',
        name: 'actorId',
        label: 'actor',
        options: [{ value: '01930000-0000-7000-8000-000000000001', label: 'admin' }],
      },
    ];
    const url = actionLogExportUrl(
      state({
        sort: { field: 'createdTime', dir: 'desc' },
        filters: { actorId: '01930000-0000-7000-8000-000000000001', action: 'update' },
      }),
      withActor,
      'csv',
    );
    expect(parse(url).params).toEqual({
      format: 'csv',
      condition: '{"action":"update","actorId":"01930000-0000-7000-8000-000000000001"}',
      sortings: '[{"field":"createdTime","dir":"desc"}]',
    });
    // Encoded for the query string: JSON braces and quotes never appear raw.
    expect(url).not.toMatch(/[{}"]/);
  });
});
