import type { VendorCreateInput } from '@portal/contracts/vendor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface VendorCreated {
  id: string;
  ownerId: string;
}

/**
 * `POST /Vendor/Create` (vendors:write): registers a vendor directly, owned by an existing user without a
 * vendor or by an invited one. 409 VENDOR_ALREADY_EXISTS, USER_ALREADY_IN_VENDOR; 400 with field errors.
 */
export function createVendor(input: VendorCreateInput): Promise<VendorCreated> {
  return apiRequest<VendorCreated>('Vendor/Create', { method: 'POST', body: input });
}

export function useCreateVendor() {
  return useMutation({ mutationFn: createVendor });
}
