import { Table, type TableColumnType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useAdminTexts } from '../../lib/i18n';
import { pageSizeOptions } from './list-state';
import type { ResourceTableProps } from './resource-table';

const sortOrders = { asc: 'ascend', desc: 'descend' } as const;

/**
 * A resource list on a wide screen: antd's table, sorting and paging through the server. Scrolls
 * sideways when the screen is narrower than the columns.
 */
export default function ResourceTableView<Item>({
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
