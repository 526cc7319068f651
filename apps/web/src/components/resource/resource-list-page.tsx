import type { ExportList } from '@portal/contracts/exports';
import { Alert, Button, Empty, Flex, theme } from 'antd';
import { type Key, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../lib/form-errors';
import { useAdminTexts } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExportButton } from '../export/export-button';
import {
  hasActiveFilters,
  type ListQuery,
  type ListSort,
  type ResourceFilter,
  toListQuery,
} from './list-state';
import { ResourceFilterBar } from './resource-filter-bar';
import { type ResourceColumn, ResourceTable } from './resource-table';
import { useListUrlState } from './use-list-url-state';
import { type ListPage, useResourceList } from './use-resource-list';
import './resource.css';

export interface ResourceListPageProps<Item extends { id: string }> {
  /** The API path of the resource: `Roles` lists with `GET /Roles?…`. */
  resource: string;
  /** The page's heading and tab title. */
  title: string;
  description?: string;
  columns: readonly ResourceColumn<Item>[];
  /** Filters beside the keyword box; each writes its `name` into the list's condition. */
  filters?: readonly ResourceFilter[];
  /** The keyword box (condition key `keyword`); `false` for none. */
  keyword?: false | { placeholder?: string };
  /** The order when the user has chosen none (else the server's own order). */
  defaultSort?: ListSort;
  defaultPageSize?: number;
  /** Buttons above the list, beside the heading ("新增"). */
  toolbar?: ReactNode;
  /** Buttons of each row (edit, delete). */
  rowActions?: (item: Item) => ReactNode;
  rowKey?: (item: Item) => Key;
  /** What an empty list says (when no filter narrows it). */
  emptyText?: string;
  /** Prefix of the address's search parameters, for a page with two lists. */
  paramPrefix?: string;
  /** Rendered under the heading, above the filters: a notice about the whole page. */
  notice?: ReactNode;
  /** Rendered after the list: the page's form drawer, say. */
  children?: ReactNode;
  /** Reads a page itself, for a list whose answer is not the plain `{ totalCount, data }`. */
  fetchPage?: (query: ListQuery, signal?: AbortSignal) => Promise<ListPage<Item>>;
  /** The list's export (`GET /Exports/{list}`): an 匯出 button exporting the filters and order shown. */
  exportList?: ExportList;
  /** The list's own parameters the export repeats (`vendorId`). */
  exportExtra?: Record<string, string | undefined>;
}

const idOf = (item: { id: string }) => item.id;

/**
 * The list page of a resource: heading, toolbar, filter bar and a table paged, sorted and filtered by
 * the server. Page, page size, sort and filters live in the address, so Back and reload keep them.
 */
export function ResourceListPage<Item extends { id: string }>({
  resource,
  title,
  description,
  columns,
  filters = [],
  keyword = {},
  defaultSort,
  defaultPageSize,
  toolbar,
  rowActions,
  rowKey = idOf,
  emptyText,
  paramPrefix,
  notice,
  children,
  fetchPage,
  exportList,
  exportExtra,
}: ResourceListPageProps<Item>) {
  useAdminTexts();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDocumentTitle(title);
  const sortable = columns.filter((column) => column.sortable).map((column) => column.key);
  const list = useListUrlState({ filters, sortable, defaultSort, defaultPageSize, paramPrefix });
  const { state } = list;
  const listQuery = toListQuery(state, filters, keyword === false ? null : 'keyword');
  const query = useResourceList<Item>(resource, listQuery, fetchPage ? { fetchPage } : {});
  const page = query.data;

  // A page past the end (the last row of the last page deleted, an old link): show the last page.
  const lastPage = page ? Math.max(1, Math.ceil(page.totalCount / state.pageSize)) : undefined;
  const { setPage } = list;
  useEffect(() => {
    if (!query.isPlaceholderData && lastPage !== undefined && state.page > lastPage) {
      setPage(lastPage, undefined, { replace: true });
    }
  }, [query.isPlaceholderData, lastPage, state.page, setPage]);

  const isFiltered = hasActiveFilters(state);
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={isFiltered ? t('resource.noMatches') : (emptyText ?? t('resource.empty'))}
    >
      {isFiltered && <Button onClick={list.clearFilters}>{t('resource.clearFilters')}</Button>}
    </Empty>
  );

  return (
    <div className="resource-page">
      <Flex wrap gap="small" justify="space-between" align="flex-start" className="resource-page-header">
        <div>
          <h1 className="resource-page-title" style={{ color: token.colorTextHeading }}>
            {title}
          </h1>
          {description && <p style={{ color: token.colorTextDescription, margin: 0 }}>{description}</p>}
        </div>
        {(toolbar || exportList) && (
          <Flex wrap gap="small">
            {toolbar}
            {exportList && (
              <ExportButton
                list={exportList}
                query={{
                  ...(listQuery.condition ? { condition: listQuery.condition } : {}),
                  ...(listQuery.sortings ? { sortings: listQuery.sortings } : {}),
                  ...(exportExtra ? { extra: exportExtra } : {}),
                }}
              />
            )}
          </Flex>
        )}
      </Flex>
      {notice}
      <ResourceFilterBar
        filters={filters}
        state={state}
        keyword={keyword}
        onKeyword={list.setKeyword}
        onFilters={list.setFilters}
        onClear={list.clearFilters}
      />
      {query.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('resource.loadFailed')}
          description={splitApiError(query.error, []).general.join(' ')}
          action={<Button onClick={() => void query.refetch()}>{t('resource.retry')}</Button>}
          className="resource-error"
        />
      ) : null}
      {(!query.error || page) && (
        <ResourceTable<Item>
          columns={columns}
          page={page}
          state={state}
          isLoading={query.isPending || (query.isFetching && query.isPlaceholderData)}
          empty={empty}
          rowKey={rowKey}
          rowActions={rowActions}
          onPage={(next, pageSize) => setPage(next, pageSize)}
          onSort={list.setSort}
        />
      )}
      {children}
    </div>
  );
}
