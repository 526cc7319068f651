import type { passwordStatusSchema } from '@portal/contracts/account';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type PasswordStatus = z.infer<typeof passwordStatusSchema>;

/** `GET /Account/ChangePwd`: whether the account has a password, and when it last changed. */
export function getPasswordStatus(signal?: AbortSignal): Promise<PasswordStatus> {
  return apiRequest<PasswordStatus>('Account/ChangePwd', { signal });
}

export function usePasswordStatus() {
  return useQuery({
    queryKey: ['account', 'password-status'],
    queryFn: ({ signal }) => getPasswordStatus(signal),
  });
}
