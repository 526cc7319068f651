import type { VendorPublic } from '@portal/contracts/vendor';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /Vendor?id=…`: what any signed-in person may read of a vendor (name, level, website, categories). */
export function getVendorPublic(id: string, signal?: AbortSignal): Promise<VendorPublic> {
  return apiRequest<VendorPublic>('Vendor', { query: { id }, signal });
}

export function useVendorPublic(id: string | null) {
  return useQuery({
    queryKey: ['Vendor', 'public', id],
    queryFn: ({ signal }) => getVendorPublic(id ?? '', signal),
    enabled: id !== null,
  });
}
