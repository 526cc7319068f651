import { toListSearchParams } from '@portal/contracts/list-keys';
import type { AdminUser } from '@portal/contracts/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface UserList {
  totalCount: number;
  data: AdminUser[];
}

/**
 * `GET /Users` (users:read) limited to active users who belong to no vendor, matching the keyword: the
 * people who may own a vendor created by an administrator.
 */
export function listOwnerCandidates(keyword: string, signal?: AbortSignal): Promise<UserList> {
  const query = toListSearchParams({
    pageSize: 20,
    condition: { hasVendor: false, status: 'active', keyword: keyword.trim() },
    sortings: [{ field: 'name', dir: 'asc' }],
  });
  return apiRequest<UserList>('Users', { query, signal });
}

export function useOwnerCandidates(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['Users', 'ownerCandidates', keyword.trim()],
    queryFn: ({ signal }) => listOwnerCandidates(keyword, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
