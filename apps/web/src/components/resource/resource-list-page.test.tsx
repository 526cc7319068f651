import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { apiError, type MockReply, mockApi } from '../../test/mock-api';
import { phoneScreen } from '../../test/screen-size';
import type { ResourceFilter } from './list-state';
import { ResourceListPage } from './resource-list-page';
import type { ResourceColumn } from './resource-table';
import { rowDrawing } from './row-drawing';

// The filter bar, counting its renders: an arriving page must not redraw it.
const filterBar = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./resource-filter-bar', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./resource-filter-bar')>();
  return {
    ...actual,
    ResourceFilterBar: (props: Parameters<typeof actual.ResourceFilterBar>[0]) => {
      filterBar.renders += 1;
      return actual.ResourceFilterBar(props);
    },
  };
});

// The rows, counting their renders: the page drawn again with the same list must not redraw them.
const rowsTable = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./resource-table', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./resource-table')>();
  return {
    ...actual,
    ResourceTable: <Item,>(props: Parameters<typeof actual.ResourceTable<Item>>[0]) => {
      rowsTable.renders += 1;
      return actual.ResourceTable(props);
    },
  };
});

interface Thing {
  id: string;
  name: string;
  status: string;
}

const things = (count: number, from = 1): Thing[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `t${from + i}`,
    name: `物品 ${from + i}`,
    status: 'active',
  }));

const columns: ResourceColumn<Thing>[] = [
  { key: 'name', title: '名稱', dataIndex: 'name', sortable: true },
  { key: 'status', title: '狀態', dataIndex: 'status' },
];
const filters: ResourceFilter[] = [
  {
    kind: 'select',
    name: 'status',
    label: '狀態篩選',
    options: [
      { value: 'active', label: '啟用' },
      { value: 'disabled', label: '停用' },
    ],
  },
  { kind: 'boolean', name: 'isSystem', label: '系統內建' },
];

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderList(path = '/things') {
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <Routes>
          <Route
            path="/things"
            element={
              <ResourceListPage<Thing>
                resource="Things"
                title="物品管理"
                columns={columns}
                filters={filters}
                toolbar={<Button>新增物品</Button>}
                rowActions={(thing) => <Button>編輯 {thing.name}</Button>}
              />
            }
          />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, location: () => utils.getByTestId('location').textContent };
}

/** The query strings of every `GET /Things` so far, as objects. */
function listRequests(): Record<string, string>[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/Things')
    .map((url) => Object.fromEntries(url.searchParams));
}

const lastRequest = () => listRequests().at(-1);
const listOf = (totalCount: number, data: Thing[]): MockReply => ({ body: { totalCount, data } });

