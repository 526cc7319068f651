import type { acceptedSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type Accepted = z.infer<typeof acceptedSchema>;

/**
 * `POST /ForgotPassword/Submit`: mails a reset code to the account's e-mail. It answers `accepted`
 * whether or not the account exists, so the page cannot be used to find out who is registered.
 */
export function submitForgotPassword(account: string): Promise<Accepted> {
  return apiRequest<Accepted>('ForgotPassword/Submit', { method: 'POST', body: { account } });
}

export function useSubmitForgotPassword() {
  return useMutation({ mutationFn: submitForgotPassword });
}
