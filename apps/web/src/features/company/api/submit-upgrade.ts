import type { Application, UpgradeInput } from '@portal/contracts/vendor-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myUpgradeQueryKey } from './get-my-upgrade';

/**
 * `POST /Vendor/Upgrade`: an owner of a registered vendor asks to become a certified supplier, with
 * documents. 403 NOT_VENDOR_OWNER, 409 VENDOR_ALREADY_CERTIFIED or APPLICATION_PENDING.
 */
export function submitUpgrade(input: UpgradeInput): Promise<Application> {
  return apiRequest<Application>('Vendor/Upgrade', { method: 'POST', body: input });
}

export function useSubmitUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitUpgrade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myUpgradeQueryKey }),
  });
}
