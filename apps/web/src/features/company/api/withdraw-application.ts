import type { Application } from '@portal/contracts/vendor-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myApplicationQueryKey } from './get-my-application';

/** `POST /Vendor/Apply/Withdraw`: withdraws my pending application (409 APPLICATION_NOT_PENDING otherwise). */
export function withdrawApplication(auditID: string): Promise<Application> {
  return apiRequest<Application>('Vendor/Apply/Withdraw', { method: 'POST', body: { auditID } });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationQueryKey }),
  });
}
