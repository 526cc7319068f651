import type { LoginResult, SignupInput } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /Auth/Signup`: creates the account with the ticket of the verified e-mail and signs in. */
export function signup(input: SignupInput): Promise<LoginResult> {
  return apiRequest<LoginResult>('Auth/Signup', { method: 'POST', body: input });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
