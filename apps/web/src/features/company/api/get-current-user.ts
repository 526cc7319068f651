import type { CurrentUser } from '@portal/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

export const currentUserQueryKey = ['Auth'] as const;

/** `GET /Auth`: the current session and user, as the server sees them now. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return (await apiRequest<{ user: CurrentUser }>('Auth', { signal })).user;
}

/**
 * Reads the current user again when `enabled` (an application was accepted, the vendor changed) and
 * keeps the stored session's copy in step, so the pages and the menu see the new vendor and role.
 */
export function useCurrentUserRefresh(enabled: boolean) {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled,
  });
  useEffect(() => {
    if (query.data) updateStoredUser(query.data);
  }, [query.data]);
  return query;
}
