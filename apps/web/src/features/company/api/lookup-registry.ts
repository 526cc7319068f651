import type { RegistryLookupResult } from '@portal/contracts/registry';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /Vendor/Apply/GCIS`: the company registry's record of a UBN, `{ found: false }` when the registry
 * does not know it; 503 REGISTRY_UNAVAILABLE when the registry could not be asked; 400 FIELD_INVALID_UBN.
 */
export function lookupRegistry(ubn: string): Promise<RegistryLookupResult> {
  return apiRequest<RegistryLookupResult>('Vendor/Apply/GCIS', { method: 'POST', body: { ubn } });
}

export function useLookupRegistry() {
  return useMutation({ mutationFn: lookupRegistry });
}
