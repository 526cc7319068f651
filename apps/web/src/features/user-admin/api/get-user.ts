import type { AdminUser } from '@portal/contracts/user-admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersResource } from './users-resource';

/** Under the resource's key, so every write to Users marks it stale too. */
export const userQueryKey = (id: string) => [usersResource, 'item', id] as const;

/** `GET /Users/{id}`: one user as administrators see it (404 NOT_FOUND for an unknown id). */
export function fetchUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return apiRequest<AdminUser>(`${usersResource}/${encodeURIComponent(id)}`, { signal });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userQueryKey(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    // An unknown id or a refused call stays an error; retrying would not change it.
    retry: false,
  });
}
