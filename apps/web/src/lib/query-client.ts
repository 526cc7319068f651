import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { listStaleTimeMs } from './constants';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A client error (bad input, no permission, not found) will not change by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Server data is stale after 15 s (spec §9) and after any successful write. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: listStaleTimeMs, retry: shouldRetry } },
    mutationCache: new MutationCache({
      onSuccess: () => {
        void queryClient.invalidateQueries();
      },
    }),
  });
  return queryClient;
}
