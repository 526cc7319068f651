import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import type { ListState, ResourceFilter } from './list-state';
import { ResourceFilterBar } from './resource-filter-bar';

// antd's Select, recording which filter each render was for.
const selectRenders = vi.hoisted(() => [] as string[]);
vi.mock('antd', async (importOriginal) => {
  const actual = await importOriginal<typeof import('antd')>();
  const Select = (props: ComponentProps<typeof actual.Select>) => {
    selectRenders.push(String(props['aria-label']));
    return <actual.Select {...props} />;
  };
  return { ...actual, Select };
});

const statusFilter = (): Extract<ResourceFilter, { kind: 'select' }> => ({
  kind: 'select',
  name: 'status',
  label: '狀態',
  options: [{ value: 'active', label: '啟用' }],
});
const roleFilter: ResourceFilter = {
  kind: 'select',
  name: 'roleId',
  label: '角色',
  options: [{ value: 'r1', label: '管理員' }],
};
const emptyState: ListState = { page: 1, pageSize: 20, sort: undefined, keyword: '', filters: {} };
const onFilters = () => {};
const noop = () => {};

function bar(filters: ResourceFilter[], state: ListState) {
  return (
    <AppProviders queryClient={createQueryClient()}>
      <ResourceFilterBar
        filters={filters}
        state={state}
        keyword={false}
        onKeyword={noop}
        onFilters={onFilters}
        onClear={noop}
      />
    </AppProviders>
  );
}

describe('resource filter bar', () => {
  it('draws only the filter that is new when the page gives its filters again (inline, same content)', async () => {
    const { rerender } = render(bar([statusFilter()], emptyState));
    expect(await screen.findByRole('combobox', { name: '狀態' })).toBeTruthy();
    selectRenders.length = 0;

    rerender(bar([roleFilter, statusFilter()], emptyState));
    expect(await screen.findByRole('combobox', { name: '角色' })).toBeTruthy();
    expect(selectRenders).not.toContain('狀態');
    expect(selectRenders).toContain('角色');
  });

  it('draws a filter again when its choices or the list’s state change', async () => {
    const { rerender } = render(bar([statusFilter()], emptyState));
    await screen.findByRole('combobox', { name: '狀態' });
    selectRenders.length = 0;

    rerender(bar([{ ...statusFilter(), options: [{ value: 'disabled', label: '停用' }] }], emptyState));
    expect(selectRenders).toContain('狀態');
    selectRenders.length = 0;

    rerender(bar([statusFilter()], { ...emptyState, filters: { status: 'active' } }));
    expect(selectRenders).toContain('狀態');
    expect(await screen.findByText('啟用')).toBeTruthy();
  });
});
