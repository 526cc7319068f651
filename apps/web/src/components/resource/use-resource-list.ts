import { toListSearchParams } from '@portal/contracts/list-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { listStaleTimeMs } from '../../lib/constants';
import type { ListQuery } from './list-state';

/** One page of a resource list, as every list endpoint answers it. */
export interface ListPage<Item> {
  totalCount: number;
  data: Item[];
}

/** Query keys of a resource: everything under `[resource]`, so one invalidation refreshes it all. */
export const resourceQueryKeys = {
  all: (resource: string) => [resource] as const,
  list: (resource: string, query: ListQuery) => [resource, 'list', query] as const,
};

/** `GET /{resource}?page&pageSize&condition&sortings`. */
export function fetchResourceList<Item>(
  resource: string,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<ListPage<Item>> {
  return apiRequest<ListPage<Item>>(resource, { query: toListSearchParams(query), signal });
}

/**
 * A page of a resource list. Stale after 15 s (and after any write, see query-client.ts); while the
 * next page or filter loads, the previous rows stay on screen (`isPlaceholderData`).
 */
export function useResourceList<Item>(
  resource: string,
  query: ListQuery,
  options: {
    enabled?: boolean;
    /** Reads a page itself (a list answering inside an envelope, such as `Product`'s `payload`). */
    fetchPage?: (query: ListQuery, signal?: AbortSignal) => Promise<ListPage<Item>>;
  } = {},
) {
  const fetchPage = options.fetchPage;
  return useQuery({
    queryKey: resourceQueryKeys.list(resource, query),
    queryFn: ({ signal }) =>
      fetchPage ? fetchPage(query, signal) : fetchResourceList<Item>(resource, query, signal),
    staleTime: listStaleTimeMs,
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
