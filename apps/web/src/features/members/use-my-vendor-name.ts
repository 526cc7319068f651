import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { hasErrorCode } from '../../lib/form-errors';

/** My vendor's name (`GET /Vendor`), null when I belong to none. Shares the company pages' cache key. */
export function useMyVendorName() {
  return useQuery({
    queryKey: ['Vendor', 'mine'],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<{ name: string }>('Vendor', { signal });
      } catch (error) {
        if (hasErrorCode(error, 'NOT_IN_VENDOR')) return null;
        throw error;
      }
    },
    select: (vendor) => vendor?.name ?? null,
  });
}
