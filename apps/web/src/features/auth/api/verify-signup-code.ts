import type { ticketSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { normalizeVerificationCode } from '../../../lib/verification-code';

export type Ticket = z.infer<typeof ticketSchema>;

/** `POST /Auth/Signup/Verify`: trades the mailed code for a ticket that allows the sign-up. */
export function verifySignupCode(input: { email: string; code: string }): Promise<Ticket> {
  return apiRequest<Ticket>('Auth/Signup/Verify', {
    method: 'POST',
    body: { email: input.email, code: normalizeVerificationCode(input.code) },
  });
}

export function useVerifySignupCode() {
  return useMutation({ mutationFn: verifySignupCode });
}
