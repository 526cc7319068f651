import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CodeSent } from './send-signup-code';

/** `POST /Verification/Resend { email }`: a new sign-up code for the same address. */
export function resendSignupCode(email: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('Verification/Resend', { method: 'POST', body: { email } });
}

export function useResendSignupCode() {
  return useMutation({ mutationFn: resendSignupCode });
}
