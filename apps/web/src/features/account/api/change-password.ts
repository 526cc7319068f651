import type { changePasswordInputSchema, passwordChangedSchema } from '@portal/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/**
 * `POST /Account/ChangePwd`: replaces the password. Every other session ends; this one stays. A wrong
 * current password answers PASSWORD_INCORRECT on `currentPassword`.
 */
export function changePassword(input: ChangePasswordInput): Promise<PasswordChanged> {
  return apiRequest<PasswordChanged>('Account/ChangePwd', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
