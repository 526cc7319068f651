import type { VendorServices, VendorServicesInput } from '@portal/contracts/vendor-services';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** `/Vendor/Services`: my vendor's services, or (staff) the named vendor's. Answers inside `payload`. */
const path = 'Vendor/Services';
const keyOf = (vendorId: string | undefined) => ['Vendor', 'Services', vendorId ?? 'mine'] as const;
const queryOf = (vendorId: string | undefined) => (vendorId ? { vendorId } : undefined);

export function useVendorServices(vendorId?: string) {
  return useQuery({
    queryKey: keyOf(vendorId),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ payload: VendorServices }>(path, { query: queryOf(vendorId), signal })).payload,
  });
}

export function useSaveVendorServices(vendorId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: VendorServicesInput) =>
      (
        await apiRequest<{ payload: VendorServices }>(path, {
          method: 'PUT',
          query: queryOf(vendorId),
          body: input,
        })
      ).payload,
    onSuccess: (saved) => {
      client.setQueryData(keyOf(vendorId), saved);
      // The catalogue's vendor pages and lists show the services too.
      void client.invalidateQueries({ queryKey: ['Catalogue'] });
    },
  });
}