describe('resource list page', { timeout: 15_000 }, () => {
  it('shows the rows, toolbar and row actions from the first page', async () => {
    mockApi({ 'GET Things': listOf(2, things(2)) });
    renderList();
    expect(await screen.findByRole('heading', { name: '物品管理' })).toBeTruthy();
    expect(await screen.findByText('物品 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增物品' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '編輯 物品 1' })).toBeTruthy();
    expect(screen.getByText('共 2 筆')).toBeTruthy();
    expect(lastRequest()).toEqual({ page: '1', pageSize: '20' });
  });

  it('draws an arriving page in the background, showing it loading meanwhile, never as an empty list', async () => {
    rowDrawing.inBackground = true;
    const seenEmpty: string[] = [];
    const watch = new MutationObserver(() => {
      // The empty text with no loading spinner over it: a list that says it has nothing.
      if (document.querySelector('.ant-empty') && !document.querySelector('.ant-spin-spinning')) {
        seenEmpty.push(document.body.textContent ?? '');
      }
    });
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      mockApi({ 'GET Things': listOf(2, things(2)) });
      renderList();
      expect(await screen.findByText('物品 2')).toBeTruthy();
      expect(screen.getByRole('button', { name: '編輯 物品 1' })).toBeTruthy();
      expect(seenEmpty).toEqual([]);
    } finally {
      watch.disconnect();
      rowDrawing.inBackground = false;
    }
  });

  it('redraws the rows when a page arrives, not the heading and the filter bar above them', async () => {
    let answer: (reply: MockReply) => void = () => {};
    mockApi({ 'GET Things': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    renderList();
    await screen.findByRole('combobox', { name: '狀態篩選' });
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    const before = filterBar.renders;
    answer(listOf(2, things(2)));
    expect(await screen.findByText('物品 2')).toBeTruthy();
    expect(filterBar.renders).toBe(before);
  });

  it('keeps the rows as they are when the page is drawn again with the same list (a filter’s choices arriving)', async () => {
    const thingActions = (thing: Thing) => <Button>編輯 {thing.name}</Button>;
    const kindFilter: ResourceFilter = {
      kind: 'select',
      name: 'kind',
      label: '種類篩選',
      options: [{ value: 'tool', label: '工具' }],
    };
    function ListWithLateChoices() {
      const [withKinds, setWithKinds] = useState(false);
      return (
        <>
          <Button onClick={() => setWithKinds(true)}>種類到了</Button>
          <ResourceListPage<Thing>
            resource="Things"
            title="物品管理"
            columns={columns}
            filters={withKinds ? [kindFilter, ...filters] : [...filters]}
            rowActions={thingActions}
          />
        </>
      );
    }
    mockApi({ 'GET Things': listOf(2, things(2)) });
    // Rows drawn in the background show once that drawing is done: none is left pending to be counted.
    rowDrawing.inBackground = true;
    try {
      render(
        <AppProviders queryClient={createQueryClient()}>
          <MemoryRouter initialEntries={['/things']} useTransitions={false}>
            <ListWithLateChoices />
          </MemoryRouter>
        </AppProviders>,
      );
      expect(await screen.findByText('物品 2')).toBeTruthy();
      const before = rowsTable.renders;
      await userEvent.click(screen.getByRole('button', { name: '種類到了' }));
      expect(await screen.findByRole('combobox', { name: '種類篩選' })).toBeTruthy();
      expect(rowsTable.renders).toBe(before);
      expect(listRequests()).toHaveLength(1);
    } finally {
      rowDrawing.inBackground = false;
    }
  });

  it('asks the server for the next page and keeps it in the address', async () => {
    mockApi({ 'GET Things': listOf(45, things(20)) });
    const { location } = renderList();
    await screen.findByText('物品 1');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastRequest()).toEqual({ page: '2', pageSize: '20' }));
    expect(location()).toBe('/things?page=2');

    // A new page size starts again at page 1.
    const sizeChanger = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    await userEvent.click(within(sizeChanger).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('50 條/頁'));
    await waitFor(() => expect(lastRequest()).toEqual({ page: '1', pageSize: '50' }));
    expect(location()).toBe('/things?pageSize=50');
  });

  it('opens at the page, size, sort and filters of the address', async () => {
    mockApi({ 'GET Things': listOf(120, things(50)) });
    renderList('/things?page=2&pageSize=50&sort=-name&status=disabled&keyword=紅');
    await screen.findByText('物品 1');
    expect(lastRequest()).toEqual({
      page: '2',
      pageSize: '50',
      condition: '{"keyword":"紅","status":"disabled"}',
      sortings: '[{"field":"name","dir":"desc"}]',
    });
    expect((screen.getByLabelText('關鍵字') as HTMLInputElement).value).toBe('紅');
  });

  it('sorts on the server by a sortable column: ascending, descending, then unsorted', async () => {
    mockApi({ 'GET Things': listOf(60, things(2)) });
    const { location } = renderList('/things?page=3');
    await screen.findByText('物品 1');
    await userEvent.click(screen.getByRole('columnheader', { name: /名稱/ }));
    await waitFor(() => expect(lastRequest()?.sortings).toBe('[{"field":"name","dir":"asc"}]'));
    expect(lastRequest()?.page).toBe('1');
    expect(location()).toBe('/things?sort=name');
    await userEvent.click(screen.getByRole('columnheader', { name: /名稱/ }));
    await waitFor(() => expect(lastRequest()?.sortings).toBe('[{"field":"name","dir":"desc"}]'));
    await userEvent.click(screen.getByRole('columnheader', { name: /名稱/ }));
    await waitFor(() => expect(location()).toBe('/things'));
    expect(lastRequest()?.sortings).toBeUndefined();
    // The status column is not sortable.
    const requests = listRequests().length;
    await userEvent.click(screen.getByRole('columnheader', { name: '狀態' }));
    expect(listRequests()).toHaveLength(requests);
  });

  it('searches by keyword and by a declared filter, starting again at page 1', async () => {
    mockApi({ 'GET Things': listOf(30, things(2)) });
    const { location } = renderList('/things?page=2');
    await screen.findByText('物品 1');
    await userEvent.type(screen.getByLabelText('關鍵字'), '  台積 {Enter}');
    await waitFor(() => expect(lastRequest()?.condition).toBe('{"keyword":"台積"}'));
    expect(lastRequest()?.page).toBe('1');

    await userEvent.click(screen.getByRole('combobox', { name: '狀態篩選' }));
    await userEvent.click(await screen.findByTitle('停用'));
    await waitFor(() => expect(lastRequest()?.condition).toBe('{"keyword":"台積","status":"disabled"}'));

    await userEvent.click(screen.getByRole('combobox', { name: '系統內建' }));
    await userEvent.click(await screen.findByTitle('是'));
    await waitFor(() =>
      expect(lastRequest()?.condition).toBe('{"keyword":"台積","status":"disabled","isSystem":true}'),
    );
    expect(location()).toBe('/things?keyword=%E5%8F%B0%E7%A9%8D&status=disabled&isSystem=true');

    await userEvent.click(screen.getAllByRole('button', { name: '清除篩選' })[0] as HTMLElement);
    await waitFor(() => expect(location()).toBe('/things'));
    await waitFor(() => expect(lastRequest()?.condition).toBeUndefined());
  });

  it('says so when the list is empty, and when no row matches the filters', async () => {
    mockApi({ 'GET Things': listOf(0, []) });
    renderList();
    expect(await screen.findByText('目前沒有資料。')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('關鍵字'), '不存在{Enter}');
    expect(await screen.findByText('沒有符合篩選條件的資料。')).toBeTruthy();
  });

  it('shows a failed load with the server message and loads again on retry', async () => {
    let fails = true;
    mockApi({
      'GET Things': () =>
        fails
          ? apiError(403, { code: 'FORBIDDEN', message: '您沒有執行此操作的權限。' })
          : listOf(1, things(1)),
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('資料無法載入。')).toBeTruthy();
    expect(within(alert).getByText('您沒有執行此操作的權限。')).toBeTruthy();
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新載入' }));
    expect(await screen.findByText('物品 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    mockApi({
      'GET Things': () => (lastRequest()?.page === '9' ? listOf(25, []) : listOf(25, things(5, 21))),
    });
    const { location } = renderList('/things?page=9');
    await waitFor(() => expect(location()).toBe('/things?page=2'));
    expect(await screen.findByText('物品 21')).toBeTruthy();
  });
});

describe('resource list page on a phone', { timeout: 15_000 }, () => {
  it('shows each row as a card with its fields, its actions, a sort select and the paging', async () => {
    phoneScreen();
    mockApi({ 'GET Things': listOf(45, things(2)) });
    const { location } = renderList();
    const card = (await screen.findByText('物品 1')).closest('.resource-card') as HTMLElement;
    expect(document.querySelector('table')).toBeNull();
    expect(within(card.closest('ul') as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText('狀態')).toBeTruthy();
    expect(within(card).getByText('active')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '編輯 物品 1' })).toBeTruthy();
    expect(screen.getByText('共 45 筆')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: '排序' }));
    await userEvent.click(await screen.findByTitle('名稱（由大到小）'));
    await waitFor(() => expect(location()).toBe('/things?sort=-name'));
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: '2' }));
  });
});
