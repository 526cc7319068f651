import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Accepted } from './submit-forgot-password';

/** `POST /ForgotPassword/Send`: mails a new reset code. */
export function resendForgotPasswordCode(account: string): Promise<Accepted> {
  return apiRequest<Accepted>('ForgotPassword/Send', { method: 'POST', body: { account } });
}

export function useResendForgotPasswordCode() {
  return useMutation({ mutationFn: resendForgotPasswordCode });
}
