import { Skeleton, type TableColumnType } from 'antd';
import { type Key, lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { isPhoneNow, useIsPhone } from '../../lib/use-is-phone';
import type { ListSort, ListState } from './list-state';
import { rowDrawing } from './row-drawing';
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

// The table (antd's, with its tree and filter menus) and the cards each come only where they show: a
// phone never loads the table, a wide screen never the cards. The one this screen shows is asked for
// as soon as a list page's code runs, not once the page renders: a round trip sooner.
const loadTable = () => import('./resource-table-view');
const loadCards = () => import('./resource-cards');
const ResourceTableView = lazy(loadTable);
const ResourceCards = lazy(loadCards);
void (isPhoneNow() ? loadCards() : loadTable()).catch(() => {});

/**
 * The rows of a resource list with the server's paging and sorting (the table never sorts or pages what
 * it holds itself). Scrolls sideways when the screen is narrower than the columns; on a phone (below
 * `md`) the rows are cards instead, so names are not squeezed to a few characters a line.
 */
export function ResourceTable<Item>(props: ResourceTableProps<Item>) {
  const isPhone = useIsPhone();
  // A page that arrives is drawn in the background, in slices between the browser's other work:
  // drawing a page's rows in one go held a phone's main thread for 300 ms and more (Lighthouse's total
  // blocking time, bench P8). Meanwhile the rows already drawn stay, or the first page still shows as
  // loading (not as an empty list).
  const deferredPage = useDeferredValue(props.page);
  const page = rowDrawing.inBackground ? deferredPage : props.page;
  // The lazy components lose the item's type; the props are the same either way.
  const shown = {
    ...props,
    page,
    isLoading: props.isLoading || (page === undefined && props.page !== undefined),
  } as ResourceTableProps<unknown>;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      {isPhone ? <ResourceCards {...shown} /> : <ResourceTableView {...shown} />}
    </Suspense>
  );
}
