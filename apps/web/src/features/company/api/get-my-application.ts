import type { MyApplications } from '@portal/contracts/vendor-application';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myApplicationQueryKey = ['Vendor', 'Apply'] as const;

/** `GET /Vendor/Apply`: my latest vendor application (null when none) and the earlier ones. */
export function getMyApplication(signal?: AbortSignal): Promise<MyApplications> {
  return apiRequest<MyApplications>('Vendor/Apply', { signal });
}

export function useMyApplication() {
  return useQuery({ queryKey: myApplicationQueryKey, queryFn: ({ signal }) => getMyApplication(signal) });
}
