import type { Vendor } from '@portal/contracts/vendor';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hasErrorCode } from '../../../lib/form-errors';

export const myVendorQueryKey = ['Vendor', 'mine'] as const;

/** `GET /Vendor`: the vendor I belong to with my role in it; null when I belong to none (404 NOT_IN_VENDOR). */
export async function getMyVendor(signal?: AbortSignal): Promise<Vendor | null> {
  try {
    return await apiRequest<Vendor>('Vendor', { signal });
  } catch (error) {
    if (hasErrorCode(error, 'NOT_IN_VENDOR')) return null;
    throw error;
  }
}

export function useMyVendor() {
  return useQuery({ queryKey: myVendorQueryKey, queryFn: ({ signal }) => getMyVendor(signal) });
}
