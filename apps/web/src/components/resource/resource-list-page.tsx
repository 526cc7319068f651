import type { ExportList } from '@portal/contracts/exports';
import { Flex, theme } from 'antd';
import type { Key, ReactNode } from 'react';
import { useAdminTexts } from '../../lib/i18n';
import { useContentStable } from '../../lib/use-content-stable';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExportButton } from '../export/export-button';
import { type ListQuery, type ListSort, type ResourceFilter, toListQuery } from './list-state';
import { ResourceFilterBar } from './resource-filter-bar';
import { ResourceListResults } from './resource-list-results';
import type { ResourceColumn } from './resource-table';
import { useListUrlState } from './use-list-url-state';
import type { ListPage } from './use-resource-list';
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
  const { token } = theme.useToken();
  useDocumentTitle(title);
  const sortable = columns.filter((column) => column.sortable).map((column) => column.key);
  const list = useListUrlState({ filters, sortable, defaultSort, defaultPageSize, paramPrefix });
  const { state } = list;
  // Kept while its content is the same, so the rows below are not drawn again when the page is.
  const listQuery = useContentStable(toListQuery(state, filters, keyword === false ? null : 'keyword'));

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
      <ResourceListResults<Item>
        resource={resource}
        listQuery={listQuery}
        list={list}
        columns={columns}
        rowKey={rowKey}
        rowActions={rowActions}
        emptyText={emptyText}
        fetchPage={fetchPage}
      />
      {children}
    </div>
  );
}
