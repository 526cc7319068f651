import type { Vendor, VendorUpdateInput } from '@portal/contracts/vendor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myVendorQueryKey } from './get-my-vendor';

/** `POST /Vendor`: owners and managers change their company's data (the fields sent); never the UBN. */
export function updateVendor(input: VendorUpdateInput): Promise<Vendor> {
  return apiRequest<Vendor>('Vendor', { method: 'POST', body: input });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: (vendor) => queryClient.setQueryData(myVendorQueryKey, vendor),
  });
}
