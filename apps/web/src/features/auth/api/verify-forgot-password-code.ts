import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { normalizeVerificationCode } from '../../../lib/verification-code';
import type { Ticket } from './verify-signup-code';

/** `POST /ForgotPassword/Verify`: trades the mailed code for a ticket that allows a new password. */
export function verifyForgotPasswordCode(input: { account: string; code: string }): Promise<Ticket> {
  return apiRequest<Ticket>('ForgotPassword/Verify', {
    method: 'POST',
    body: { account: input.account, code: normalizeVerificationCode(input.code) },
  });
}

export function useVerifyForgotPasswordCode() {
  return useMutation({ mutationFn: verifyForgotPasswordCode });
}
