import type { MyApplications } from '@portal/contracts/vendor-application';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const myUpgradeQueryKey = ['Vendor', 'Upgrade'] as const;

/** `GET /Vendor/Upgrade`: my vendor's latest request to become a certified supplier, and the earlier ones. */
export function getMyUpgrade(signal?: AbortSignal): Promise<MyApplications> {
  return apiRequest<MyApplications>('Vendor/Upgrade', { signal });
}

export function useMyUpgrade(enabled: boolean) {
  return useQuery({
    queryKey: myUpgradeQueryKey,
    queryFn: ({ signal }) => getMyUpgrade(signal),
    enabled,
  });
}
