import type { accountCheckResultSchema } from '@portal/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../api-client';

export type AccountCheckResult = z.infer<typeof accountCheckResultSchema>;

/** `POST /Auth/Check`: whether an account name is still free. */
export function checkAccount(account: string): Promise<AccountCheckResult> {
  return apiRequest<AccountCheckResult>('Auth/Check', { method: 'POST', body: { account } });
}

/** Checks a name through the cache, so leaving the field twice with the same name asks once. */
export function useCheckAccount() {
  const queryClient = useQueryClient();
  return useCallback(
    (account: string) =>
      queryClient.fetchQuery({
        queryKey: ['auth', 'account-check', account.trim().toLowerCase()],
        queryFn: () => checkAccount(account.trim()),
        staleTime: 30_000,
      }),
    [queryClient],
  );
}
