import type { LoginInput, LoginResult } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /Auth/Login` with the specification's payload: `LastVisitedUri` carries the captcha token,
 * `LoginIp` the captcha answer and `token` a social link ticket being confirmed.
 */
export function login(input: LoginInput): Promise<LoginResult> {
  return apiRequest<LoginResult>('Auth/Login', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
