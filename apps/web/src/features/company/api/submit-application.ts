import type { Application, ApplyInput } from '@portal/contracts/vendor-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myApplicationQueryKey } from './get-my-application';

/**
 * `POST /Vendor/Apply`: sends an application (a corrected one too: the server links it to the rejected
 * one). 409 VENDOR_ALREADY_EXISTS (with the vendor's `vendorId`, `vendorName`), ALREADY_IN_VENDOR,
 * APPLICATION_PENDING; 400 with field errors.
 */
export function submitApplication(input: ApplyInput): Promise<Application> {
  return apiRequest<Application>('Vendor/Apply', { method: 'POST', body: input });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationQueryKey }),
  });
}
