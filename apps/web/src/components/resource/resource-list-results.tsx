import { Alert, Button, Empty } from 'antd';
import { type Key, memo, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../lib/form-errors';
import { hasActiveFilters, type ListQuery } from './list-state';
import { type ResourceColumn, ResourceTable } from './resource-table';
import type { ListUrlState } from './use-list-url-state';
import { type ListPage, useResourceList } from './use-resource-list';

export interface ResourceListResultsProps<Item extends { id: string }> {
  resource: string;
  listQuery: ListQuery;
  list: ListUrlState;
  columns: readonly ResourceColumn<Item>[];
  rowKey: (item: Item) => Key;
  rowActions?: ((item: Item) => ReactNode) | undefined;
  emptyText?: string | undefined;
  fetchPage?: ((query: ListQuery, signal?: AbortSignal) => Promise<ListPage<Item>>) | undefined;
}

/**
 * A list page's rows, its error and its paging: the part that reads the list. A page that arrives
 * redraws only this, not the heading and the filter bar above it (their selects cost a phone tens of
 * milliseconds of main thread at every answer). Memoised the other way round too: the page redrawn
 * with the same list (a filter's choices arriving, such as the users list's roles) leaves the rows as
 * they are, when the page's columns and row actions keep their identity; on a phone, drawing twenty rows
 * again held the main thread 100–180 ms (bench P8).
 */
export const ResourceListResults = memo(ListResults) as typeof ListResults;

function ListResults<Item extends { id: string }>({
  resource,
  listQuery,
  list,
  columns,
  rowKey,
  rowActions,
  emptyText,
  fetchPage,
}: ResourceListResultsProps<Item>) {
  const { t } = useTranslation();
  const { state, setPage } = list;
  const query = useResourceList<Item>(resource, listQuery, fetchPage ? { fetchPage } : {});
  const page = query.data;

  // A page past the end (the last row of the last page deleted, an old link): show the last page.
  const lastPage = page ? Math.max(1, Math.ceil(page.totalCount / state.pageSize)) : undefined;
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
    <>
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
    </>
  );
}
