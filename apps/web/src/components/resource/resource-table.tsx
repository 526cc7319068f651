import { Table, type TableColumnType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminTexts } from '../../lib/i18n';
import { useIsPhone } from '../../lib/use-is-phone';
import { type ListSort, type ListState, pageSizeOptions } from './list-state';
import { ResourceCards } from './resource-cards';
import type { ListPage } from './use-resource-list';

/** A column of a resource table; `key` is also the sort field of a `sortable` column. */
export interface ResourceColumn<Item> extends Omit<TableColumnType<Item>, 'key' | 'sorter' | 'sortOrder'> {
  key: string;
  /** The server sorts by this column's key (it must be allow-listed by the resource). */
  sortable?: boolean;
  /** Left out of the row's card on a phone (a detail the table shows but a card need not). */
  cardHidden?: boolean;
}

export interface ResourceTableProps<Item> {
  columns: readonly ResourceColumn<Item>[];
  page: ListPage<Item> | undefined;
  state: ListState;
  isLoading: boolean;
  /** What an empty list shows. */
  empty: ReactNode;
  rowKey: (item: Item) => Key;
  /** Buttons of each row, in a last "actions" column. */
  rowActions?: (item: Item) => ReactNode;
  onPage: (page: number, pageSize: number) => void;
  onSort: (sort: ListSort | undefined) => void;
}

const sortOrders = { asc: 'ascend', desc: 'descend' } as const;

/**
 * The rows of a resource list with the server's paging and sorting (the table never sorts or pages what
 * it holds itself). Scrolls sideways when the screen is narrower than the columns; on a phone (below
 * `md`) the rows are cards instead, so names are not squeezed to a few characters a line.
 */
export function ResourceTable<Item>({
  columns,
  page,
  state,
  isLoading,
  empty,
  rowKey,
  rowActions,
  onPage,
  onSort,
}: ResourceTableProps<Item>) {
  useAdminTexts();
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <ResourceCards<Item>
        {...{ columns, page, state, isLoading, empty, rowKey, rowActions, onPage, onSort }}
      />
    );
  }
  const tableColumns: TableColumnType<Item>[] = columns.map(({ sortable, cardHidden: _card, ...column }) =>
    sortable
      ? {
          ...column,
          sorter: true,
          sortOrder: state.sort?.field === column.key ? sortOrders[state.sort.dir] : null,
        }
      : column,
  );
  if (rowActions) {
    tableColumns.push({
      key: 'actions',
      title: t('resource.actions'),
      render: (_value, item) => rowActions(item),
    });
  }

  const pagination: TablePaginationConfig = {
    current: state.page,
    pageSize: state.pageSize,
    total: page?.totalCount ?? 0,
    showSizeChanger: true,
    pageSizeOptions: pageSizeOptions.map(String),
    showTotal: (total) => t('resource.total', { count: total }),
    hideOnSinglePage: false,
  };

  return (
    <Table<Item>
      columns={tableColumns}
      dataSource={page?.data ?? []}
      rowKey={rowKey}
      loading={isLoading}
      pagination={pagination}
      scroll={{ x: true }}
      locale={{ emptyText: empty }}
      onChange={(next, _filters, sorter, { action }) => {
        if (action === 'sort') {
          const { columnKey, order } = sorter as SorterResult<Item>;
          onSort(
            order && columnKey
              ? { field: String(columnKey), dir: order === 'descend' ? 'desc' : 'asc' }
              : undefined,
          );
        } else if (action === 'paginate') {
          onPage(next.current ?? 1, next.pageSize ?? state.pageSize);
        }
      }}
    />
  );
}
