import { Pagination, Select, Spin } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminTexts } from '../../lib/i18n';
import { pageSizeOptions } from './list-state';
import type { ResourceColumn, ResourceTableProps } from './resource-table';

/** The same as the table's: the cards are the table's rows on a phone. */
export type ResourceCardsProps<Item> = ResourceTableProps<Item>;

/** What a column shows for an item: its own render, else the value under its `dataIndex`. */
export function cellOf<Item>(column: ResourceColumn<Item>, item: Item, index: number): ReactNode {
  const path =
    column.dataIndex === undefined ? [] : ([] as (string | number)[]).concat(column.dataIndex as never);
  let value: unknown = item;
  for (const step of path) value = (value as Record<string | number, unknown> | null)?.[step];
  if (path.length === 0) value = undefined;
  if (column.render) return column.render(value, item, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

const titleOf = <Item,>(column: ResourceColumn<Item>): ReactNode =>
  typeof column.title === 'function' ? null : column.title;

/**
 * A resource list on a phone: one card per row, headed by the first column, the key fields under it as
 * label and value, the row's actions at its foot; the sort a select above (a card has no column heads)
 * and the server's paging below.
 */
export default function ResourceCards<Item>({
  columns,
  page,
  state,
  isLoading,
  empty,
  rowKey,
  rowActions,
  onPage,
  onSort,
}: ResourceCardsProps<Item>) {
  useAdminTexts();
  const { t } = useTranslation();
  const sortId = useId();
  const shown = columns.filter((column) => !column.cardHidden);
  const [head, ...fields] = shown;
  const sortable = columns.filter((column) => column.sortable);
  const items = page?.data ?? [];
  const sortValue = state.sort ? `${state.sort.field}:${state.sort.dir}` : '';

  return (
    <div className="resource-cards">
      {sortable.length > 0 && (
        <div className="resource-cards-sort">
          <label htmlFor={sortId}>{t('resource.sortBy')}</label>
          <Select
            id={sortId}
            value={sortValue}
            style={{ flex: 1, minWidth: 0 }}
            onChange={(value: string) => {
              const [field, dir] = value.split(':');
              onSort(field && (dir === 'asc' || dir === 'desc') ? { field, dir } : undefined);
            }}
            options={[
              { value: '', label: t('resource.sortDefault') },
              ...sortable.flatMap((column) => {
                const field = typeof column.title === 'string' ? column.title : column.key;
                return [
                  { value: `${column.key}:asc`, label: t('resource.sortAsc', { field }) },
                  { value: `${column.key}:desc`, label: t('resource.sortDesc', { field }) },
                ];
              }),
            ]}
          />
        </div>
      )}
      <Spin spinning={isLoading}>
        {items.length === 0 && !isLoading ? (
          <div className="resource-cards-empty">{empty}</div>
        ) : (
          <ul className="resource-cards-list">
            {items.map((item, index) => (
              <li key={rowKey(item)}>
                {/* Plain elements drawn as antd's small card: a Card and a Flex per row cost a phone's
                    main thread their style hooks twenty times over on landing (bench P8). */}
                <article className="resource-card">
                  {head && <div className="resource-card-head">{cellOf(head, item, index)}</div>}
                  <div className="resource-card-body">
                    <dl className="resource-card-fields">
                      {fields.map((column) => (
                        <div key={column.key} className="resource-card-field">
                          <dt>{titleOf(column)}</dt>
                          <dd>{cellOf(column, item, index)}</dd>
                        </div>
                      ))}
                    </dl>
                    {rowActions && <div className="resource-card-actions">{rowActions(item)}</div>}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Pagination
        className="resource-cards-pagination"
        size="small"
        current={state.page}
        pageSize={state.pageSize}
        total={page?.totalCount ?? 0}
        showSizeChanger
        pageSizeOptions={pageSizeOptions.map(String)}
        showTotal={(total) => t('resource.total', { count: total })}
        onChange={onPage}
      />
    </div>
  );
}
