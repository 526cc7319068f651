import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useContentStable } from '../../lib/use-content-stable';
import {
  type ListSort,
  type ListState,
  type ListStateOptions,
  readListState,
  writeListState,
} from './list-state';

export interface ListUrlState {
  state: ListState;
  /**
   * Another page or page size (a new page size starts again at page 1). `replace` swaps the history entry
   * instead of adding one (correcting a page past the end).
   */
  setPage: (page: number, pageSize?: number, options?: { replace?: boolean }) => void;
  /** Sorts by one field, or by the server's default order with `undefined`; back to page 1. */
  setSort: (sort: ListSort | undefined) => void;
  setKeyword: (keyword: string) => void;
  /** Sets (or with `undefined` clears) filter values by condition key; back to page 1. */
  setFilters: (values: Record<string, string | undefined>) => void;
  /** Clears the keyword and every filter. */
  clearFilters: () => void;
}

/**
 * The list state kept in the address's search parameters. Every change is a new history entry, so Back
 * returns to the previous page or filter; a corrected page number (past the end) replaces its entry.
 */
export function useListUrlState(options: ListStateOptions = {}): ListUrlState {
  // useLocation and useNavigate rather than useSearchParams: the entry chunk has them already (the
  // react-router chunk is part of what the sign-in page downloads).
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  // The options are usually written inline; what matters of them is their content.
  const stableOptions = useContentStable(options);
  // The same object while its content is: a list page drawn again for another reason (a filter's
  // choices arriving) leaves its rows as they are (resource-list-results.tsx).
  const state = useContentStable(
    useMemo(() => readListState(searchParams, stableOptions), [searchParams, stableOptions]),
  );

  const change = useCallback(
    (update: (current: ListState) => ListState, replace = false) => {
      const next = writeListState(
        searchParams,
        update(readListState(searchParams, stableOptions)),
        stableOptions,
      );
      const nextSearch = next.toString();
      void navigate({ search: nextSearch ? `?${nextSearch}` : '' }, { replace });
    },
    [navigate, searchParams, stableOptions],
  );

  // The setters keep their identity with the state, and use the newest address and options when called.
  const latestChange = useRef(change);
  useLayoutEffect(() => {
    latestChange.current = change;
  }, [change]);

  return useMemo(() => {
    const apply: typeof latestChange.current = (update, replace) => latestChange.current(update, replace);
    return {
      state,
      setPage: (page, pageSize, { replace = false } = {}) =>
        apply(
          (current) =>
            pageSize !== undefined && pageSize !== current.pageSize
              ? { ...current, page: 1, pageSize }
              : { ...current, page },
          replace,
        ),
      setSort: (sort) => apply((current) => ({ ...current, sort, page: 1 })),
      setKeyword: (keyword) => apply((current) => ({ ...current, keyword: keyword.trim(), page: 1 })),
      setFilters: (values) =>
        apply((current) => {
          const filters = { ...current.filters };
          for (const [key, value] of Object.entries(values)) {
            if (value === undefined || value === '') delete filters[key];
            else filters[key] = value;
          }
          return { ...current, filters, page: 1 };
        }),
      clearFilters: () => apply((current) => ({ ...current, keyword: '', filters: {}, page: 1 })),
    };
  }, [state]);
}
