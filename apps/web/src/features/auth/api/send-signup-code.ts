import type { codeSentSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type CodeSent = z.infer<typeof codeSentSchema>;

/** `POST /Auth/Signup/Send`: mails a 6-digit code to the address being signed up. */
export function sendSignupCode(email: string): Promise<CodeSent> {
  return apiRequest<CodeSent>('Auth/Signup/Send', { method: 'POST', body: { email } });
}

export function useSendSignupCode() {
  return useMutation({ mutationFn: sendSignupCode });
}
