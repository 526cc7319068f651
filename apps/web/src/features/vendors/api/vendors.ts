import type { Vendor } from '@portal/contracts/vendor';
import { useMutation, useQuery } from '@tanstack/react-query';
import { vendorsResource } from '../../../lib/api/vendors-resource';
import { apiRequest } from '../../../lib/api-client';

/**
 * The vendor register (vendors:read): `GET /Vendors` lists (filters keyword, level, registryFlagged;
 * sorts name, ubn, createdTime, registryCheckedTime), read by the shared list page; `GET /Vendors/{id}`
 * is one vendor with its last registry check; `POST /Vendors/RegistryCheck` (vendors:audit) queues a
 * re-check of every vendor.
 */
/** Under the resource's key, so any write marks the list and the vendor stale together. */
export const vendorQueryKey = (id: string) => [vendorsResource, 'item', id] as const;

export function fetchVendor(id: string, signal?: AbortSignal): Promise<Vendor> {
  return apiRequest<Vendor>(`${vendorsResource}/${encodeURIComponent(id)}`, { signal });
}

export function useVendor(id: string) {
  return useQuery({
    queryKey: vendorQueryKey(id),
    queryFn: ({ signal }) => fetchVendor(id, signal),
    enabled: id !== '',
    retry: false,
  });
}

/** Answers 202 `{ queued: true }` at once; the flags change when the background check is done. */
export function startRegistryCheck(): Promise<{ queued: true }> {
  return apiRequest<{ queued: true }>(`${vendorsResource}/RegistryCheck`, { method: 'POST' });
}

export function useStartRegistryCheck() {
  return useMutation({ mutationFn: startRegistryCheck });
}
